import { SERIES_WIDGETS } from '../../../vocabulary/widgets';
import { doc } from '../doc';
import { resourceSnippets } from './snippets';
import { FEATURE_COMPONENT, FIELD_NAME, FIELD_PATH, ICON, IDENT, PERMISSION_KEY, ROUTE, SCALAR, vocab } from '../terms';

/** Where an entry sits in the side menu. */
export const menu = {
  type: 'object',
  additionalProperties: false,
  ...doc('Where the entry sits in the side menu.', { group: 'cinema', order: 10, icon: 'ConfirmationNumber' }),
  properties: {
    group: {
      type: 'string',
      pattern: IDENT,
      ...doc('Menu group id, declared in routes.yaml (`groups`). Omit for a top-level entry.', 'cinema'),
    },
    order: { type: 'integer', default: 100, ...doc('Position inside the group; lower comes first.', 10) },
    icon: {
      type: 'string',
      pattern: ICON,
      ...doc(
        "Name of an @mui/icons-material icon: the side menu draws it for a top-level entry; an entry inside a group draws none (its group's icon stands for it). Also react-admin's resource icon.",
        'ConfirmationNumber',
      ),
    },
    hidden: { type: 'boolean', default: false, ...doc('Routable but not shown in the menu.', true) },
    menuArea: {
      ...vocab('menuArea'),
      ...doc(
        "The brand menu area the entry belongs to (as routes.yaml's groups and pages): a brand's menu_rebate_hidden, menu_billing_hidden or menu_cash_hidden flag hides it and forbids its route (§1, §6).",
        'rebate',
      ),
    },
  },
};

const chartSeries = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'label', 'op'],
  ...doc('One line or bar of a dashboard chart: a per-day count, sum or average.', {
    name: 'turnover',
    label: { 'zh-CN': '成交额', en: 'Turnover' },
    op: 'sum',
    field: 'amount',
    widget: 'money',
  }),
  properties: {
    name: { type: 'string', pattern: FIELD_NAME, ...doc('Key of the value in each point of the answer.', 'turnover') },
    label: { ...vocab('text'), ...doc('Legend text.', { 'zh-CN': '成交额', en: 'Turnover' }) },
    op: { enum: ['count', 'sum', 'avg'], ...doc('count: records that day; sum / avg: of `field`.', 'sum') },
    field: { type: 'string', pattern: FIELD_NAME, ...doc('The numeric field summed or averaged.', 'amount') },
    widget: {
      enum: SERIES_WIDGETS,
      default: 'number',
      ...doc('How values read in the tooltip: as the widget writes a column (a percent of 100).', 'money'),
    },
  },
};

const dashboardChart = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'kind', 'label', 'from', 'series'],
  ...doc(
    'A chart of per-day figures over the last `days` days, computed from another resource’s records; the answer carries it at data.<name>.',
    {
      name: 'trend',
      kind: 'line',
      label: { 'zh-CN': '近30天订单', en: 'Orders, last 30 days' },
      days: 30,
      from: { resource: 'orders', date: 'created_at' },
      series: [{ name: 'orders', label: { 'zh-CN': '订单数', en: 'Orders' }, op: 'count' }],
    },
  ),
  properties: {
    name: { type: 'string', pattern: FIELD_NAME, ...doc('Key of the chart’s points in the answer.', 'trend') },
    kind: { enum: ['line', 'bar'], ...doc('Lines or bars over the days.', 'line') },
    label: { ...vocab('text'), ...doc('Title of the chart.', { 'zh-CN': '近30天订单', en: 'Orders, last 30 days' }) },
    days: { type: 'integer', minimum: 1, maximum: 366, default: 30, ...doc('How many days back, today included.', 30) },
    from: {
      type: 'object',
      additionalProperties: false,
      required: ['resource', 'date'],
      ...doc('The records counted and the date field that puts each on a day.', {
        resource: 'orders',
        date: 'created_at',
      }),
      properties: {
        resource: { type: 'string', pattern: IDENT, ...doc('A resource name.', 'orders') },
        date: { type: 'string', pattern: FIELD_NAME, ...doc('Its datetime or date field.', 'created_at') },
      },
    },
    series: {
      type: 'array',
      minItems: 1,
      items: chartSeries,
      ...doc('The lines or bars.', [{ name: 'orders', label: { 'zh-CN': '订单数', en: 'Orders' }, op: 'count' }]),
    },
  },
};

const dashboardTable = {
  type: 'object',
  additionalProperties: false,
  required: ['resource', 'label', 'columns'],
  ...doc('A small table of another resource’s newest records (shown only to accounts that may open that resource).', {
    resource: 'orders',
    label: { 'zh-CN': '最新订单', en: 'Recent orders' },
    columns: ['order_no', 'film_name', 'amount', 'status'],
    limit: 5,
  }),
  properties: {
    resource: { type: 'string', pattern: IDENT, ...doc('A list resource.', 'orders') },
    label: { ...vocab('text'), ...doc('Title of the table.', { 'zh-CN': '最新订单', en: 'Recent orders' }) },
    columns: {
      $ref: '#/$defs/fieldList',
      ...doc('Fields of that resource, in order.', ['order_no', 'amount', 'status']),
    },
    limit: { type: 'integer', minimum: 1, maximum: 50, default: 5, ...doc('How many rows.', 5) },
  },
};

/** Page kind `dashboard`: figure cards, charts and small tables. */
export const dashboard = {
  type: 'object',
  additionalProperties: false,
  ...doc(
    'Page kind `dashboard`: the one record `upstream.get` answers, shown as figure cards, charts and small tables.',
    {
      greeting: true,
      cards: ['today_orders', 'today_turnover'],
    },
  ),
  properties: {
    greeting: {
      type: 'boolean',
      default: false,
      ...doc('Greet the user by the hour (§9: morning, forenoon, noon, afternoon, evening).', true),
    },
    cards: {
      $ref: '#/$defs/fieldList',
      ...doc('Fields of the record shown as figure cards, in order.', ['today_orders', 'today_turnover']),
    },
    charts: {
      type: 'array',
      items: { ...dashboardChart, defaultSnippets: resourceSnippets.dashboardChart },
      ...doc('Charts of per-day figures.', [dashboardChart.examples![0]]),
    },
    tables: {
      type: 'array',
      items: { ...dashboardTable, defaultSnippets: resourceSnippets.dashboardTable },
      ...doc('Small tables of other resources.', [dashboardTable.examples![0]]),
    },
  },
};

/** Another route of the same resource with preset filters (orders to grab, issued orders …). */
export const view = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'route', 'label'],
  ...doc(
    'Another §2 route listing the same records with preset filters, its own title, permission and menu place (orders to grab = the orders with status 1).',
    {
      name: 'ordersToGrab',
      route: '/cinema/agentlist',
      label: { 'zh-CN': '待抢订单', en: 'Orders to grab' },
      permission: 'order_grab',
      menu: { group: 'cinema', order: 20 },
      filter: { status: 1 },
    },
  ),
  properties: {
    name: {
      type: 'string',
      pattern: IDENT,
      ...doc('The view’s name (its react-admin resource id and route key, unique across schemas).', 'ordersToGrab'),
    },
    route: { type: 'string', pattern: ROUTE, ...doc('Its §2 path.', '/cinema/agentlist') },
    label: { ...vocab('text'), ...doc('Menu entry and page title.', { 'zh-CN': '待抢订单', en: 'Orders to grab' }) },
    description: {
      type: 'string',
      ...doc('What the view is for, for developers.', 'Orders waiting to be grabbed by an agent.'),
    },
    permission: {
      type: 'string',
      pattern: PERMISSION_KEY,
      ...doc('Permission key of this route (default: the resource’s).', 'order_grab'),
    },
    menu: { $ref: '#/$defs/menu' },
    keepAlive: {
      type: 'boolean',
      default: false,
      ...doc('Keep the screen’s state when the operator leaves and comes back (§2).', true),
    },
    live: { $ref: '#/$defs/live' },
    filter: {
      type: 'object',
      propertyNames: { pattern: FIELD_PATH },
      additionalProperties: SCALAR,
      ...doc('Field values every record of the view has; sent with each list call, never shown as a filter input.', {
        status: 1,
      }),
    },
    presetParams: {
      type: 'object',
      propertyNames: { pattern: FIELD_PATH },
      additionalProperties: { type: 'string', pattern: FIELD_NAME },
      ...doc(
        "The parameter a preset of `filter` travels in, where it is not the one the list's filter on that field uses (default: that filter's `param`, else the field name). §7: the poster list's is_official_poster variant sends is_official in is_official_poster.",
        { is_official: 'is_official_poster' },
      ),
    },
    columns: {
      $ref: '#/$defs/fieldList',
      ...doc('Columns, when they differ from the resource’s list.', ['order_no', 'film_name', 'amount']),
    },
    actions: {
      type: 'array',
      items: { $ref: '#/$defs/action' },
      ...doc('The view’s buttons, replacing the resource’s.', [
        { name: 'grab', access: 'edit', place: 'row', call: { path: '/api/v2/order/grab' }, effect: { status: 2 } },
      ]),
    },
  },
};

const featureView = (what: string) => ({
  type: 'string',
  pattern: FEATURE_COMPONENT,
  ...doc(`The ${what} view, built by a feature.`, 'statistics/ConversionBoard'),
});

/** The escape hatch: views built by hand-written features. */
export const screens = {
  type: 'object',
  additionalProperties: false,
  ...doc(
    'The escape hatch: a view the schema cannot describe, built by a hand-written feature (`<feature>/<Export>`, src/features/<feature>/index.ts), which may compose the generated parts (columns, filters, summary).',
    { list: 'statistics/ConversionBoard' },
  ),
  properties: {
    list: featureView('list'),
    show: featureView('show'),
    create: featureView('create'),
    edit: featureView('edit'),
  },
};
