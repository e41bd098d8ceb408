import type { DataProvider, GetListParams, GetManyReferenceParams, Identifier, RaRecord } from 'ra-core';
import simpleRestProvider from 'ra-data-simple-rest';
import type { UpstreamResource } from '../../../vocabulary/upstream';
import { baseUrl, clientProfile, restHttpClient } from './http';
import { formatError, UpstreamError } from './upstreamError';
import { filterParams, missingFilters, toRecord, writableParams } from './upstreamMapping';
import type { UpstreamResources } from './upstreamResources';

/**
 * The resources of rest clients (upstream.yaml `convention: rest`), through ra-data-simple-rest. The library builds
 * each call from the resource's collection — the schema's list path — on the client's base URL, and sends it through
 * restHttpClient, the console's one HTTP path (token, timeout, §8 errors). Around it, what every resource gets: the
 * list's filter values sent under the schema's filter parameters, required filters waited for, only writable fields
 * sent, and answers checked to be what the convention promises. appDataProvider.ts routes the rest resources here.
 */
export function createRestProvider(up: UpstreamResources): DataProvider {
  const target: Target = (resource) => {
    const entry = up.entry(resource);
    // ra-data-simple-rest calls `${apiUrl}/${resource}`: the client's base URL, and the schema's path as the resource.
    const simple = simpleRestProvider(baseUrl(clientProfile(entry.client)), restHttpClient(entry.client));
    return { entry, simple, collection: up.list(entry).path.replace(/^\//, '') };
  };
  const getList = (resource: string, params: GetListParams) => readList(target, resource, params);
  const provider = {
    supportAbortSignal: true,
    getList,
    getOne: async (resource: string, { id, signal }: { id: Identifier; signal?: AbortSignal }) => {
      const { entry, simple, collection } = target(resource);
      up.getter(entry);
      return { data: recordOf(entry, (await library(simple.getOne(collection, { id, signal }))).data) };
    },
    getMany: async (resource: string, { ids, signal }: { ids: Identifier[]; signal?: AbortSignal }) => {
      const { entry, simple, collection } = target(resource);
      return { data: rowsOf(entry, (await library(simple.getMany(collection, { ids, signal }))).data) };
    },
    getManyReference: (resource: string, params: GetManyReferenceParams) =>
      getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }),
    ...restWrites(up, target),
  };
  return provider as unknown as DataProvider;
}

/**
 * The writes of a rest resource: each checked to be one the schema offers (up.operation), only the schema's writable
 * fields sent, and the answer read as the record. The library has no many-record calls of its own here: an update or
 * delete of many is one call per record, as a rest service takes them.
 */
function restWrites(up: UpstreamResources, target: Target) {
  const writes = {
    create: async (resource: string, { data }: { data: Record<string, unknown> }) => {
      const { entry, simple, collection } = target(resource);
      up.operation(entry, 'create');
      const answer = await library(simple.create(collection, { data: writableParams(entry.writable.create, data) }));
      return { data: recordOf(entry, answer.data) };
    },
    update: async (
      resource: string,
      { id, data, previousData }: { id: Identifier; data: Record<string, unknown>; previousData?: RaRecord },
    ) => {
      const { entry, simple, collection } = target(resource);
      up.operation(entry, 'update');
      const answer = await library(
        simple.update(collection, {
          id,
          data: writableParams(entry.writable.update, data),
          previousData: previousData ?? { id },
        }),
      );
      // A service may answer a PUT with nothing (204): the record is then what was sent.
      return {
        data: isObject(answer.data) ? recordOf(entry, answer.data) : ({ ...previousData, ...data, id } as RaRecord),
      };
    },
    updateMany: async (resource: string, { ids, data }: { ids: Identifier[]; data: Record<string, unknown> }) => {
      for (const id of ids) await writes.update(resource, { id, data });
      return { data: ids };
    },
    delete: async (resource: string, { id, previousData }: { id: Identifier; previousData?: RaRecord }) => {
      const { entry, simple, collection } = target(resource);
      up.operation(entry, 'delete');
      const answer = await library(simple.delete(collection, { id, previousData }));
      return { data: isObject(answer.data) ? recordOf(entry, answer.data) : (previousData ?? { id }) };
    },
    deleteMany: async (resource: string, { ids }: { ids: Identifier[] }) => {
      for (const id of ids) await writes.delete(resource, { id });
      return { data: ids };
    },
  };
  return writes;
}

type Target = (resource: string) => { entry: UpstreamResource; simple: DataProvider; collection: string };

/**
 * A list page: filter values as the schema's filter parameters (inside `filter=`), none asked for before a required
 * filter is set.
 */
async function readList(target: Target, resource: string, { pagination, sort, filter, signal }: GetListParams) {
  const { entry, simple, collection } = target(resource);
  const missing = missingFilters(entry, filter);
  if (missing.length > 0) return { data: [], total: 0, meta: { missingFilters: missing } };
  const answer = await library(
    simple.getList(collection, { pagination, sort, filter: filterParams(entry, filter), signal }),
  );
  if (typeof answer.total !== 'number' || !Number.isFinite(answer.total)) throw formatError();
  return { data: rowsOf(entry, answer.data), total: answer.total };
}

/**
 * What the library answers. Its own failures — a list answer without Content-Range — are the service's answer not
 * being what the convention promises: a format error for the user, the library's words for the developer.
 */
async function library<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof UpstreamError) throw error;
    console.error(error);
    throw formatError();
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function recordOf(entry: UpstreamResource, value: unknown): RaRecord {
  if (!isObject(value)) throw formatError();
  return toRecord(entry, value);
}

function rowsOf(entry: UpstreamResource, value: unknown): RaRecord[] {
  if (!Array.isArray(value)) throw formatError();
  return value.map((row) => recordOf(entry, row));
}
