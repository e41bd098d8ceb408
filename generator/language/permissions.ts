import { doc, type Snippet } from './doc';
import { PERMISSION_KEY, vocab } from './terms';

export const PERMISSIONS_SCHEMA_ID = 'https://cinema-console.local/meta/permissions.schema.json';

const text = (zh: string, en: string) => ({ 'zh-CN': zh, en });

const role = {
  type: 'object',
  additionalProperties: false,
  required: ['label'],
  ...doc('One role.', {
    label: text('运营', 'Operator'),
    grants: { order_all: ['query', 'get'], withdraw_agent: ['query'] },
  }),
  properties: {
    label: { ...vocab('text'), ...doc('Role name.', text('运营', 'Operator')) },
    grants: {
      type: 'object',
      ...doc(
        'Granted keys (from the manifest or the markers), each with the actions granted — a subset of the actions the key carries.',
        {
          order_all: ['query', 'get'],
          SubaccountList: ['query'],
        },
      ),
      propertyNames: { pattern: PERMISSION_KEY },
      additionalProperties: { type: 'array', uniqueItems: true, items: vocab('actionKey') },
    },
    allKeys: {
      type: 'boolean',
      default: false,
      ...doc('Grant every key with every action it carries (the main merchant role).', true),
    },
  },
};

/** What an editor offers in permissions.yaml: a new role and a new marker. */
export const permissionsSnippets: Record<'roles' | 'markers', Snippet[]> = {
  roles: [
    {
      label: 'New role',
      description: 'A role of the embedded upstream’s seeded accounts, granting keys with some of their actions.',
      body: {
        '${1:auditor}': { label: text('${2:审核员}', '${3:Auditor}'), grants: { '${4:order_all}': ['query', 'get'] } },
      },
    },
  ],
  markers: [
    {
      label: 'New marker',
      description: 'A key derived from the account, guarding no route of its own (§6).',
      body: { '${1:is_marker}': { label: text('${2:标记}', '${3:Marker}') } },
    },
  ],
};

/** §6 markers: keys derived from the account, guarding no route of their own. */
const markers = {
  type: 'object',
  ...doc(
    "Keys derived from the account rather than guarding a route of their own (§6: is_authshop, is_shareshop, is_share_order, Subaccount). A marker may also open a group (routes.yaml), then it carries that group's actions.",
    { is_share_order: { label: text('分销订单', 'Share orders') } },
  ),
  propertyNames: { pattern: PERMISSION_KEY },
  additionalProperties: {
    type: 'object',
    additionalProperties: false,
    required: ['label'],
    ...doc('One marker key.', { label: text('授权店铺', 'Authorised shop') }),
    properties: {
      label: {
        ...vocab('text'),
        ...doc('What the marker says about the account.', text('授权店铺', 'Authorised shop')),
      },
    },
  },
  defaultSnippets: permissionsSnippets.markers,
};

/** §6: what a main account holds besides its role. */
const mainAccount = {
  type: 'object',
  additionalProperties: false,
  required: ['keys'],
  ...doc(
    '§6: what a main (non-sub) account holds besides its role, derived by the console from user info and enforced by the embedded upstream. Declared once here.',
    {
      keys: ['Subaccount', 'SubaccountList'],
      markers: { is_authshop: 'is_authshop' },
      businessTypeMarker: 'business_type_',
      removes: ['junior'],
    },
  ),
  properties: {
    keys: {
      type: 'array',
      items: { type: 'string' },
      uniqueItems: true,
      ...doc('Keys every main account holds with every action they carry (§6: Subaccount, SubaccountList).', [
        'Subaccount',
        'SubaccountList',
      ]),
    },
    markers: {
      type: 'object',
      additionalProperties: { type: 'string' },
      ...doc(
        'User-info flag → marker key a main account holds when the flag is on (§6: is_authshop, is_shareshop, is_share_order).',
        { is_shareshop: 'is_shareshop' },
      ),
    },
    businessTypeMarker: {
      type: 'string',
      pattern: '^[A-Za-z_]+$',
      ...doc(
        'Prefix of the marker named after the account\'s business_type (§6 "a business_type-based marker"), e.g. business_type_ → business_type_1.',
        'business_type_',
      ),
    },
    removes: {
      type: 'array',
      items: { type: 'string' },
      uniqueItems: true,
      ...doc('Keys a main account never holds, whatever its role grants (§6: junior).', ['junior']),
    },
  },
};

/** permissions.yaml: the §6 markers, what main accounts hold besides their role, and the seeded accounts' roles. */
export function permissionsSchema() {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: PERMISSIONS_SCHEMA_ID,
    $comment: 'generated — do not edit; edit generator/language/permissions.ts and run npm run generate',
    title: 'Permissions file',
    ...doc(
      'permissions.yaml: the §6 markers (keys an account holds that guard no route of its own), what main accounts hold besides their role, and the roles the embedded upstream grants to its seeded accounts. The route keys themselves, with the §3 actions each carries, are declared by the schemas and routes.yaml (the generated manifest, src/generated/permissionKeys.json); every key named here is checked against it.',
    ),
    type: 'object',
    additionalProperties: false,
    required: ['roles'],
    properties: {
      $schema: {
        type: 'string',
        ...doc('Path of this meta-schema, for editors.', './generator/meta/permissions.schema.json'),
      },
      markers,
      mainAccount,
      identities: {
        type: 'object',
        ...doc(
          "§6 \"permission identifiers come from the server\": which upstream permission identities grant each console key (the user info's permissions[].identity). A key not listed is granted by the identity of its own name. Map rather than rename: the schemas, routes.yaml and roles keep the console's keys. A main account's session lists, in the browser console and on /test/home, identities the console does not know and keys nothing grants.",
          { order_all: ['orders', 'order_list'], SubaccountList: ['subaccount'] },
        ),
        propertyNames: { pattern: PERMISSION_KEY },
        additionalProperties: {
          type: 'array',
          minItems: 1,
          uniqueItems: true,
          items: { type: 'string', minLength: 1 },
          ...doc('The upstream identities, any one of which grants the key.', ['orders']),
        },
      },
      roles: {
        type: 'object',
        ...doc('Roles the embedded upstream assigns to seeded accounts.', {
          viewer: { label: text('只读订单', 'Orders (read only)'), grants: { order_all: ['query'] } },
        }),
        propertyNames: { pattern: PERMISSION_KEY },
        additionalProperties: role,
        defaultSnippets: permissionsSnippets.roles,
      },
    },
  };
}
