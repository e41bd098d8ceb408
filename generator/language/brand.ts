import { doc, type Snippet } from './doc';
import { basicTeaching, httpUrlDef, linkProperties, serverUrl } from './brandLinks';
import { identityProperties, imageDef, serviceQr } from './brandIdentity';
import { vocab } from './terms';

export const BRAND_SCHEMA_ID = 'https://cinema-console.local/meta/brand.schema.json';

const flag = (description: string, example = true) => ({
  type: 'boolean',
  default: false,
  ...doc(description, example),
});

const skin = {
  type: 'object',
  additionalProperties: false,
  default: {},
  ...doc(
    "§1 skin_default: the theme this brand starts with (the §2 settings drawer's options). Keys left out take the §2 defaults: blue, light nav theme, side menu, fixed width, fixed sidebar, non-fixed header, no colour-weak, no multi-tab.",
    { primaryColor: '#722ed1', multiTab: true },
  ),
  properties: {
    navTheme: { enum: ['light', 'dark'], default: 'light', ...doc('Menu theme: light (§2 default) or dark.', 'dark') },
    primaryColor: {
      ...vocab('primaryColor'),
      default: '#1677ff',
      ...doc(
        'Primary colour, one of the 8 presets (§9), lower-case hex: blue #1677ff (§2 default), dust red #f5222d, volcano #fa541c, sunset orange #faad14, cyan #13c2c2, green #52c41a, geek blue #2f54eb, purple #722ed1.',
        '#722ed1',
      ),
    },
    layout: {
      enum: ['side', 'top'],
      default: 'side',
      ...doc('Navigation mode: side menu (§2 default) or top menu.', 'top'),
    },
    contentWidth: {
      enum: ['fixed', 'fluid'],
      default: 'fixed',
      ...doc('Content width: fixed (§2 default) or fluid; fluid needs layout top (§2).', 'fluid'),
    },
    fixedHeader: flag('Fixed header (§2 default: false).'),
    autoHideHeader: flag('Hide the header on scroll down (default false); needs fixedHeader (§2).'),
    fixSiderbar: {
      type: 'boolean',
      default: true,
      ...doc('Fixed side menu (§2 default: true); has no effect with layout top.', false),
    },
    colorWeak: flag('Colour-weak mode (§2 default: false).'),
    multiTab: flag('Multi-tab mode (§2 default: false).'),
  },
};

/** §1 extend: the one open-ended key. */
const extend = {
  type: 'object',
  default: {},
  ...doc('§1 extend: free-form extra settings (the only open-ended key). Values are strings, numbers or booleans.', {
    hotline: '400-800-1234',
    max_coupons: 5,
  }),
  propertyNames: { pattern: '^[A-Za-z_][A-Za-z0-9_]*$' },
  additionalProperties: { type: ['string', 'number', 'boolean'], ...doc('One extra setting.', '400-800-1234') },
};

/** The route keys a brand hides from its menu. */
const hiddenRoutes = {
  type: 'array',
  default: [],
  uniqueItems: true,
  ...doc(
    "Route keys hidden from this brand's menu: resource names (schemas/*.yaml `name`) or page keys (routes.yaml `pages[].key`).",
    ['posters', 'pricing'],
  ),
  items: { type: 'string', minLength: 1, ...doc('A resource name or a routes.yaml page key.', 'posters') },
};

/** §1/§6 the switches that hide a menu area (routes.yaml `menuArea`) for this brand. */
const menuHiding = {
  menu_rebate_hidden: flag(
    '§1/§6 menu_rebate_hidden: hide the rebate menu entries (routes.yaml `menuArea: rebate`) for this brand.',
  ),
  menu_billing_hidden: flag(
    '§1/§6 menu_billing_hidden: hide the billing menu entries (routes.yaml `menuArea: billing`) for this brand.',
  ),
  menu_cash_hidden: flag(
    '§1/§6 menu_cash_hidden: hide the cash (withdrawal) menu entries (routes.yaml `menuArea: cash`) for this brand.',
  ),
};

/** What an editor offers for a new brands/<id>.yaml. */
export const brandSnippets: Record<'root', Snippet[]> = {
  root: [
    {
      label: 'New brand',
      description: 'A brand profile answering on its own domains (§1).',
      body: {
        id: '${1:aurora}',
        domains: ['${2:admin.aurora.example}'],
        title: '${3:极光影票}',
        describe: '${4:极光影票 · 电影票与本地生活券分销}',
        logo: 'brands/${1:aurora}/logo.svg',
        favicon: 'brands/${1:aurora}/favicon.svg',
        copyright: '© {year} ${3:极光影票}',
        en: { title: '${5:Aurora Tickets}', copyright: '© {year} ${5:Aurora Tickets}' },
        sms: '【${3:极光影票}】',
        skin_default: { primaryColor: '#1677ff' },
      },
    },
  ],
};

/** brands/<id>.yaml: one brand profile (§1). */
export function brandSchema() {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: BRAND_SCHEMA_ID,
    $comment: 'generated — do not edit; edit generator/language/brand.ts and run npm run generate',
    title: 'Brand file',
    ...doc(
      "brands/<id>.yaml: one brand profile (§1). The host the console is opened on picks the profile whose `domains` list it exactly; no match gives the brand with id `default`. Keys use the spec's names.",
    ),
    type: 'object',
    additionalProperties: false,
    required: ['id', 'title', 'logo'],
    defaultSnippets: brandSnippets.root,
    properties: {
      $schema: {
        type: 'string',
        ...doc('Path of this meta-schema, for editors.', '../generator/meta/brand.schema.json'),
      },
      ...identityProperties,
      ...linkProperties,
      skin_customize: flag(
        '§1 skin_customize: show the settings drawer (§2) so users may change the theme; off, everyone gets skin_default.',
      ),
      skin_default: { $ref: '#/$defs/skin' },
      independent: flag(
        '§1 independent: the brand is an independent deployment. The spec says no more; carried through unchanged for the runtime.',
      ),
      server_url: serverUrl,
      ...menuHiding,
      basic_teaching: basicTeaching,
      is_custom_cash: flag(
        '§1 is_custom_cash: the brand handles withdrawals (cash) its own way; carried through unchanged for the runtime.',
      ),
      extend,
      service_qr: serviceQr,
      hidden_routes: hiddenRoutes,
    },
    $defs: {
      httpUrl: httpUrlDef,
      image: imageDef,
      skin,
    },
  };
}
