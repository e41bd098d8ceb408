import { describe, expect, it } from 'vitest';
import { takeTokenParam, tokenShape } from './tokenLogin';

const bar = (href: string) => {
  const replaced: string[] = [];
  return {
    replaced,
    address: { location: { href }, history: { state: null, replaceState: (_s: unknown, _t: string, url?: string | URL | null) => void replaced.push(String(url)) } },
  };
};

describe('token login ?value= (§1)', () => {
  it.each([
    ['http://a.localhost:5173/?value=tok_1234567890abcdef#/cinema/alllist', 'tok_1234567890abcdef', 'http://a.localhost:5173/#/cinema/alllist'],
    ['http://a.localhost:5173/?x=1&value=abc#/', 'abc', 'http://a.localhost:5173/?x=1#/'],
    ['http://a.localhost:5173/#/user/login?value=tok_1234567890abcdef&redirect=%2Fdevice%2Flist', 'tok_1234567890abcdef', 'http://a.localhost:5173/#/user/login?redirect=%2Fdevice%2Flist'],
    ['http://a.localhost:5173/#/?value=', '', 'http://a.localhost:5173/#/'],
  ])('takes the token out of %s', (href, token, after) => {
    const { replaced, address } = bar(href);
    expect(takeTokenParam(address)).toBe(token);
    expect(replaced).toEqual([after]);
  });

  it('leaves an address without a token alone', () => {
    const { replaced, address } = bar('http://a.localhost:5173/#/device/list?page=2');
    expect(takeTokenParam(address)).toBeNull();
    expect(replaced).toEqual([]);
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['short', 'malformed'],
    ['<script>alert(1)</script>aaaaaaaa', 'malformed'],
    ['ut_82621e8463104c96a8b751f04d3522e39317ea725f314b9e', 'ok'],
  ])('judges the shape of %j as %s', (token, outcome) => {
    expect(tokenShape(token)).toBe(outcome);
  });
});
