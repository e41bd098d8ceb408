/**
 * The dev loop (npm start): a saved schema reloads the upstream's endpoints in place. Nobody is logged out, the data of
 * unchanged resources stays, and a broken schema keeps the previous endpoints serving.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GeneratorInputError } from '../generator/diagnostics';
import type { RunningUpstream } from './server';
import { client, projectWith, start } from './testkit';

const project = projectWith({});
let upstream: RunningUpstream;
const posters = path.join(project.root, 'schemas/posters.yaml');

beforeAll(async () => {
  upstream = await start({ root: project.root });
});
afterAll(async () => {
  await upstream.close();
  project.remove();
});

describe('reloading the schemas', () => {
  it('keeps the session and the data of unchanged resources, and serves the changed schema', async () => {
    const api = client(upstream.url);
    const token = await api.login('merchant', 'merchant123');
    const created = await api.post(
      '/api/v2/subaccount/create',
      { tel: '13711112222', password: 'secret88', remark: '重载前创建' },
      { token },
    );
    expect(created.body.code).toBe(1);
    // A developer adds a field to another resource and saves.
    writeFileSync(
      posters,
      readFileSync(posters, 'utf8').replace(
        /^fields:\n/m,
        'fields:\n  slogan: { type: string, label: { zh-CN: 标语, en: Slogan }, seed: { kind: remark } }\n',
      ),
    );
    upstream.reload();
    const subs = (await api.post('/api/v2/subaccount/list', { remark: '重载前创建' }, { token })).body;
    expect(subs.code).toBe(1);
    expect(subs.data.data).toHaveLength(1);
    const poster = (await api.post('/api/v2/poster/list', {}, { token })).body.data.data[0];
    expect(typeof poster.slogan).toBe('string');
  });

  it('refuses a broken schema with its located errors and keeps serving the previous endpoints', async () => {
    const api = client(upstream.url);
    const token = await api.login('merchant', 'merchant123');
    writeFileSync(posters, readFileSync(posters, 'utf8').replace('label:', 'labl:'));
    expect(() => upstream.reload()).toThrow(GeneratorInputError);
    expect((await api.post('/api/v2/poster/list', {}, { token })).body.code).toBe(1);
  });
});
