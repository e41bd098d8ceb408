import { doc } from './doc';

// brand.ts's keys that say who a brand is (§1): split out so brand.ts stays the file's outline.

/** An image under public/: the brand schema's $defs/image (imageDef). */
const image = { $ref: '#/$defs/image' };

/** An image under public/ (logos, QR codes). */
export const imageDef = {
  type: 'string',
  patternTitle: 'an image path under public/ (brands/<brand>/<file>.svg, .png, .jpg, .jpeg, .webp or .gif)',
  pattern: '^brands/[a-z0-9][a-z0-9-]*/[A-Za-z0-9_-][A-Za-z0-9._-]*\\.(svg|png|jpg|jpeg|webp|gif)$',
  ...doc(
    'Path of an image under public/, served from the site root: brands/<brand>/<file>.',
    'brands/starlight/logo.svg',
  ),
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

/** §1 the keys that say who the brand is: its id, hosts, name and words, images, footer and SMS signature. */
export const identityProperties = {
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
    ...doc('§1 title: the brand name, shown in the header, on the login page and in the document title.', '星光影票'),
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
};

/** §1/§2 the customer-service QR codes. */
export const serviceQr = {
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
