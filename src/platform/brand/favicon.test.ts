// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { applyBrandFavicon, DEFAULT_FAVICON } from './favicon';
import { brands } from '../../generated/brands';

const icon = () => document.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');

describe('applyBrandFavicon (§1 favicon)', () => {
  beforeEach(() => {
    document.head.innerHTML = '<link rel="icon" type="image/svg+xml" href="favicon.svg" />';
  });

  it("points the icon link at the brand's favicon", () => {
    applyBrandFavicon({ favicon: 'brands/starlight/favicon.svg' });
    expect(icon()?.getAttribute('href')).toBe('brands/starlight/favicon.svg');
    expect(document.head.querySelectorAll('link[rel~="icon"]')).toHaveLength(1);
  });

  it("keeps the site's favicon.svg for a brand without one, and sets the type from the extension", () => {
    applyBrandFavicon({ favicon: 'brands/acme/favicon.png' });
    expect(icon()?.type).toBe('image/png');
    applyBrandFavicon({});
    expect(icon()?.getAttribute('href')).toBe(DEFAULT_FAVICON);
    expect(icon()?.type).toBe('image/svg+xml');
  });

  it('adds the link when the document has none', () => {
    document.head.innerHTML = '';
    applyBrandFavicon({ favicon: 'brands/yingxun/favicon.svg' });
    expect(icon()?.getAttribute('href')).toBe('brands/yingxun/favicon.svg');
  });

  it('gives every seeded brand but the default an icon of its own', () => {
    const icons = brands.map((b) => b.favicon ?? DEFAULT_FAVICON);
    expect(new Set(icons).size).toBe(brands.length);
    expect(brands.find((b) => b.id === 'default')?.favicon).toBeUndefined();
  });
});
