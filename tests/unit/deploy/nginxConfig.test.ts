import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../../src/platform/config/runtimeConfig';

const read = (file: string) => readFileSync(path.resolve(import.meta.dirname, '../../../deploy', file), 'utf8');
const seconds = (text: string, directive: string) =>
  Number(new RegExp(`^\\s*${directive}\\s+(\\d+)s;`, 'm').exec(text)?.[1]);

describe('the shipped nginx configuration', () => {
  it('waits for the upstreams at least as long as the console does (§9: 300 s)', () => {
    const proxy = read('nginx/console/api-proxy.conf');
    for (const directive of ['proxy_read_timeout', 'proxy_send_timeout']) {
      expect(seconds(proxy, directive) * 1000, directive).toBeGreaterThanOrEqual(defaultConfig.requestTimeoutMs);
    }
  });

  it('reaches the upstreams under the prefixes the shipped config.json names (§7)', () => {
    const config = JSON.parse(read('config.json')) as typeof defaultConfig;
    const locations = read('nginx/console/locations.conf');
    expect(locations).toContain(`location ${config.movieApiUrl}/ {`);
    expect(locations).toContain(`location ${config.gatewayApiUrl}/ {`);
  });

  it('every location that adds a header adds the whole security set (nginx inherits none into such a location)', () => {
    const locations = read('nginx/console/locations.conf');
    const blocks = [...locations.matchAll(/^location ([^{]+)\{([^}]*)\}/gm)];
    expect(blocks.length).toBeGreaterThan(8);
    for (const [, where, body] of blocks) {
      if (/add_header|include/.test(body)) expect(body, where).toContain('security-headers.conf');
    }
  });
});
