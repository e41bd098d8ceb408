import createCache from '@emotion/cache';
import { restoreStyleSnapshot } from './styleSnapshot';

/** The nonce of this page: Vite writes the meta tag (html.cspNonce, vite.config.ts), nginx fills in a fresh value per answer. */
export function pageNonce(doc: Document): string | undefined {
  // Browsers hide a nonce attribute's value from getAttribute once a CSP applies; the property still holds it.
  return doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
}

// The last visit's rules first, for the cache to adopt as it is created (styleSnapshot.ts).
restoreStyleSnapshot(document, pageNonce(document));

/**
 * MUI styles through emotion, which writes <style> elements while the console runs. The page's Content-Security-Policy
 * (deploy/nginx) admits only style elements that carry this page's nonce — no 'unsafe-inline' — so emotion stamps each
 * one it writes.
 */
export const styleCache = createCache({ key: 'css', nonce: pageNonce(document) });
