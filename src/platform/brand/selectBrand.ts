import type { BrandProfile, MenuArea } from '../../../vocabulary/brand';

/** The parts of window.location a brand is chosen by. */
export interface BrandLocation {
  /** Host with port when there is one, e.g. yingxun.localhost:5173. */
  host: string;
  /** Host without port, e.g. yingxun.localhost. */
  hostname: string;
}

/**
 * Lower case, without a trailing dot on the name ("example.com." and "example.com.:443" are the same host).
 * This and selectBrand use nothing from outside: index.html's first paint inlines their source (public/splash.ts).
 */
export function canonical(host: string): string {
  return host.toLowerCase().replace(/\.(?=:\d+$|$)/, '');
}

/**
 * §1: the brand whose domains hold the page's host exactly, else the `default` brand. An entry with a port
 * matches location.host, one without matches location.hostname (any port). Never by substring or suffix:
 * evil.yingxun.localhost.attacker.com and xyingxun.localhost get the default.
 */
export function selectBrand<B extends Pick<BrandProfile, 'id' | 'domains'>>(
  location: BrandLocation,
  brands: readonly B[],
): B {
  const host = canonical(location.host);
  const hostname = canonical(location.hostname);
  const match = brands.find((b) =>
    b.domains.some((d) => {
      const domain = canonical(d);
      return domain === (/:\d+$/.test(domain) ? host : hostname);
    }),
  );
  const chosen = match ?? brands.find((b) => b.id === 'default');
  if (!chosen) throw new Error('no brand has id "default" (the generator requires one when brands/ holds any)');
  return chosen;
}

/** §1/§6: the menu areas this brand hides (menu_rebate_hidden, menu_billing_hidden, menu_cash_hidden). */
export function brandMenuFlags(brand: BrandProfile): ReadonlySet<MenuArea> {
  const hidden = new Set<MenuArea>();
  if (brand.menu_rebate_hidden) hidden.add('rebate');
  if (brand.menu_billing_hidden) hidden.add('billing');
  if (brand.menu_cash_hidden) hidden.add('cash');
  return hidden;
}
