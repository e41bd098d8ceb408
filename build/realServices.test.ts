import { describe, expect, it } from 'vitest';
import { prefixOf, realServices, realServicesProxy, RealServicesError, variableOf } from './realServices';

const clients = {
  movie: { baseUrl: 'movieApiUrl' },
  gateway: { baseUrl: 'gatewayApiUrl' },
  notice: { baseUrl: 'noticeApiUrl' },
};
const all = {
  MOVIE_API_URL: 'https://movies.example/v2/',
  GATEWAY_API_URL: 'http://10.0.0.2:8080',
  NOTICE_API_URL: 'https://notices.example',
};

const problems = (env: Record<string, string>) => {
  try {
    realServices(env, clients);
  } catch (error) {
    if (error instanceof RealServicesError) return error.problems;
    throw error;
  }
  return [];
};

describe('npm start against real services (issue 29 item 8)', () => {
  it('names each service after its config key as deploy/ does', () => {
    // deploy/configure.sh reads these variables and nginx serves these prefixes.
    expect(['movieApiUrl', 'gatewayApiUrl', 'noticeApiUrl'].map(variableOf)).toEqual([
      'MOVIE_API_URL',
      'GATEWAY_API_URL',
      'NOTICE_API_URL',
    ]);
    expect(['movieApiUrl', 'gatewayApiUrl', 'noticeApiUrl'].map(prefixOf)).toEqual([
      '/movie-api',
      '/gateway-api',
      '/notice-api',
    ]);
    // A client the profile adds gets its own pair.
    expect([variableOf('partnerShopApiUrl'), prefixOf('partnerShopApiUrl')]).toEqual([
      'PARTNER_SHOP_API_URL',
      '/partner-shop-api',
    ]);
  });

  it('uses the embedded upstream when no variable is set (an empty one counts as unset)', () => {
    expect(realServices({}, clients)).toBeUndefined();
    expect(realServices({ MOVIE_API_URL: '', GATEWAY_API_URL: '', NOTICE_API_URL: '' }, clients)).toBeUndefined();
  });

  it('takes every service, without a trailing slash', () => {
    expect(realServices(all, clients)).toEqual([
      {
        configKey: 'movieApiUrl',
        variable: 'MOVIE_API_URL',
        prefix: '/movie-api',
        url: 'https://movies.example/v2',
        clients: ['movie'],
      },
      {
        configKey: 'gatewayApiUrl',
        variable: 'GATEWAY_API_URL',
        prefix: '/gateway-api',
        url: 'http://10.0.0.2:8080',
        clients: ['gateway'],
      },
      {
        configKey: 'noticeApiUrl',
        variable: 'NOTICE_API_URL',
        prefix: '/notice-api',
        url: 'https://notices.example',
        clients: ['notice'],
      },
    ]);
  });

  it('refuses a partial set: a real login means nothing to the embedded upstream', () => {
    expect(problems({ MOVIE_API_URL: all.MOVIE_API_URL })).toEqual([
      expect.stringMatching(/^MOVIE_API_URL is set but GATEWAY_API_URL, NOTICE_API_URL are not: set all of/),
    ]);
  });

  it('refuses what deploy/configure.sh refuses, naming each variable', () => {
    expect(
      problems({ ...all, MOVIE_API_URL: 'movies.example', NOTICE_API_URL: 'https://notices.example/?x=1' }),
    ).toEqual([
      'MOVIE_API_URL: "movies.example" is not http(s)://host[:port][/path]',
      'NOTICE_API_URL: "https://notices.example/?x=1" is not http(s)://host[:port][/path]',
    ]);
  });

  it('reads one variable for clients sharing a config key', () => {
    const shared = realServices(
      { MOVIE_API_URL: 'http://a' },
      { movie: { baseUrl: 'movieApiUrl' }, movieRest: { baseUrl: 'movieApiUrl' } },
    );
    expect(shared).toEqual([expect.objectContaining({ variable: 'MOVIE_API_URL', clients: ['movie', 'movieRest'] })]);
  });

  it('proxies each prefix with the prefix stripped and the pictures with their path kept', () => {
    const proxy = realServicesProxy(realServices(all, clients)!);
    expect(Object.keys(proxy)).toEqual(['^/movie-api/', '^/gateway-api/', '^/notice-api/', '^/static/']);
    expect(proxy['^/movie-api/']).toMatchObject({ target: 'https://movies.example/v2', changeOrigin: true });
    expect(proxy['^/movie-api/'].rewrite!('/movie-api/api/v2/order/allList?x=1')).toBe('/api/v2/order/allList?x=1');
    expect(proxy['^/static/']).toMatchObject({ target: 'https://movies.example/v2' });
    expect(proxy['^/static/'].rewrite).toBeUndefined();
  });
});
