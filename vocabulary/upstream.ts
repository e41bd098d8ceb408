import type { FilterOp } from './widgets';

/**
 * The two upstream conventions of §7 and the contract between the generated upstream map and the dataProvider
 * (one entry per resource). The generator fills the defaults, the dataProvider and the embedded upstream follow them.
 */
export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];
export const CLIENTS = ['movie', 'gateway'] as const;
export type ClientName = (typeof CLIENTS)[number];

/** §7: each client's paging names and list-answer paths, used where a schema does not override them. */
export const CLIENT_DEFAULTS = {
  movie: { paging: { page: 'page', perPage: 'page_size', sort: 'sort', order: 'order' }, rows: 'data.data', total: 'data.total' },
  gateway: { paging: { page: 'pageNo', perPage: 'pageSize', sort: 'sort', order: 'order' }, rows: 'data', total: 'totalCount' },
} as const satisfies Record<ClientName, unknown>;

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
  /** Parameter names of paging and sorting; the sort direction is sent as asc or desc. */
  paging: { page: string; perPage: string; sort: string; order: string };
  list?: { method: 'GET' | 'POST'; path: string; rows: string; total: string; params: Readonly<Record<string, string | number | boolean>> };
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
