import { describe, expect, it } from 'vitest';
import { inlineStripScript, stripTokenLink, takeTokenLink, TOKEN_LINK_STASH } from './tokenLink';
import { judgeTokenLink, tokenShape } from './tokenLogin';

const bar = (href: string) => {
  const replaced: string[] = [];
  const address = {
    location: { href },
    history: {
      state: null,
      replaceState: (_s: unknown, _t: string, url?: string | URL | null) => void replaced.push(String(url)),
    },
  };
  return { replaced, address };
};

describe('token login ?value= (§1)', () => {
  it.each([
    [
      'http://a.localhost:5173/?value=tok_1234567890abcdef#/cinema/alllist',
      ['tok_1234567890abcdef'],
      'http://a.localhost:5173/#/cinema/alllist',
    ],
    ['http://a.localhost:5173/?x=1&value=abc#/', ['abc'], 'http://a.localhost:5173/?x=1#/'],
    [
      'http://a.localhost:5173/#/user/login?value=tok_1234567890abcdef&redirect=%2Fdevice%2Flist',
      ['tok_1234567890abcdef'],
      'http://a.localhost:5173/#/user/login?redirect=%2Fdevice%2Flist',
    ],
    ['http://a.localhost:5173/#/?value=', [''], 'http://a.localhost:5173/#/'],
    [
      'http://a.localhost:5173/?value=first_token_aaaaaaa&value=second_token_bbbbbb#/',
      ['first_token_aaaaaaa', 'second_token_bbbbbb'],
      'http://a.localhost:5173/#/',
    ],
    [
      'http://a.localhost:5173/?value=outer_token_aaaaaaa#/x?value=inner_token_bbbbbbb&y=2',
      ['outer_token_aaaaaaa', 'inner_token_bbbbbbb'],
      'http://a.localhost:5173/#/x?y=2',
    ],
  ])('takes every token out of %s', (href, tokens, after) => {
    const { replaced, address } = bar(href);
    expect(stripTokenLink(address)).toEqual(tokens);
    expect(replaced).toEqual([after]);
  });

  it('leaves an address without a token alone, other parameters byte for byte', () => {
    const { replaced, address } = bar('http://a.localhost:5173/?a=b%20c#/device/list?page=2');
    expect(stripTokenLink(address)).toBeNull();
    expect(replaced).toEqual([]);
  });

  it('the inline copy (index.html) strips and stashes exactly like the module', () => {
    const { replaced, address } = bar('http://a.localhost:5173/?value=tok_1234567890abcdef#/cinema/alllist');
    const win: Record<string, unknown> & typeof address = { ...address };
    new Function('window', inlineStripScript())(win);
    expect(win[TOKEN_LINK_STASH]).toEqual(['tok_1234567890abcdef']);
    expect(replaced).toEqual(['http://a.localhost:5173/#/cinema/alllist']);
    // main.tsx then picks the stash up once; the address no longer carries anything.
    win.location = { href: replaced[0] };
    expect(takeTokenLink(win)).toEqual(['tok_1234567890abcdef']);
    expect(win[TOKEN_LINK_STASH]).toBeUndefined();
    expect(takeTokenLink(win)).toBeNull();
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

  it.each([
    [['ut_82621e8463104c96a8b751f04d3522e3'], 'ok'],
    [['ut_82621e8463104c96a8b751f04d3522e3', 'ut_82621e8463104c96a8b751f04d3522e3'], 'malformed'],
    [['ut_82621e8463104c96a8b751f04d3522e3', 'ut_ffffffffffffffffffffffffffffffff'], 'malformed'],
    [['', 'ut_ffffffffffffffffffffffffffffffff'], 'malformed'],
    [[''], 'empty'],
  ])('a link carrying %j is %s', (values, outcome) => {
    const judged = judgeTokenLink(values);
    expect(judged.outcome).toBe(outcome);
    expect(judged.token).toBe(outcome === 'ok' ? values[0] : undefined);
  });
});
