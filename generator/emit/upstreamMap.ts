import type { Model, ResourceModel } from '../model';
import { HEADER, literal } from './code';

/** What the dataProvider needs to talk to the upstream for one resource (vocabulary/upstream.ts). */
export function upstreamEntry(r: ResourceModel) {
  const writable = (names: string[] | undefined) => (names ?? []).filter((n) => !r.fields.find((f) => f.name === n)!.readOnly);
  return {
    name: r.name,
    client: r.upstream.client,
    recordId: r.recordId,
    paging: r.upstream.paging,
    list: r.upstream.list,
    get: r.upstream.get,
    create: r.upstream.create,
    update: r.upstream.update,
    delete: r.upstream.delete,
    filters: r.list.filters.map((f) => ({ field: f.field, op: f.op, param: f.param, params: f.params })),
    summary: r.list.summary.map((s) => ({ name: s.name, from: s.from })),
    actions: Object.fromEntries(
      r.actions.filter((a) => a.call).map((a) => [a.name, { ...a.call!, payload: a.payload }]),
    ),
    writable: { create: writable(r.create), update: writable(r.edit) },
  };
}

/** src/generated/upstreamMap.ts: keyed by react-admin resource id. */
export function emitUpstreamMap(model: Model): string {
  const map = Object.fromEntries(model.resources.map((r) => [r.id, upstreamEntry(r)]));
  return [
    HEADER('schemas/*.yaml'),
    "import type { UpstreamMap } from '../../vocabulary/upstream';",
    '',
    `export const upstreamMap = ${literal(map)} satisfies UpstreamMap;`,
    '',
  ].join('\n');
}
