import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSources } from '../generator/load';
import { compileModel } from '../generator/pipeline';
import { client, projectWith, start, type Client } from './testkit';
import type { RunningUpstream } from './server';

/**
 * Issue 29 item 3, permission keys mapped, not renamed: with permissions.yaml mapping a console key to upstream
 * identities, the embedded upstream sends the first of them in the user info (as a real service would send its own
 * names) and still admits by the console's key.
 */
const project = projectWith({});
let upstream: RunningUpstream;
let api: Client;

beforeAll(async () => {
  const file = path.join(project.root, 'permissions.yaml');
  writeFileSync(
    file,
    `${readFileSync(file, 'utf8')}\nidentities:\n  order_all: [orders.list, orders]\n  poster: [material]\n`,
  );
  upstream = await start({ root: project.root });
  api = client(upstream.url);
});
afterAll(async () => {
  await upstream.close();
  project.remove();
});

describe('an upstream that names permissions its own way', () => {
  it('the model carries the mapping into the runtime asset', () => {
    expect(compileModel(readSources(project.root)).permissions.identities).toEqual({
      order_all: ['orders.list', 'orders'],
      poster: ['material'],
    });
  });

  it('sends the first mapped identity in the user info, and the key’s own name for unmapped keys', async () => {
    const token = await api.login('operator', 'operator123', true);
    const info = (await api.post('/api/v2/user/info', {}, { token })).body.data;
    const sent = (info.permissions as Array<{ identity: string }>).map((p) => p.identity);
    expect(sent).toEqual(expect.arrayContaining(['orders.list', 'material', 'withdraw_agent', 'SubaccountList']));
    expect(sent).not.toContain('order_all');
    expect(sent).not.toContain('poster');
  });

  it('still admits by the console’s key', async () => {
    const token = await api.login('operator', 'operator123', true);
    expect((await api.post('/api/v2/order/allList', { page: 1, page_size: 10 }, { token })).body.code).toBe(1);
  });
});
