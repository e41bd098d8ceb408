import { describe, expect, it } from 'vitest';
import { parseConfig } from './configSchema';
import { ConfigError, defaultConfig } from './runtimeConfig';

const problems = (raw: unknown) => {
  try {
    parseConfig(raw);
  } catch (e) {
    return (e as ConfigError).problems;
  }
  return [];
};

describe('runtime config.json', () => {
  it('defaults to the embedded upstream on the same origin', () => {
    expect(parseConfig({})).toEqual(defaultConfig);
    expect(defaultConfig.requestTimeoutMs).toBe(300000);
  });

  it('accepts absolute base URLs', () => {
    expect(
      parseConfig({ movieApiUrl: 'https://api.example.com', gatewayApiUrl: 'http://10.0.0.1:8080/gw' }).gatewayApiUrl,
    ).toBe('http://10.0.0.1:8080/gw');
  });

  it('accepts a same-origin path prefix (a reverse proxy routes each client by it), nothing that could leave the origin', () => {
    expect(parseConfig({ movieApiUrl: '/movie-api', gatewayApiUrl: '/edge/gateway-api' })).toMatchObject({
      movieApiUrl: '/movie-api',
      gatewayApiUrl: '/edge/gateway-api',
    });
    for (const bad of [
      '/',
      '/movie-api/',
      '//evil.example',
      '/a//b',
      '/\\evil.example',
      '/a?b',
      '/a#b',
      '/a b',
      'movie-api',
    ]) {
      expect(problems({ movieApiUrl: bad }), bad).toHaveLength(1);
    }
  });

  it('takes the notice gateway’s own base URL (§7 "Notices": an external gateway), checked like the others', () => {
    expect(parseConfig({ noticeApiUrl: 'https://notice.example.com' }).noticeApiUrl).toBe('https://notice.example.com');
    expect(defaultConfig.noticeApiUrl).toBe('');
    expect(problems({ noticeApiUrl: 'javascript:alert(1)' })).toEqual([
      'noticeApiUrl: must be empty (same origin), a path prefix such as /movie-api, or an absolute http(s) URL, without a trailing slash',
    ]);
  });

  it('names every bad key', () => {
    expect(
      problems({ movieApiUrl: 'ftp://x', gatewayApiUrl: 'https://x/', requestTimeoutMs: 'soon', colour: 'red' }),
    ).toEqual([
      'movieApiUrl: must be empty (same origin), a path prefix such as /movie-api, or an absolute http(s) URL, without a trailing slash',
      'gatewayApiUrl: must be empty (same origin), a path prefix such as /movie-api, or an absolute http(s) URL, without a trailing slash',
      'requestTimeoutMs: must be a number of ms',
      '(root): unknown key(s): colour',
    ]);
    expect(problems([])).toEqual(['config.json must hold a JSON object']);
    expect(problems({ shortVideoCouponAgentIds: [2001, 'x'] })).toEqual([
      'shortVideoCouponAgentIds[1]: agent ids are numbers or digit strings',
    ]);
    expect(problems({ shortVideoCouponAgentIds: '2001' })).toEqual([
      'shortVideoCouponAgentIds: must be a list of agent ids',
    ]);
  });
});
