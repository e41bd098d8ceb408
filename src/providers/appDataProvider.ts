import type { DataProvider, Identifier, RaRecord } from 'ra-core';
import { upstreamMap } from '../generated/upstreamMap';
import { requestBlob, requestJson } from './http';
import { exportFileName, listParams, listResult, toRecord, writableParams } from './upstreamMapping';
import { asUpstreamError } from './upstreamError';
import type { UpstreamMap, UpstreamOperation, UpstreamResource } from '../../vocabulary/upstream';

const XLSX = /spreadsheetml|application\/octet-stream|application\/vnd\.ms-excel/;

export interface ActionCall {
  action: string;
  record?: RaRecord;
  ids?: readonly Identifier[];
}

/**
 * react-admin's contract plus the schemas' custom actions and exports, for every generated resource.
 * Resources are plain strings here because react-admin's hooks require DataProvider<string>; the
 * generated ResourceId union types the registry and the map instead.
 */
export interface AppDataProvider extends DataProvider {
  callAction(resource: string, call: ActionCall): Promise<{ data: unknown }>;
  exportList(resource: string, params: { filter?: Record<string, unknown>; sort?: { field: string; order: string } }): Promise<{ blob: Blob; filename: string }>;
}

class UnknownResourceError extends Error {}

export function createDataProvider(map: UpstreamMap = upstreamMap): AppDataProvider {
  const entryOf = (resource: string): UpstreamResource => {
    const entry = map[resource];
    if (!entry) throw new UnknownResourceError(`no upstream mapping for resource "${resource}"`);
    return entry;
  };
  const operation = (entry: UpstreamResource, kind: 'get' | 'create' | 'update' | 'delete'): UpstreamOperation => {
    const op = entry[kind];
    if (!op) throw new UnknownResourceError(`resource "${entry.name}" has no upstream ${kind} operation`);
    return op;
  };
  const call = <T = Record<string, unknown>>(entry: UpstreamResource, op: Pick<UpstreamOperation, 'method' | 'path'>, params: Record<string, unknown>, signal?: AbortSignal) =>
    requestJson<T>({ client: entry.client, method: op.method, path: op.path, params, signal });

  const getOne = async (resource: string, { id, signal }: { id: Identifier; signal?: AbortSignal }) => {
    const entry = entryOf(resource);
    const op = operation(entry, 'get');
    const body = await call<{ data: unknown }>(entry, op, { [op.idParam]: id }, signal);
    return { data: toRecord(entry, body.data) };
  };

  const getList = async (resource: string, params: Parameters<DataProvider['getList']>[1]) => {
    const entry = entryOf(resource);
    const body = await call(entry, entry.list, listParams(entry, params), params.signal);
    return listResult(entry, body);
  };

  const provider: AppDataProvider = {
    // Reads take react-query's signal: a cancelled query (Cancel on a slow server, leaving the screen) aborts its request.
    supportAbortSignal: true,
    getList: getList as AppDataProvider['getList'],
    getOne: getOne as AppDataProvider['getOne'],
    getMany: (async (resource: string, { ids, signal }: { ids: Identifier[]; signal?: AbortSignal }) => {
      const entry = entryOf(resource);
      if (entry.get) return { data: (await Promise.all(ids.map((id) => getOne(resource, { id, signal })))).map((r) => r.data) };
      // No detail endpoint: read the list (up to §9's selector limit) and pick the ids.
      const all = await getList(resource, { pagination: { page: 1, perPage: 10000 }, sort: { field: entry.recordId, order: 'ASC' }, filter: {}, signal });
      const wanted = new Set(ids.map(String));
      return { data: all.data.filter((r) => wanted.has(String(r.id))) };
    }) as AppDataProvider['getMany'],
    getManyReference: (async (resource: string, params: Parameters<DataProvider['getManyReference']>[1]) =>
      getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } })) as AppDataProvider['getManyReference'],
    create: (async (resource: string, { data }: { data: Record<string, unknown> }) => {
      const entry = entryOf(resource);
      const body = await call<{ data?: unknown }>(entry, operation(entry, 'create'), writableParams(entry.writable.create, data));
      return { data: toRecord(entry, body.data ?? data) };
    }) as AppDataProvider['create'],
    update: (async (resource: string, { id, data }: { id: Identifier; data: Record<string, unknown> }) => {
      const entry = entryOf(resource);
      const op = operation(entry, 'update');
      const body = await call<{ data?: unknown }>(entry, op, { [op.idParam]: id, ...writableParams(entry.writable.update, data) });
      return { data: toRecord(entry, body.data ?? { ...data, [entry.recordId]: id }) };
    }) as AppDataProvider['update'],
    updateMany: (async (resource: string, { ids, data }: { ids: Identifier[]; data: Record<string, unknown> }) => {
      for (const id of ids) await provider.update(resource, { id, data, previousData: { id } });
      return { data: ids };
    }) as AppDataProvider['updateMany'],
    delete: (async (resource: string, { id, previousData }: { id: Identifier; previousData?: RaRecord }) => {
      const entry = entryOf(resource);
      const op = operation(entry, 'delete');
      await call(entry, op, { [op.idParam]: id });
      return { data: previousData ?? { id } };
    }) as AppDataProvider['delete'],
    deleteMany: (async (resource: string, { ids }: { ids: Identifier[] }) => {
      for (const id of ids) await provider.delete(resource, { id });
      return { data: ids };
    }) as AppDataProvider['deleteMany'],
    async callAction(resource, { action, record, ids }) {
      const entry = entryOf(resource);
      const op = entry.actions[action];
      if (!op) throw new UnknownResourceError(`resource "${entry.name}" has no action "${action}"`);
      const params = ids ? { ids: [...ids] } : Object.fromEntries(op.payload.map((f) => [f, record?.[f]]));
      const body = await call<{ data?: unknown }>(entry, op, params);
      return { data: body.data ?? null };
    },
    async exportList(resource, { filter, sort }) {
      const entry = entryOf(resource);
      const op = entry.actions.export;
      if (!op) throw new UnknownResourceError(`resource "${entry.name}" has no export action`);
      const params = listParams(entry, { filter, sort: sort && { field: sort.field, order: sort.order === 'ASC' ? 'ASC' : 'DESC' } });
      const blob = await requestBlob({ client: entry.client, method: op.method, path: op.path, params }, XLSX);
      return { blob, filename: exportFileName(entry, filter) };
    },
  };
  return rejectingTyped(provider);
}

/**
 * Every method rejects with an UpstreamError, whatever went wrong, and never resolves empty: callers (react-admin,
 * the action buttons, exports) can show `message` to the user as it is.
 */
function rejectingTyped<T extends object>(provider: T): T {
  const guarded = { ...provider } as Record<string, unknown>;
  for (const [name, method] of Object.entries(provider)) {
    if (typeof method !== 'function') continue;
    guarded[name] = (...args: unknown[]) => {
      try {
        return (method as (...a: unknown[]) => Promise<unknown>).apply(provider, args).catch((error: unknown) => {
          throw asUpstreamError(error);
        });
      } catch (error) {
        return Promise.reject(asUpstreamError(error));
      }
    };
  }
  return guarded as T;
}
