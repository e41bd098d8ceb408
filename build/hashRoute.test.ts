import { describe, expect, it } from 'vitest';
import { hashRouteFor, wantsPage } from './hashRoute';

describe('hashRouteFor (issue 31 item 3)', () => {
  it('sends a screen path typed without its # to its hash route, keeping the query', () => {
    expect(hashRouteFor('/user/login')).toBe('/#/user/login');
    expect(hashRouteFor('/gateway/couponList/')).toBe('/#/gateway/couponList');
    expect(hashRouteFor('/user/login', '?value=t')).toBe('/?value=t#/user/login');
  });

  it('leaves files, the root and anything that could leave the origin alone', () => {
    for (const p of [
      '/',
      '/config.json',
      '/assets/index-1a2b.js',
      '//evil.example',
      '/%2F%2Fevil.example',
      '/a/../b',
      '/@vite/client',
      '/user/login.html',
      '/\\evil',
    ]) {
      expect(hashRouteFor(p), p).toBeUndefined();
    }
  });

  it('counts only page loads', () => {
    expect(wantsPage('GET', 'text/html,application/xhtml+xml')).toBe(true);
    expect(wantsPage('GET', 'application/json')).toBe(false);
    expect(wantsPage('POST', 'text/html')).toBe(false);
  });
});
