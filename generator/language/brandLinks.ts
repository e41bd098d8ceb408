import { doc } from './doc';

// brand.ts's keys that point at the brand's other sites and servers (§1): split out so brand.ts stays the file's
// outline.

/** An absolute http(s) URL: the brand schema's $defs/httpUrl (httpUrlDef). */
const httpUrl = { $ref: '#/$defs/httpUrl' };

/** An absolute http(s) URL (the §1 links). */
export const httpUrlDef = {
  type: 'string',
  patternTitle: 'an absolute http(s) URL',
  pattern: '^https?://[A-Za-z0-9.-]+(:[0-9]+)?([/?#][^\\s]*)?$',
  ...doc('An absolute http:// or https:// URL.', 'https://billing.starlight.example'),
};

/** §1 the brand's other sites and its instant-messaging app, carried through for the runtime. */
export const linkProperties = {
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
};

/** §1 server_url: the servers, each a url and a title. */
export const serverUrl = {
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

/** §1 basic_teaching: the help link. */
export const basicTeaching = {
  ...httpUrl,
  ...doc('§1 basic_teaching: the help link (absolute http(s) URL).', 'https://help.starlight.example/start'),
};
