import type { BrandProfile } from '../../../vocabulary/brand';

/** The icon the site ships for brands without their own (index.html links it). */
export const DEFAULT_FAVICON = 'favicon.svg';

const TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

/**
 * §1 favicon: points the document's icon link at the brand's own icon (brands/<id>.yaml `favicon`), or leaves the
 * site's favicon.svg for a brand without one. Paths are relative to the site root, like the logo's.
 */
export function applyBrandFavicon(brand: Pick<BrandProfile, 'favicon'>, doc: Document = document): void {
  const href = brand.favicon ?? DEFAULT_FAVICON;
  let link = doc.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'icon';
    doc.head.appendChild(link);
  }
  link.setAttribute('href', href);
  const type = TYPES[href.split('.').pop()!.toLowerCase()];
  if (type) link.type = type;
  else link.removeAttribute('type');
}
