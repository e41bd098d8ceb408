// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { selectBrand } from '../platform/brand/selectBrand';
import { brands } from '../generated/brands';
import { inlineSplashScript, paintSplash, type SplashBrand } from './splash';

const splashBrands: SplashBrand[] = brands.map((b) => ({ ...b, primaryColor: b.skin_default.primaryColor }));

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

describe("the login page's first paint from index.html (issue 13)", () => {
  it("paints the brand's logo, title and description for a signed-out visitor", () => {
    document.body.innerHTML = '<div id="root"></div>';
    paintSplash(window, splashBrands, selectBrand);
    const def = brands.find((b) => b.id === 'default')!;
    expect(document.querySelector('#root h1')?.textContent).toBe(def.title);
    expect(document.querySelector('#root .splash-describe')?.textContent).toBe(def.describe);
    expect(document.querySelector('#root img')?.getAttribute('src')).toBe(def.logo);
    expect(document.title).toBe(def.title);
  });

  it('paints nothing when a token is stored: the console is coming, not the login page', () => {
    document.body.innerHTML = '<div id="root"></div>';
    localStorage.setItem('ccs_user_token', JSON.stringify({ value: 'ut_x', expires: Date.now() + 1000 }));
    paintSplash(window, splashBrands, selectBrand);
    expect(document.getElementById('root')?.childElementCount).toBe(0);
  });

  it('inlines as a self-contained script that runs on its own', () => {
    document.body.innerHTML = '<div id="root"></div>';
    new Function(inlineSplashScript(brands))();
    expect(document.querySelector('#root h1')?.textContent).toBe(brands.find((b) => b.id === 'default')!.title);
  });
});
