import { describe, expect, it } from 'vitest';
import { brands as shipped } from '../../generated/brands';
import { brandMenuFlags, selectBrand } from './selectBrand';
import type { BrandProfile } from '../../../vocabulary/brand';

const base: Omit<BrandProfile, 'id' | 'domains'> = {
  title: 'T',
  en: {},
  logo: 'brands/x/logo.svg',
  skin_customize: false,
  skin_default: {
    navTheme: 'light',
    primaryColor: '#1677ff',
    layout: 'side',
    contentWidth: 'fixed',
    fixedHeader: false,
    autoHideHeader: false,
    fixSiderbar: true,
    colorWeak: false,
    multiTab: false,
  },
  independent: false,
  server_url: [],
  menu_rebate_hidden: false,
  menu_billing_hidden: false,
  menu_cash_hidden: false,
  is_custom_cash: false,
  extend: {},
  service_qr: [],
  hidden_routes: [],
};
const brand = (id: string, domains: string[], flags: Partial<BrandProfile> = {}): BrandProfile => ({
  ...base,
  id,
  domains,
  ...flags,
});

const brands = [
  brand('default', []),
  brand('yingxun', ['yingxun.localhost', 'admin.yingxun.example']),
  brand('starlight', ['starlight.localhost:5173', '127.0.0.1:4000', '[::1]:5173']),
];

/** location.host and location.hostname as a browser reports them for a URL's authority. */
function at(authority: string): { host: string; hostname: string } {
  return { host: authority, hostname: authority.replace(/:\d+$/, '') };
}

describe('selectBrand', () => {
  it.each([
    // exact hosts; an entry without a port matches any port
    ['yingxun.localhost', 'yingxun'],
    ['yingxun.localhost:5173', 'yingxun'],
    ['yingxun.localhost:8080', 'yingxun'],
    ['admin.yingxun.example', 'yingxun'],
    // case-insensitive, trailing dot ignored
    ['YingXun.LocalHost:5173', 'yingxun'],
    ['yingxun.localhost.', 'yingxun'],
    ['yingxun.localhost.:5173', 'yingxun'],
    // an entry with a port matches that port only
    ['starlight.localhost:5173', 'starlight'],
    ['starlight.localhost', 'default'],
    ['starlight.localhost:5174', 'default'],
    ['127.0.0.1:4000', 'starlight'],
    ['127.0.0.1:5173', 'default'],
    ['[::1]:5173', 'starlight'],
    ['[::1]:4000', 'default'],
    // never by substring, prefix or suffix
    ['evil.yingxun.localhost.attacker.com', 'default'],
    ['yingxun.localhost.evil', 'default'],
    ['xyingxun.localhost', 'default'],
    ['www.yingxun.localhost', 'default'],
    ['yingxun', 'default'],
    ['localhost', 'default'],
    ['localhost:5173', 'default'],
    ['', 'default'],
  ])('%s → %s', (authority, id) => {
    expect(selectBrand(at(authority), brands).id).toBe(id);
  });

  it('compares the domain list case-insensitively too', () => {
    expect(selectBrand(at('shop.example.com'), [brand('default', []), brand('shop', ['Shop.Example.com'])]).id).toBe(
      'shop',
    );
  });

  it('throws when there is no default to fall back to', () => {
    expect(() => selectBrand(at('nowhere.example'), [brand('shop', ['shop.example.com'])])).toThrow(/default/);
  });
});

describe('the shipped brands', () => {
  it.each([
    ['http://yingxun.localhost:5173', 'yingxun'],
    ['http://starlight.localhost:5173', 'starlight'],
    ['http://localhost:5173', 'default'],
    ['http://127.0.0.1:5173', 'default'],
    ['https://admin.yingxun.example', 'yingxun'],
    ['https://admin.starlight.example', 'starlight'],
  ])('%s → %s', (url, id) => {
    const { host, hostname } = new URL(url);
    expect(selectBrand({ host, hostname }, shipped).id).toBe(id);
  });
});

describe('brandMenuFlags', () => {
  it.each([
    [{}, []],
    [{ menu_cash_hidden: true }, ['cash']],
    [{ menu_rebate_hidden: true, menu_billing_hidden: true }, ['rebate', 'billing']],
    [{ menu_rebate_hidden: true, menu_billing_hidden: true, menu_cash_hidden: true }, ['rebate', 'billing', 'cash']],
  ] as const)('%o hides %o', (flags, hidden) => {
    expect([...brandMenuFlags(brand('b', ['b.example'], flags))]).toEqual(hidden);
  });

  it('yingxun hides cash; starlight hides rebate and billing', () => {
    const flags = (id: string) => [...brandMenuFlags(shipped.find((b) => b.id === id)!)].sort();
    expect(flags('default')).toEqual([]);
    expect(flags('yingxun')).toEqual(['cash']);
    expect(flags('starlight')).toEqual(['billing', 'rebate']);
  });
});
