import type { ResourceModel } from '../generator/model';
import { valueAt } from '../vocabulary/paths';
import type { Rec, Table } from './store';

/** Sets a dotted path ('data.list') in a plain object, creating the objects on the way. */
export function setPath(target: Record<string, unknown>, dotted: string, value: unknown): void {
  const keys = dotted.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    if (next === null || typeof next !== 'object' || Array.isArray(next)) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys[keys.length - 1]] = value;
}

/** Never let a writeOnly field (a password, nested ones too) leave the server. */
export function publicRecord(r: ResourceModel, rec: Rec): Rec {
  const out = structuredClone(rec);
  for (const f of r.fields.filter((x) => x.writeOnly)) {
    const parent = f.path.length === 1 ? out : (valueAt(out, f.path.slice(0, -1).join('.')) as Rec | undefined);
    if (parent && typeof parent === 'object') delete parent[f.path[f.path.length - 1]];
  }
  return out;
}

/**
 * A list answer shaped by the schema: rows and total at their dotted paths, each summary at its `from` path, and
 * the page echoed beside the total under the paging parameter names (data.page/data.page_size for the movie
 * service, pageNo/pageSize at the top for the gateway).
 */
export function listBody(table: Table, rows: readonly Rec[], total: number, page: number, perPage: number, computed: Record<string, number> = {}): Record<string, unknown> {
  const r = table.resource;
  const op = r.upstream.list!;
  const summary = r.list?.summary ?? [];
  const body: Record<string, unknown> = { code: 1, msg: '获取成功' };
  setPath(body, op.rows, rows.map((rec) => publicRecord(r, rec)));
  setPath(body, op.total, total);
  for (const s of summary) setPath(body, s.from, Object.hasOwn(computed, s.name) ? computed[s.name] : table.summaries[s.name]);
  const parent = op.total.split('.').slice(0, -1).join('.');
  const taken = new Set([op.rows, op.total, ...summary.map((s) => s.from)]);
  for (const [name, value] of [[r.upstream.paging.page, page], [r.upstream.paging.perPage, perPage]] as const) {
    const at = parent === '' ? name : `${parent}.${name}`;
    if (!taken.has(at)) setPath(body, at, value);
  }
  return body;
}
