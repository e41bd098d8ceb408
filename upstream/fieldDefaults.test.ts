/**
 * What the embedded upstream stores for a field a create leaves out (issue 31 item 8): the schema's `default`, and for
 * an enum field without one nothing — the stand-in invents no status the schema does not declare.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningUpstream } from './server';
import { client, projectWith, start, type Client } from './testkit';

const NOTES = `
name: notes
label: { zh-CN: 便签, en: Notes }
route: /statistics/notes
menu: { group: statistics, order: 32 }
permission: statistics
upstream:
  client: movie
  list: { path: /api/v2/note/list }
  create: { path: /api/v2/note/create }
fields:
  id: { type: integer, label: { zh-CN: ID, en: ID }, readOnly: true, seed: { kind: sequence } }
  title: { type: string, label: { zh-CN: 标题, en: Title }, required: true, maxLength: 30 }
  status:
    type: integer
    widget: chip
    label: { zh-CN: 状态, en: Status }
    default: 0
    enum:
      - { value: 1, label: { zh-CN: 已发布, en: Published } }
      - { value: 0, label: { zh-CN: 草稿, en: Draft } }
  colour:
    type: string
    widget: select
    label: { zh-CN: 颜色, en: Colour }
    enum:
      - { value: red, label: { zh-CN: 红, en: Red } }
      - { value: blue, label: { zh-CN: 蓝, en: Blue } }
list:
  columns: [id, title, status, colour]
create: [title, status, colour]
actions:
  - { name: add, place: toolbar }
`;

const project = projectWith({ 'notes.yaml': NOTES });
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

describe('a create that leaves fields out', () => {
  it("stores the schema's default, and an enum field without one empty rather than its first option", async () => {
    const token = await api.login('merchant', 'merchant123');
    const created = await api.post('/api/v2/note/create', { title: '周末排片' }, { token });
    expect(created.body).toMatchObject({ code: 1, data: { title: '周末排片', status: 0, colour: null } });
    const sent = await api.post('/api/v2/note/create', { title: '已发布', status: 1, colour: 'blue' }, { token });
    expect(sent.body.data).toMatchObject({ status: 1, colour: 'blue' });
  });
});
