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

export interface UpstreamExport {
  /** {name}, {from}, {to}, {today} (§7: 'xlsx named by date range'). */
  fileName: string;
  /** The dateRange filter whose dates name the file; required = no export without them. */
  range?: { field: string; required: boolean };
  /** Columns written when the list does not say which are shown. */
  columns: readonly string[];
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
  /** rows, total: where the answer keeps them (envelope clients; a rest list answers its rows, its total in Content-Range). */
  list?: { method: 'GET' | 'POST'; path: string; rows?: string; total?: string; params: Readonly<Record<string, string | number | boolean>> };
  /** 'list': read one record through the list call, filtered by its id. */
  get?: UpstreamOperation | 'list';
  create?: UpstreamOperation;
  update?: UpstreamOperation;
  delete?: UpstreamOperation;
  /** `required`: the list is only asked for once the filter has a value (a report over a period). */
  filters: ReadonlyArray<{ field: string; op: FilterOp; param: string; params?: { from: string; to: string }; required?: boolean }>;
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
