/**
 * Options the project holds (issue 33, the operation log): `enum: { from: resources }` and `{ from: actions }` become
 * an ordinary enum at generate time — the written resources by schema name with their nouns, the writes by name with
 * their labels in both languages.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readProjectFiles, readSources } from '../../../generator/load';
import { compileModel } from '../../../generator/pipeline';
import { copyInputs, freshDir, VALID_ROOT } from './support';

const LOG = `name: opLog
label: { zh-CN: 操作日志, en: Operation log }
route: /log/opLog
upstream:
  client: movie
  list: { path: /api/v2/oplog/list }
fields:
  id: { type: integer, label: { zh-CN: ID, en: ID }, readOnly: true }
  resource: { type: string, label: { zh-CN: 操作对象, en: Resource }, enum: { from: resources } }
  action: { type: string, label: { zh-CN: 操作, en: Action }, enum: { from: actions } }
list:
  columns: [id, resource, action]
  filters:
    - { field: resource, op: equals }
    - { field: action, op: equals }
`;

function logFields() {
  const dir = freshDir('enumSources');
  copyInputs(VALID_ROOT, dir);
  writeFileSync(path.join(dir, 'schemas/opLog.yaml'), LOG);
  const model = compileModel(readSources(dir), readProjectFiles(dir), null);
  const log = model.resources.find((r) => r.name === 'opLog')!;
  return { model, field: (name: string) => log.fields.find((f) => f.name === name)! };
}

describe('enum: { from: … }', () => {
  it('from resources: every written resource by schema name, labelled by its noun, shown as a select', () => {
    const { model, field } = logFields();
    const resource = field('resource');
    expect(resource.widget).toBe('select');
    const orders = model.resources.find((r) => r.name === 'orders')!;
    const label = { 'zh-CN': orders.noun['zh-CN'], en: orders.noun.en };
    expect(resource.enum).toContainEqual({ value: 'orders', label, color: 'default' });
    // Written only: the log itself (a list, no writes) is not among them.
    expect(resource.enum!.map((o) => o.value)).not.toContain('opLog');
  });

  it('from actions: the record writes with their own labels, then each writing action once, by its button', () => {
    const action = logFields().field('action');
    expect(action.enum!.slice(0, 3)).toEqual([
      { value: 'create', label: { 'zh-CN': '新建', en: 'Create' }, color: 'default' },
      { value: 'update', label: { 'zh-CN': '修改', en: 'Edit' }, color: 'default' },
      { value: 'delete', label: { 'zh-CN': '删除', en: 'Delete' }, color: 'default' },
    ]);
    expect(action.enum).toContainEqual({
      value: 'disable',
      label: { 'zh-CN': '批量关闭', en: 'Close selected' },
      color: 'default',
    });
    const values = action.enum!.map((o) => o.value);
    expect(new Set(values).size).toBe(values.length);
  });
});
