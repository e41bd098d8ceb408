import { doc, type Snippet } from './doc';
import { FEATURE_COMPONENT, ICON, IDENT, ROUTE, vocab } from './terms';

export const ROUTES_SCHEMA_ID = 'https://cinema-console.local/meta/routes.schema.json';

const text = (zh: string, en: string) => ({ 'zh-CN': zh, en });

/** One key, or several of which any one is enough (groups and pages alike). */
const permissionRef = (description: string) => ({
  ...doc(description, ['is_share_order', 'junior']),
  anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' }, minItems: 1, uniqueItems: true }],
});

const menuArea = {
  ...vocab('menuArea'),
  ...doc(
    "The brand menu area this entry belongs to: a brand's menu_rebate_hidden, menu_billing_hidden or menu_cash_hidden flag hides it (§1, §6).",
    'cash',
  ),
};

const group = {
  type: 'object',
  additionalProperties: false,
  required: ['label', 'order'],
  ...doc('One menu group.', {
    label: text('提现管理', 'Withdrawals'),
    order: 40,
    icon: 'AccountBalanceWallet',
    menuArea: 'cash',
  }),
  properties: {
    label: { ...vocab('text'), ...doc('Menu group title.', text('提现管理', 'Withdrawals')) },
    order: { type: 'integer', ...doc('Position in the menu; lower comes first.', 40) },
    icon: { type: 'string', pattern: ICON, ...doc('@mui/icons-material icon name.', 'AccountBalanceWallet') },
    permission: permissionRef(
      "Permission key(s) of the group; with a list, any one of them is enough (§2: junior agents need is_share_order or junior). Routes in the group without a key of their own take the group's, and the manifest gives the group's keys their actions.",
    ),
    hidden: { type: 'boolean', default: false, ...doc('Hidden unless unlocked (e.g. the short-video coupons).', true) },
    menuArea,
    unhideForAgents: {
      type: 'boolean',
      default: false,
      ...doc(
        'A hidden group that the agent ids in config.json (shortVideoCouponAgentIds) unhide (§6: two agent ids unhide the short-video coupons).',
        true,
      ),
    },
  },
};

const page = {
  type: 'object',
  additionalProperties: false,
  required: ['key', 'path', 'label'],
  ...doc('One §2 route without a resource schema.', {
    key: 'pricing',
    path: '/price/list',
    label: text('定价规则列表', 'Pricing rules'),
    order: 55,
    permission: 'price',
    menuArea: 'rebate',
    icon: 'PriceChange',
    planned: true,
  }),
  properties: {
    key: { type: 'string', pattern: IDENT, ...doc('Route key, used by brands to hide menu entries.', 'pricing') },
    path: { type: 'string', pattern: ROUTE, ...doc('Path, exactly as in §2.', '/price/list') },
    label: { ...vocab('text'), ...doc('Menu entry and page title.', text('定价规则列表', 'Pricing rules')) },
    group: { type: 'string', ...doc('Menu group id.', 'fund') },
    order: { type: 'integer', default: 100, ...doc('Position inside the group.', 55) },
    permission: permissionRef(
      'Permission key(s) of the route; with a list, any one of them is enough (§2: junior agents need is_share_order or junior). Declared here: the generator adds it to the permission manifest with `actions`.',
    ),
    actions: {
      type: 'array',
      uniqueItems: true,
      items: vocab('actionKey'),
      default: ['query'],
      ...doc("The §3 actions the page's feature binds elements to (default: query — the page itself).", [
        'query',
        'export',
      ]),
    },
    hidden: { type: 'boolean', default: false, ...doc('Not shown in the menu.', true) },
    keepAlive: { type: 'boolean', default: false, ...doc("Keep the screen's state across navigation.", true) },
    menuArea,
    icon: {
      type: 'string',
      pattern: ICON,
      ...doc('@mui/icons-material icon name (for top-level entries).', 'PriceChange'),
    },
    component: {
      type: 'string',
      pattern: FEATURE_COMPONENT,
      ...doc(
        'The screen, when a hand-written feature builds it: `<feature>/<Export>`, the component `src/features/<feature>/index.ts` exports (e.g. dashboard/DashboardPage). A page is built (component) or planned.',
        'testHome/TestHomePage',
      ),
    },
    planned: {
      type: 'boolean',
      default: false,
      ...doc(
        "Not built yet: kept out of the menu (nobody clicks into 'under development'); opened by URL it shows the 404 page, after the access check.",
        true,
      ),
    },
    layout: {
      enum: ['basic', 'blank'],
      default: 'basic',
      ...doc(
        'basic: inside the side menu and header (§2 basic layout); blank: the page alone (§2 blank layout, e.g. /test/home).',
        'blank',
      ),
    },
  },
};

/** What an editor offers in routes.yaml: a new menu group, a built page and a planned one. */
export const routesSnippets: Record<'groups' | 'page', Snippet[]> = {
  groups: [
    {
      label: 'New menu group',
      description: 'A group of the side menu (§2).',
      body: { '${1:coupon}': { label: text('${2:券管理}', '${3:Coupons}'), order: 80, icon: '${4:LocalOffer}' } },
    },
  ],
  page: [
    {
      label: 'New page built by a feature',
      description: 'A §2 route whose screen a hand-written feature exports.',
      body: {
        key: '${1:myPage}',
        path: '${2:/my/page}',
        label: text('${3:我的页面}', '${4:My page}'),
        group: '${5:operations}',
        permission: '${6:my_page}',
        component: '${7:myFeature/MyPage}',
      },
    },
    {
      label: 'New planned page',
      description: 'A §2 route not built yet: out of the menu, 404 by URL.',
      body: {
        key: '${1:myPage}',
        path: '${2:/my/page}',
        label: text('${3:我的页面}', '${4:My page}'),
        group: '${5:operations}',
        planned: true,
      },
    },
  ],
};

/** routes.yaml: the side menu's groups and the §2 routes that are not resources. */
export function routesSchema() {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: ROUTES_SCHEMA_ID,
    $comment: 'generated — do not edit; edit generator/language/routes.ts and run npm run generate',
    title: 'Routes file',
    ...doc(
      "routes.yaml: the side menu's groups and the §2 routes that are not resources (resources carry their own route in schemas/).",
    ),
    type: 'object',
    additionalProperties: false,
    required: ['groups'],
    properties: {
      $schema: {
        type: 'string',
        ...doc('Path of this meta-schema, for editors.', './generator/meta/routes.schema.json'),
      },
      groups: {
        type: 'object',
        propertyNames: { pattern: IDENT },
        additionalProperties: group,
        defaultSnippets: routesSnippets.groups,
        ...doc('Menu groups by id, e.g. cinema, device, fund.', {
          cinema: { label: text('影票订单', 'Film ticket orders'), order: 20, icon: 'Movie' },
        }),
      },
      pages: {
        type: 'array',
        items: { ...page, defaultSnippets: routesSnippets.page },
        ...doc(
          '§2 routes without a resource schema. Each is built by a feature (`component`) or `planned`; built pages appear in the menu by the same rules as resources, planned ones do not.',
          [page.examples![0]],
        ),
      },
    },
  };
}
