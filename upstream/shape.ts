import { listSends, type ResourceModel } from '../generator/model';
import { valueAt } from '../vocabulary/paths';
import { ok, type EnvelopeAnswer } from './http';
import type { Rec, Table } from './store';

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
 * A list answer shaped by the schema and its client: rows and total at their dotted paths, each summary at its `from`
 * path, and the page echoed beside the total under the paging parameter names (data.page/data.page_size for the movie
 * service, pageNo/pageSize at the top for the gateway).
 */
export function listBody(
  table: Table,
  rows: readonly Rec[],
  total: number,
  page: number,
  perPage: number,
  computed: Record<string, number> = {},
): EnvelopeAnswer {
  const r = table.resource;
  const { rows: rowsAt, total: totalAt } = r.upstream.list ?? {};
  // Only an envelope client's lists come here (a rest list answers its rows, rest.ts).
  if (rowsAt === undefined || totalAt === undefined)
    throw new Error(`${r.name}: a list answer without rows and total paths`);
  const summary = r.list?.summary ?? [];
  const at: Record<string, unknown> = {};
  at[rowsAt] = rows.map((rec) => publicRecord(r, rec));
  at[totalAt] = total;
  for (const s of summary) at[s.from] = Object.hasOwn(computed, s.name) ? computed[s.name] : table.summaries[s.name];
  const parent = totalAt.split('.').slice(0, -1).join('.');
  // Only the conventions the call takes are echoed (a list the upstream does not page has no page number).
  const echoed = [
    ...(listSends(r, 'page') ? [[r.upstream.paging.page, page] as const] : []),
    ...(listSends(r, 'perPage') ? [[r.upstream.paging.perPage, perPage] as const] : []),
  ];
  for (const [name, value] of echoed) {
    const path = parent === '' ? name : `${parent}.${name}`;
    if (!Object.hasOwn(at, path)) at[path] = value;
  }
  return ok(undefined, '获取成功', at);
}
