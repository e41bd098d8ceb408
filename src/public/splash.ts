import { FONT_STACK } from '../platform/brand/fontStack';
import { canonical, selectBrand } from '../platform/brand/selectBrand';
import type { BrandProfile } from '../../vocabulary/brand';

/** What the first paint shows of a brand (§1): the user layout's header. */
export interface SplashBrand {
  id: string;
  domains: readonly string[];
  title: string;
  describe?: string;
  logo: string;
  primaryColor: string;
}

/**
 * Issue 13, the login page's first paint: before any module has loaded, index.html paints the user layout's header
 * (the brand's logo, title and description on its background) where the public pages will render the same header,
 * so a signed-out visitor sees the brand at once rather than a blank page while the code downloads. A token in
 * storage means the console is coming instead: then nothing is painted. Built with DOM calls (no HTML parsing) and
 * CSSOM (allowed under the page's CSP); inlined as source, so it uses nothing but its arguments.
 */
export function paintSplash(
  win: Window,
  brands: readonly SplashBrand[],
  choose: (at: Window['location'], all: readonly SplashBrand[]) => SplashBrand,
): void {
  try {
    if (win.localStorage.getItem('ccs_user_token')) return;
  } catch {
    return;
  }
  const doc = win.document;
  const root = doc.getElementById('root');
  if (!root) return;
  const brand = choose(win.location, brands);
  doc.title = brand.title;
  const el = (tag: string, className: string, text?: string) => {
    const node = doc.createElement(tag);
    node.className = className;
    if (text) node.textContent = text;
    return node;
  };
  const page = el('div', 'splash');
  page.style.setProperty('--brand', brand.primaryColor);
  const header = el('header', 'splash-header');
  const line = el('div', 'splash-line');
  const logo = doc.createElement('img');
  Object.assign(logo, { src: brand.logo, alt: '', width: 44, height: 44 });
  line.append(logo, el('h1', 'splash-title', brand.title));
  header.append(line);
  if (brand.describe) header.append(el('p', 'splash-describe', brand.describe));
  page.append(header);
  root.append(page);
}

/**
 * The first paint's look: the same boxes as public/UserLayout's header (MUI h4 at weight 600, body2 in the secondary
 * text colour, 80 px from the top — 48 px below 576 px, §9) so the React page replaces it without a shift.
 */
export const SPLASH_CSS = `body{margin:0}
.splash{min-height:100vh;display:flex;flex-direction:column;align-items:center;font-family:${FONT_STACK};
background:linear-gradient(120deg,color-mix(in srgb,var(--brand) 13%,transparent) 0%,#f0f2f5 45%,color-mix(in srgb,var(--brand) 9%,transparent) 100%)}
.splash-header{margin:80px 0 24px;text-align:center}
.splash-line{display:flex;align-items:center;justify-content:center;gap:12px}
.splash-title{margin:0;font-size:2.125rem;line-height:1.235;letter-spacing:0.00735em;font-weight:600;color:rgba(0,0,0,0.87)}
.splash-describe{margin:8px 0 0;font-size:0.875rem;line-height:1.43;letter-spacing:0.01071em;color:rgba(0,0,0,0.6)}
@media (max-width:575.95px){.splash-header{margin-top:48px}}`;

/** The inline script index.html runs (vite.config.ts), with the brands' first-paint parts. */
export function inlineSplashScript(brands: readonly BrandProfile[]): string {
  const parts: SplashBrand[] = brands.map((b) => ({
    id: b.id,
    domains: b.domains,
    title: b.title,
    describe: b.describe,
    logo: b.logo,
    primaryColor: b.skin_default.primaryColor,
  }));
  return `(function(){var canonical=${canonical.toString()};var selectBrand=${selectBrand.toString()};(${paintSplash.toString()})(window,${JSON.stringify(parts)},selectBrand);})();`;
}
