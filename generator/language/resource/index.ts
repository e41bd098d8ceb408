import { doc } from '../doc';
import { FIELD_NAME, FIELD_PATH, IDENT, PERMISSION_KEY, ROUTE, vocab } from '../terms';
import { action, exportLog, exportOptions } from './actions';
import { derive } from './derive';
import { enumOption, enumSource, field, fieldList } from './fields';
import { aggregate, seed } from './seed';
import { filter, list, listChart, summaryItem } from './list';
import { live } from './live';
import { dashboard, menu, screens, view } from './pages';
import { resourceSnippets } from './snippets';
import { listOperation, operation, upstream } from './upstream';

export const RESOURCE_SCHEMA_ID = 'https://cinema-console.local/meta/resource.schema.json';

/** How many records the embedded upstream invents per merchant. */
const seedCount = {
  type: 'integer',
  minimum: 0,
  maximum: 20000,
  default: 57,
  ...doc(
    'How many records the embedded upstream invents per merchant (list pages only): more than five pages of 10 by default; a handful of mini-programs, hundreds of statistics rows, thousands for a resource chosen from a long selector (`reference.loadAll`); 0 for records only the console’s use creates.',
    3000,
  ),
};

/** A separate detail page, hidden from the menu. */
const detail = {
  type: 'object',
  additionalProperties: false,
  required: ['route'],
  ...doc('A separate detail page hidden from the menu; the record id travels in the `id` query parameter.', {
    route: '/cinema/detail/Details',
    label: { 'zh-CN': '订单详情', en: 'Order detail' },
  }),
  properties: {
    route: { type: 'string', pattern: ROUTE, ...doc('Path of the detail page, as in §2.', '/cinema/detail/Details') },
    label: { ...vocab('text'), ...doc('Title of the detail page.', { 'zh-CN': '订单详情', en: 'Order detail' }) },
  },
};

/** The named parts a resource file refers to ($ref), each with the snippets editors offer for it. */
const resourceDefs = {
  menu,
  operation,
  listOperation,
  upstream,
  enumOption,
  enumSource,
  aggregate,
  seed,
  derive,
  field: { ...field, defaultSnippets: resourceSnippets.field },
  fieldList,
  filter: { ...filter, defaultSnippets: resourceSnippets.filter },
  summaryItem,
  listChart: { ...listChart, defaultSnippets: resourceSnippets.chart },
  list,
  live,
  exportOptions,
  exportLog,
  action: { ...action, defaultSnippets: resourceSnippets.action },
  dashboard,
  view,
  screens,
};

/** What one record is called (titles, confirms, empty states). */
const noun = {
  type: 'object',
  additionalProperties: false,
  required: ['zh-CN', 'en'],
  ...doc(
    'What one record is called, for the titles and messages react-admin builds from the resource’s name: “新建子账号”, “Create Order”, “没有找到订单”, “No orders found” (inside an English sentence the first letter is lower-cased, unless the first word is a name such as WeChat or Alipay). `en` is the singular, `enPlural` the plural (default: `en` + s, es or ies); Chinese has one form. Without it the generator derives both from `label`: a leading 全部/所有/All and a trailing 列表/管理/list are dropped, and the English label’s last word is made singular — give `noun` when that does not read well.',
    { 'zh-CN': '订单', en: 'Order', enPlural: 'Orders' },
  ),
  properties: {
    'zh-CN': { type: 'string', minLength: 1, ...doc('Chinese (singular and plural alike).', '订单') },
    en: { type: 'string', minLength: 1, ...doc('English singular.', 'Order') },
    enPlural: { type: 'string', minLength: 1, ...doc('English plural (default: derived from `en`).', 'Orders') },
  },
};

/** Who the screen is: its name, title, route, menu entry and the permission it needs. */
const identityProperties = {
  $schema: {
    type: 'string',
    ...doc('Path of this meta-schema, for editors.', '../generator/meta/resource.schema.json'),
  },
  name: {
    type: 'string',
    pattern: IDENT,
    ...doc(
      'camelCase identifier, unique across schemas: the react-admin resource id, the route key brands hide, the generated file names.',
      'orders',
    ),
  },
  description: {
    type: 'string',
    ...doc(
      'What this resource is, for developers. Design decisions the spec leaves open belong here.',
      'All film-ticket orders (§2 /cinema/alllist).',
    ),
  },
  label: { ...vocab('text'), ...doc('Menu entry and page title.', { 'zh-CN': '全部订单', en: 'All orders' }) },
  noun,
  route: {
    type: 'string',
    pattern: ROUTE,
    ...doc('The screen’s path, exactly as in the route table of §2.', '/cinema/alllist'),
  },
  page: {
    enum: ['list', 'form', 'dashboard'],
    default: 'list',
    ...doc(
      'What the route shows: list (a paged table, the default), form (one record read with get and saved with update, e.g. §2 /group/tag), dashboard (figure cards, charts and tables from get).',
      'form',
    ),
  },
  menu: { $ref: '#/$defs/menu' },
  keepAlive: {
    type: 'boolean',
    default: false,
    ...doc('Keep the screen’s state (filters, page) when the operator leaves and comes back (§2 “kept alive”).', true),
  },
  permission: {
    type: 'string',
    pattern: PERMISSION_KEY,
    ...doc(
      'The §6 permission key the route requires. The generator declares it, with every §3 action this file’s buttons need, in the permission manifest. Omit for routes everyone may open.',
      'order_all',
    ),
  },
  recordId: {
    type: 'string',
    pattern: FIELD_NAME,
    default: 'id',
    ...doc('The field that identifies a record.', 'sub_id'),
  },
};

/** The record: how many are seeded, what identifies and names one, its upstream calls and its fields. */
const recordProperties = {
  seedCount,
  derive: { $ref: '#/$defs/derive' },
  recordLabel: {
    type: 'string',
    pattern: FIELD_PATH,
    ...doc(
      'The field that names a record in titles and confirmations — its detail screen’s title is the noun and this field’s value (订单 DY2026…, Order DY2026…) — default: the record id (#12).',
      'order_no',
    ),
  },
  detail,
  upstream: { $ref: '#/$defs/upstream' },
  exportLog: { $ref: '#/$defs/exportLog' },
  fields: {
    type: 'object',
    minProperties: 1,
    propertyNames: { pattern: FIELD_NAME },
    additionalProperties: { $ref: '#/$defs/field' },
    defaultSnippets: resourceSnippets.fields,
    ...doc('The record’s fields, keyed by the name the upstream uses.', {
      amount: { type: 'number', widget: 'money', label: { 'zh-CN': '金额', en: 'Amount' } },
    }),
  },
};

/** What the screen shows of the records: the list, detail, forms, dashboard, buttons and further routes. */
const screenProperties = {
  list: { $ref: '#/$defs/list' },
  show: {
    $ref: '#/$defs/fieldList',
    ...doc('Fields of the detail screen, in order (a description list of up to 4 columns, §9).', [
      'order_no',
      'status',
      'amount',
    ]),
  },
  create: {
    $ref: '#/$defs/fieldList',
    ...doc('Fields of the create form. Needs an `add` action and an upstream `create`.', ['tel', 'password', 'remark']),
  },
  edit: {
    $ref: '#/$defs/fieldList',
    ...doc('Fields of the edit form. Needs an `edit` action and an upstream `update` and `get`.', ['tel', 'remark']),
  },
  form: {
    $ref: '#/$defs/fieldList',
    ...doc('Page kind `form`: the fields of the one record, read with get and saved with update.', [
      'shop_name',
      'contact_tel',
    ]),
  },
  dashboard: { $ref: '#/$defs/dashboard' },
  actions: {
    type: 'array',
    items: { $ref: '#/$defs/action' },
    defaultSnippets: resourceSnippets.actions,
    ...doc('Buttons, each bound to a §3 action key for the permission check.', [{ name: 'export', place: 'toolbar' }]),
  },
  views: {
    type: 'array',
    items: { $ref: '#/$defs/view' },
    defaultSnippets: resourceSnippets.views,
    ...doc('Further §2 routes over the same records with preset filters.', [view.examples![0]]),
  },
  screens: { $ref: '#/$defs/screens' },
};

/**
 * The resource file, the heart of the schema language: one §2 screen (a list, a single-record form or a dashboard)
 * with its record, its upstream calls and its buttons — and any further routes of the same records (views).
 */
export function resourceSchema() {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: RESOURCE_SCHEMA_ID,
    $comment: 'generated — do not edit; edit generator/language/resource/*.ts and run npm run generate',
    title: 'Resource file',
    ...doc(
      'One back-office screen and its record: `npm run generate` turns it into typed react-admin screens, the dataProvider mapping, the permission manifest and the embedded upstream’s endpoints. Spec: console-spec.md §2, §3, §6, §7.',
    ),
    type: 'object',
    additionalProperties: false,
    required: ['name', 'label', 'route', 'upstream', 'fields'],
    defaultSnippets: resourceSnippets.root,
    properties: { ...identityProperties, ...recordProperties, ...screenProperties },
    $defs: resourceDefs,
  };
}
