import { listSends, type ActionModel, type ResourceModel } from '../generator/model';
import { filterWireParams } from '../vocabulary/upstream';
import type { UpstreamProfile } from '../vocabulary/upstreamProfile';
import { viewScope } from './routeKit';

/**
 * What each of a resource's calls may carry, from its schema alone (issue 29: a strict stand-in). In strict mode the
 * embedded upstream refuses any other parameter with its name, so a console that sends what no schema declares —
 * a filter the list does not have, an id filter on a list no schema reads one record through, a read-only field —
 * fails here before it fails against the real service. Names are top-level (a nested field travels in its object).
 */
const top = (name: string) => name.split('.')[0];

/**
 * The list call: the paging and sorting and the declared filters it takes (schema `upstream.list.sends`: §7's
 * application list takes page_size and nothing else of them), the views' presets, and the id only for `get: list` on
 * a list that takes filters.
 */
export function listAccepts(r: ResourceModel): string[] {
  const { page, perPage, sort, order } = r.upstream.paging;
  const filtered = listSends(r, 'filters');
  const filters = filtered ? (r.list?.filters ?? []).flatMap(filterWireParams) : [];
  const presets = r.views.flatMap((v) => Object.keys(viewScope(r, v)));
  const paging = [
    ...(listSends(r, 'page') ? [page] : []),
    ...(listSends(r, 'perPage') ? [perPage] : []),
    ...(listSends(r, 'sort') ? [sort, order] : []),
  ];
  return [...paging, ...filters, ...presets, ...(r.upstream.get === 'list' && filtered ? [r.recordId] : [])];
}

/** The fields a form sends: the view's, less what is read-only (it never leaves the browser). */
export function writeAccepts(r: ResourceModel, view: readonly string[] | undefined): string[] {
  return (view ?? []).filter((name) => !r.fields.find((f) => f.name === name)?.readOnly).map(top);
}

/** A button's call: its export (the list's parameters and the export's own), its import (the rows), or its record(s). */
export function actionAccepts(r: ResourceModel, a: ActionModel, profile: UpstreamProfile): string[] {
  const op = a.call!;
  if (a.name === 'export') {
    const { page, perPage } = r.upstream.paging;
    const transfer = profile.transfers.export.params;
    return [
      ...listAccepts(r).filter((p) => p !== page && p !== perPage),
      ...(transfer.columns ? [transfer.columns] : []),
      transfer.language,
      op.idsParam,
    ];
  }
  if (a.name === 'import') return [profile.transfers.import.params.rows];
  return [op.idParam, op.idsParam, ...a.payload.map(top), ...a.form.map(top)];
}
