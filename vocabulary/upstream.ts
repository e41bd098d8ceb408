import type { UpstreamProfile } from './upstreamProfile';
import type { FilterOp } from './widgets';

/**
 * The contract between the generated upstream map and the dataProvider (one entry per resource, in the runtime
 * asset upstream.json beside the profile). The generator fills the defaults from the profile (upstream.yaml); the
 * dataProvider and the embedded upstream follow them.
 */
export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];
/** A client of the upstream profile (upstream.yaml `clients`: movie, gateway, notice …). */
export type ClientName = string;

/** Names of a list call's paging and sorting parameters and the sort direction's values (upstream.yaml `paging`). */
export interface ListPaging {
  page: string;
  perPage: string;
  sort: string;
  order: string;
  ascending: string;
  descending: string;
}

/**
 * The list conventions a list call may take (schema `upstream.list.sends`): the page number, the page size, the sort
 * field with its direction, the filters. What a call does not take the console does in the browser, over the rows of
 * one call (§7: the application list sends only page_size and is_saas, the media list only all and pageSize).
 */
export const LIST_SENDS = ['page', 'perPage', 'sort', 'filters'] as const;
export type ListSend = (typeof LIST_SENDS)[number];

/** §9: selector lists load up to 10000 items in one request — also what a list the upstream does not page asks for. */
export const MAX_LIST_ROWS = 10_000;

export interface UpstreamOperation {
  method: HttpMethod;
  path: string;
  /** Parameter that carries the record id. */
  idParam: string;
  /** Parameter that carries selected ids (bulk actions; §7 batch: channel_ids). */
  idsParam: string;
  /** Sent with every call (§7: is_saas, all, is_update). */
  params: Readonly<Record<string, string | number | boolean>>;
}

/** A dateRange filter's parameters: its two ends, and (§7 statistics' `time`) the one that carries a single day alone. */
export interface DateRangeParams {
  from: string;
  to: string;
  day?: string;
}

/**
 * The parameters a dateRange filter travels in: the ones its schema declares (`params`, which the generator's checks
 * require), read here by the console, the export and the embedded upstream alike (issue 31 item 17). No name is made
 * up for a filter that declares none: it is refused the same way on both sides.
 */
export function rangeParams(f: { field: string; params?: DateRangeParams }): DateRangeParams {
  if (!f.params)
    throw new Error(`the dateRange filter "${f.field}" declares no params (from, to): its schema must name them`);
  return f.params;
}

/** Every parameter a list filter may travel in: a dateRange filter's two ends and its one-day parameter, else `param`. */
export function filterWireParams(f: {
  field: string;
  op: FilterOp;
  param: string;
  params?: DateRangeParams;
}): string[] {
  if (f.op !== 'dateRange') return [f.param];
  const { from, to, day } = rangeParams(f);
  return [from, to, ...(day !== undefined ? [day] : [])];
}

export interface UpstreamExport {
  /** {name}, {from}, {to}, {today} (§7: 'xlsx named by date range'). */
  fileName: string;
  /** The dateRange filter whose dates name the file; required = no export without them. */
  range?: { field: string; required: boolean };
  /** The list's columns in the schema's order: what an export may write. */
  columns: readonly string[];
  /**
   * Those of `columns` the list hides until the column chooser shows them (schema `list.hiddenColumns`): the console
   * exports the columns the table shows (issue 30 item 9), and before the user has chosen, these are not shown.
   */
  hidden?: readonly string[];
  /**
   * Those of `columns` a file must carry masked (widget cardNumber): the console masks them itself when it rewrites a
   * file from a service that cannot be told the columns (transfers.export.params without `columns`).
   */
  masked?: readonly string[];
}

export interface UpstreamResource {
  /** Resource (or view) name: the react-admin resource id. */
  name: string;
  client: ClientName;
  recordId: string;
  /** One record, read and saved without an id (form and dashboard pages). */
  singleton: boolean;
  /** Parameter names of paging and sorting, and the sort direction's values. */
  paging: ListPaging;
  list?: {
    method: 'GET' | 'POST';
    path: string;
    /** Where the answer keeps them (envelope clients; a rest list answers its rows, its total in Content-Range). */
    rows?: string;
    total?: string;
    params: Readonly<Record<string, string | number | boolean>>;
    /** The list conventions the call takes (default: all); the console does the rest in the browser. */
    sends?: readonly ListSend[];
  };
  /** 'list': read one record through the list call, filtered by its id. */
  get?: UpstreamOperation | 'list';
  create?: UpstreamOperation;
  update?: UpstreamOperation;
  delete?: UpstreamOperation;
  /** `required`: the list is only asked for once the filter has a value (a report over a period). */
  filters: ReadonlyArray<{ field: string; op: FilterOp; param: string; params?: DateRangeParams; required?: boolean }>;
  summary: ReadonlyArray<{ name: string; from: string }>;
  actions: Readonly<Record<string, UpstreamOperation & { payload: readonly string[] }>>;
  /** Fields the forms may send (read-only ones never leave the browser). */
  writable: { create: readonly string[]; update: readonly string[] };
  export?: UpstreamExport;
}

export type UpstreamMap = Readonly<Record<string, UpstreamResource>>;

/**
 * Console permission key → the upstream permission identities that grant it (permissions.yaml `identities`); a key
 * not listed is granted by the identity of its own name (§6: "permission identifiers come from the server").
 */
export type PermissionIdentities = Readonly<Record<string, readonly string[]>>;

/** The runtime asset (dist/upstream.json): the profile and the generated mapping, replaceable per deployment. */
export interface UpstreamAsset {
  profile: UpstreamProfile;
  resources: UpstreamMap;
  permissions: { identities: PermissionIdentities };
}
