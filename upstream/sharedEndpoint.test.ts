/**
 * A second schema joins an existing save endpoint by declaring alone what tells its calls apart (issue 31 item 4,
 * §7 channel save): schemas/channels.yaml is not edited, its calls are the same bytes, and the embedded upstream gives
 * each call to the schema whose fixed parameters it carries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSources } from '../generator/load';
import { generate } from '../generator/pipeline';
import type { RunningUpstream } from './server';
import { client, projectWith, REPO_ROOT, start, type Client } from './testkit';

/** Quick slots: saved through the channel save, told apart by `quick: 1`, which the channels' calls never send. */
const QUICK_SLOTS = `
name: quickSlots
label: { zh-CN: 快捷推广位, en: Quick slots }
route: /statistics/quickSlots
menu: { group: statistics, order: 31 }
permission: statistics
upstream:
  client: movie
  list: { path: /api/v2/channel/quickList }
  create: { path: /api/v2/channel/save, params: { quick: 1 } }
fields:
  id: { type: integer, label: { zh-CN: ID, en: ID }, readOnly: true, seed: { kind: sequence } }
  title: { type: string, label: { zh-CN: 标题, en: Title }, required: true, maxLength: 30 }
list:
  columns: [id, title]
create: [title]
actions:
  - { name: add, place: toolbar }
`;

const project = projectWith({ 'quickSlots.yaml': QUICK_SLOTS });
let upstream: RunningUpstream;
let api: Client;

beforeAll(async () => {
  upstream = await start({ root: project.root });
  api = client(upstream.url);
});
afterAll(async () => {
  await upstream.close();
  project.remove();
});

type Mapping = { resources: Record<string, unknown> };
const mappingOf = async (root: string): Promise<Mapping> => {
  const files = await generate(readSources(root), {}, null);
  return JSON.parse(files.find((f) => f.path.endsWith('upstream.json'))!.content) as Mapping;
};

describe('a second schema sharing the channel save', () => {
  it('generates with no edit to channels.yaml, whose calls stay byte-identical', async () => {
    const [before, after] = await Promise.all([mappingOf(REPO_ROOT), mappingOf(project.root)]);
    expect(JSON.stringify(after.resources.channels)).toBe(JSON.stringify(before.resources.channels));
    expect(after.resources.quickSlots).toBeDefined();
  });

  it('serves each schema its own calls on the one path', async () => {
    const token = await api.login('merchant', 'merchant123');
    const call = (body: Record<string, unknown>) => api.post('/api/v2/channel/save', body, { token });
    const slot = await call({ is_update: 0, name: '朋友圈推广', nickname: 'a', app_id: 1, media_id: 1, cost: 10 });
    expect(slot.body).toMatchObject({ code: 1, data: { name: '朋友圈推广' } });
    const quick = await call({ quick: 1, title: '快捷位' });
    expect(quick.body).toMatchObject({ code: 1, data: { title: '快捷位' } });
    const quicks = (await api.post('/api/v2/channel/quickList', {}, { token })).body.data;
    expect(JSON.stringify(quicks)).toContain('快捷位');
    expect(JSON.stringify(quicks)).not.toContain('朋友圈推广');
  });
});
