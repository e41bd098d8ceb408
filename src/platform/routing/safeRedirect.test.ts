import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirect } from './safeRedirect';

describe('redirect after login (§2): only in-app paths are followed', () => {
  it.each([
    ['/device/list', '/device/list'],
    ['/cinema/detail/Details?id=5', '/cinema/detail/Details?id=5'],
    ['%2Fdevice%2Flist%3Fpage%3D2', '/device/list?page=2'],
    [
      '/subaccount/subaccountList?filter=%7B%22tel%22%3A%22138%22%7D',
      '/subaccount/subaccountList?filter=%7B%22tel%22%3A%22138%22%7D',
    ],
    ['/poster/sharePoster#anchor', '/poster/sharePoster#anchor'],
  ])('follows %s', (raw, expected) => {
    expect(safeRedirect(raw)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['https://evil.example/steal'],
    ['http:evil.example'],
    ['//evil.example'],
    ['///evil.example'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/%5Cevil.example'],
    ['%2F%2Fevil.example'],
    ['%252F%252Fevil.example'],
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['%6A%61%76%61%73%63%72%69%70%74:alert(1)'],
    ['/\tevil'],
    ['\n//evil.example'],
    ['/user/login?redirect=/user/login'],
    ['device/list'],
    ['data:text/html,<script>alert(1)</script>'],
    ['%E0%A4%A'],
    ['/.//evil.example'],
    ['/a/..//evil.example'],
    ['/%2e//evil.example'],
  ])('refuses %s and lands on /cinema/alllist', (raw) => {
    expect(safeRedirect(raw)).toBe('/cinema/alllist');
  });

  it('builds the login path with the wanted path encoded', () => {
    expect(loginPathFor('/device/list?page=2')).toBe('/user/login?redirect=%2Fdevice%2Flist%3Fpage%3D2');
    expect(loginPathFor('/')).toBe('/user/login');
    expect(loginPathFor('/user/login')).toBe('/user/login');
  });
});
