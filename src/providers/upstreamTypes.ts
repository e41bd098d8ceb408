import type { FilterOp } from '../fields/widgets';

/** The contract between the generated upstream map and the dataProvider (one entry per resource). */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type ClientName = 'movie' | 'gateway';

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
