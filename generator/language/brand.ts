import { doc, type Snippet } from './doc';
import { vocab } from './terms';

export const BRAND_SCHEMA_ID = 'https://cinema-console.local/meta/brand.schema.json';

const image = { $ref: '#/$defs/image' };
const httpUrl = { $ref: '#/$defs/httpUrl' };
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

/** §1 domain: the hosts a brand answers on. */
const domains = {
  type: 'array',
  items: {
    type: 'string',
    minLength: 1,
    ...doc(
      'A host, lower-case, compared exactly: `admin.example.com` matches that host on any port, `admin.example.com:8443` only on that port. No wildcard (`*`), no leading dot: a host never matches by suffix.',
      'admin.starlight.example',
    ),
  },
  default: [],
  ...doc(
    '§1 domain: the hosts this brand answers on, each unique across all brands. The default brand may list none; every other brand lists at least one.',
    ['starlight.localhost', 'admin.starlight.example'],
  ),
};

/** §1 server_url: the servers, each a url and a title. */
const serverUrl = {
  type: 'array',
  default: [],
  ...doc('§1 server_url: a list of servers, each with a url and a title.', [
    { url: 'https://api.starlight.example', title: '主站' },
  ]),
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['url', 'title'],
    ...doc('One server.', { url: 'https://api.starlight.example', title: '主站' }),
    properties: {
      url: { ...httpUrl, ...doc("The server's absolute http(s) URL.", 'https://api.starlight.example') },
      title: { type: 'string', minLength: 1, ...doc('The name shown for it.', '主站') },
    },
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

/**
 * The brand's own words in English (issue 30 item 23): §1 gives title, describe and copyright in one language; an
 * English session shows these instead, each falling back to the Chinese one when left out.
 */
const english = {
  type: 'object',
  additionalProperties: false,
  default: {},
  ...doc(
    "The brand's title, describe and copyright in English, shown in an English session (header, browser tab, login page, footer); a key left out shows the Chinese one.",
    { title: 'Starlight Tickets', copyright: '© 2023–{year} Starlight Tickets' },
  ),
  properties: {
    title: {
      type: 'string',
      minLength: 1,
      ...doc('The English brand name (title in an English session).', 'Starlight Tickets'),
    },
    describe: {
      type: 'string',
      minLength: 1,
      ...doc(
        'The English tagline under the title on the login page.',
        'Starlight Tickets · cinema tickets and local-life coupons',
      ),
    },
    copyright: {
      type: 'string',
      minLength: 1,
      ...doc('The English footer line; `{year}` stands for the current year.', '© 2023–{year} Starlight Tickets'),
    },
  },
};

/** §1/§2 the customer-service QR codes. */
const serviceQr = {
  type: 'array',
  default: [],
  ...doc('§1/§2 customer-service QR codes shown in the customer-service drawer.', [
    { title: '微信客服', image: 'brands/starlight/qr-wechat.svg' },
  ]),
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['title', 'image'],
    ...doc('One QR code.', { title: '微信客服', image: 'brands/starlight/qr-wechat.svg' }),
    properties: {
      title: { type: 'string', minLength: 1, ...doc('Caption under the code, e.g. 微信客服.', '微信客服') },
      image: {
        ...image,
        ...doc(
          'Path of the QR image under public/ (e.g. brands/starlight/qr-wechat.svg); the file must exist.',
          'brands/starlight/qr-wechat.svg',
        ),
      },
    },
  },
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

/** An absolute http(s) URL (the §1 links). */
const httpUrlDef = {
  type: 'string',
  patternTitle: 'an absolute http(s) URL',
  pattern: '^https?://[A-Za-z0-9.-]+(:[0-9]+)?([/?#][^\\s]*)?$',
  ...doc('An absolute http:// or https:// URL.', 'https://billing.starlight.example'),
};

/** An image under public/ (logos, QR codes). */
const imageDef = {
  type: 'string',
  patternTitle: 'an image path under public/ (brands/<brand>/<file>.svg, .png, .jpg, .jpeg, .webp or .gif)',
  pattern: '^brands/[a-z0-9][a-z0-9-]*/[A-Za-z0-9_-][A-Za-z0-9._-]*\\.(svg|png|jpg|jpeg|webp|gif)$',
  ...doc(
    'Path of an image under public/, served from the site root: brands/<brand>/<file>.',
    'brands/starlight/logo.svg',
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
      id: {
        type: 'string',
        pattern: '^[a-z][a-z0-9-]*$',
        ...doc(
          'Brand id (our key, lower-case; name the file brands/<id>.yaml). Exactly one brand has id `default`: the profile used when no host matches.',
          'starlight',
        ),
      },
      domains,
      title: {
        type: 'string',
        minLength: 1,
        ...doc(
          '§1 title: the brand name, shown in the header, on the login page and in the document title.',
          '星光影票',
        ),
      },
      describe: {
        type: 'string',
        ...doc('§1 describe: the tagline under the title on the login page.', '星光影票 · 电影票与本地生活券分销'),
      },
      logo: {
        ...image,
        ...doc(
          '§1 logo: path of the logo image under public/ (e.g. brands/starlight/logo.svg); the file must exist.',
          'brands/starlight/logo.svg',
        ),
      },
      favicon: {
        ...image,
        ...doc(
          "§1 favicon: path of the browser tab icon under public/ (e.g. brands/starlight/favicon.svg; a square SVG or PNG), set on the document at start; the file must exist. Left out, the tab shows the site's favicon.svg.",
          'brands/starlight/favicon.svg',
        ),
      },
      en: english,
      copyright: {
        type: 'string',
        ...doc(
          '§1 copyright: the footer line of the login page and the basic layout; `{year}` stands for the current year (e.g. © 2023–{year} 星光影票).',
          '© 2023–{year} 星光影票',
        ),
      },
      sms: {
        type: 'string',
        minLength: 1,
        ...doc("§1 sms: the SMS signature the brand's verification texts carry, e.g. 【星光影票】.", '【星光影票】'),
      },
      device_url: {
        ...httpUrl,
        ...doc(
          "§1 device_url: the brand's device site (absolute http(s) URL); carried through for the runtime.",
          'https://device.starlight.example',
        ),
      },
      billing_url: {
        ...httpUrl,
        ...doc(
          "§1 billing_url: the brand's billing host (absolute http(s) URL); a token login (`?value=…`) redirects there.",
          'https://billing.starlight.example',
        ),
      },
      rebate_url: {
        ...httpUrl,
        ...doc("§1 rebate_url: the brand's rebate site (absolute http(s) URL).", 'https://rebate.starlight.example'),
      },
      im_app: {
        type: 'string',
        minLength: 1,
        ...doc("§1 im_app: the brand's instant-messaging app id.", 'starlight-im'),
      },
      skin_customize: flag(
        '§1 skin_customize: show the settings drawer (§2) so users may change the theme; off, everyone gets skin_default.',
      ),
      skin_default: { $ref: '#/$defs/skin' },
      independent: flag(
        '§1 independent: the brand is an independent deployment. The spec says no more; carried through unchanged for the runtime.',
      ),
      server_url: serverUrl,
      menu_rebate_hidden: flag(
        '§1/§6 menu_rebate_hidden: hide the rebate menu entries (routes.yaml `menuArea: rebate`) for this brand.',
      ),
      menu_billing_hidden: flag(
        '§1/§6 menu_billing_hidden: hide the billing menu entries (routes.yaml `menuArea: billing`) for this brand.',
      ),
      menu_cash_hidden: flag(
        '§1/§6 menu_cash_hidden: hide the cash (withdrawal) menu entries (routes.yaml `menuArea: cash`) for this brand.',
      ),
      basic_teaching: {
        ...httpUrl,
        ...doc('§1 basic_teaching: the help link (absolute http(s) URL).', 'https://help.starlight.example/start'),
      },
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
