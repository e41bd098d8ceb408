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
}

export interface UpstreamResource {
  /** Schema name. */
  name: string;
  client: ClientName;
  recordId: string;
  /** Parameter names of paging and sorting; the sort direction is sent as asc or desc. */
  paging: { page: string; perPage: string; sort: string; order: string };
  list: { method: 'GET' | 'POST'; path: string; rows: string; total: string };
  get?: UpstreamOperation;
  create?: UpstreamOperation;
  update?: UpstreamOperation;
  delete?: UpstreamOperation;
  filters: ReadonlyArray<{ field: string; op: FilterOp; param: string; params?: { from: string; to: string } }>;
  summary: ReadonlyArray<{ name: string; from: string }>;
  actions: Readonly<Record<string, UpstreamOperation & { payload: readonly string[] }>>;
  /** Fields the forms may send (read-only ones never leave the browser). */
  writable: { create: readonly string[]; update: readonly string[] };
}

export type UpstreamMap = Readonly<Record<string, UpstreamResource>>;
