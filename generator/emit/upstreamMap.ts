import { LIST_SENDS, type UpstreamAsset, type UpstreamResource } from '../../vocabulary/upstream';
import { widgetOf } from '../../vocabulary/widgets';
import { presetParam, type ActionModel, type Model, type ResourceModel, type ViewModel } from '../model';

function actionsOf(actions: readonly ActionModel[]): UpstreamResource['actions'] {
  return Object.fromEntries(actions.filter((a) => a.call).map((a) => [a.name, { ...a.call!, payload: a.payload }]));
}

/**
 * The export's file name, range and columns; `hidden`: those of its columns the list hides until the chooser shows
 * them; `masked`: those whose widget masks them in a file (cardNumber).
 */
function exportOf(r: ResourceModel, actions: readonly ActionModel[]): UpstreamResource['export'] {
  const a = actions.find((x) => x.name === 'export' && x.call && x.export);
  if (!a?.export) return undefined;
  const columns = a.export.columns;
  const hidden = (r.list?.hiddenColumns ?? []).filter((c) => columns.includes(c));
  const widget = (c: string) => r.fields.find((f) => f.name === c)?.widget;
  const masked = columns.filter((c) => widget(c) !== undefined && widgetOf(widget(c)!).cell === 'cardNumber');
  const range = a.export.range && { field: a.export.range.filter, required: a.export.range.required };
  return {
    fileName: a.export.fileName,
    range,
    columns,
    ...(hidden.length ? { hidden } : {}),
    ...(masked.length ? { masked } : {}),
  };
}

/** The list call; `sends` only where the call takes fewer than all the list conventions (absent: all of them). */
function listEntry(r: ResourceModel): UpstreamResource['list'] {
  const list = r.upstream.list;
  if (!list) return undefined;
  const { sends, ...call } = list;
  return LIST_SENDS.every((what) => sends.includes(what)) ? call : { ...call, sends };
}

/** What the dataProvider needs to talk to the upstream for one resource (vocabulary/upstream.ts). */
export function upstreamEntry(r: ResourceModel): UpstreamResource {
  const writable = (names: string[] | undefined) =>
    (names ?? []).filter((n) => !r.fields.find((f) => f.name === n)!.readOnly);
  return {
    name: r.name,
    client: r.upstream.client,
    recordId: r.recordId,
    singleton: r.page !== 'list',
    paging: r.upstream.paging,
    list: listEntry(r),
    get: r.upstream.get,
    create: r.upstream.create,
    update: r.upstream.update,
    delete: r.upstream.delete,
    filters: (r.list?.filters ?? []).map((f) => ({
      field: f.field,
      op: f.op,
      param: f.param,
      params: f.params,
      required: f.required || undefined,
    })),
    summary: (r.list?.summary ?? []).map((s) => ({ name: s.name, from: s.from })),
    actions: actionsOf(r.actions),
    writable: { create: writable(r.create), update: writable(r.page === 'form' ? r.form : r.edit) },
    export: exportOf(r, r.actions),
  };
}

/** A view: the resource's calls, its preset filter sent as fixed list parameters, its own buttons. */
export function viewEntry(r: ResourceModel, v: ViewModel): UpstreamResource {
  const base = upstreamEntry(r);
  const preset = Object.fromEntries(
    Object.entries(v.filter).map(([field, value]) => [presetParam(r, v, field), value]),
  );
  return {
    ...base,
    name: v.name,
    list: base.list && { ...base.list, params: { ...base.list.params, ...preset } },
    // A preset field is not a filter of the view: its value is fixed.
    filters: base.filters.filter((f) => !Object.hasOwn(v.filter, f.field)),
    actions: actionsOf(v.actions),
    export: exportOf(r, v.actions),
  };
}

/** Where the runtime asset is generated; the build ships it as dist/upstream.json, beside config.json. */
export const UPSTREAM_ASSET_FILE = 'src/generated/upstream.json';

/**
 * src/generated/upstream.json: the profile and, keyed by resource (and view) name — the react-admin resource id —
 * each resource's mapping. The console loads it at start-up (like config.json), so a deployment can replace it.
 */
export function upstreamAsset(model: Model): UpstreamAsset {
  const resources = Object.fromEntries(
    model.resources.flatMap((r) => [
      [r.name, upstreamEntry(r)],
      ...r.views.map((v) => [v.name, viewEntry(r, v)] as const),
    ]),
  );
  const identities = Object.fromEntries(
    Object.entries(model.permissions.identities ?? {}).map(([key, ids]) => [key, [...ids]]),
  );
  return { profile: model.upstream, resources, permissions: { identities } };
}

export function emitUpstreamAsset(model: Model): string {
  const asset = {
    $comment:
      'generated from upstream.yaml and schemas/*.yaml — do not edit in the repository; run npm run generate. A deployment may replace the built dist/upstream.json (README "Connect to your services").',
    ...upstreamAsset(model),
  };
  return `${JSON.stringify(asset, null, 2)}\n`;
}
