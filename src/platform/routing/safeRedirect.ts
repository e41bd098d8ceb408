import { LANDING_ROUTE, LOGIN_ROUTE } from './paths';

const BASE = 'http://console.invalid';

/**
 * The in-app path a `redirect` query may send the user to after login (§2). Anything that could leave the
 * app — an absolute URL, `//host`, backslash tricks, `javascript:`, control characters, or an encoded form of
 * these — lands on the home route instead.
 */
export function safeRedirect(raw: string | null | undefined): string {
  if (!raw) return LANDING_ROUTE;
  // Every decoding layer (%252F…) must be harmless, so a disguised `//evil` is seen for what it is.
  const layers = [raw.trim()];
  for (let i = 0; i < 3 && /%[0-9a-f]{2}/i.test(layers[layers.length - 1]); i++) {
    try {
      layers.push(decodeURIComponent(layers[layers.length - 1]));
    } catch {
      return LANDING_ROUTE;
    }
  }
  for (const layer of layers) {
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f\\]/.test(layer) || layer.startsWith('//') || /^[a-z][a-z0-9+.-]*:/i.test(layer))
      return LANDING_ROUTE;
  }
  const candidate = layers.find((layer) => layer.startsWith('/'));
  if (!candidate) return LANDING_ROUTE;
  let url: URL;
  try {
    url = new URL(candidate, BASE);
  } catch {
    return LANDING_ROUTE;
  }
  // Dot segments normalise away (`/.//evil`, `/a/..//evil`), so judge the path the router would really get.
  if (url.origin !== BASE || url.pathname.startsWith('//') || url.pathname.startsWith('/user/')) return LANDING_ROUTE;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login route carrying where to come back to. */
export function loginPathFor(wanted: string | undefined): string {
  if (!wanted || wanted === '/' || wanted.startsWith('/user/')) return LOGIN_ROUTE;
  return `${LOGIN_ROUTE}?redirect=${encodeURIComponent(wanted)}`;
}
