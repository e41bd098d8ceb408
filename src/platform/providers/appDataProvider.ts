import type { DataProvider, GetListParams, GetManyReferenceParams, Identifier, RaRecord } from 'ra-core';
import type { UpstreamMap } from '../../../vocabulary/upstream';
import { readAnswer, readPath } from '../../../vocabulary/upstreamProfile';
import { getUpstreamAsset } from '../config/upstreamAsset';
import { i18nProvider } from '../i18n/i18nProvider';
import type { ExportTaskAnswer } from '../../../vocabulary/exportTask';
import { safeExportFileName } from '../../../vocabulary/exportFileName';
import { clientProfile, requestFileOrJson } from './http';
import { createRestProvider } from './restDataProvider';
import { callOperation, operation } from './operations';
import { asUpstreamError, ClaimConflictError, UpstreamError } from './upstreamError';
import { reportActionOutcome } from '../live/actionOutcomes';
import { finishInBrowser } from './browserList';
import { keepShownColumns } from './keepShownColumns';
import {
  exportFileName,
  listParams,
  listResult,
  listSends,
  missingFilters,
  securityPasswordParams,
  toRecord,
  writableParams,
} from './upstreamMapping';
import { SECURITY_PASSWORD_FIELD } from '../../../vocabulary/moneyOut';
import { UpstreamResources } from './upstreamResources';

const XLSX = /spreadsheetml|application\/octet-stream|application\/vnd\.ms-excel/;

export type ExportOutcome = { kind: 'file'; blob: Blob; filename: string } | { kind: 'task'; task: ExportTaskAnswer };

export interface ActionCall {
  action: string;
  record?: RaRecord;
  ids?: readonly Identifier[];
  /** What the action's dialog asked for (schema `form`), sent beside the payload. */
  values?: Record<string, unknown>;
}

export interface ExportParams {
  filter?: Record<string, unknown>;
  sort?: { field: string; order: string };
  /** The columns written, in order (default: the schema's export columns). */
  columns?: readonly string[];
  /** The list's title in the user's language: the file's {name}. */
  label: string;
}

/**
 * react-admin's contract plus the schemas' custom actions and exports, for every generated resource. Resources are
 * plain strings here because react-admin's hooks and <Admin> take DataProvider<string>; the generated ResourceName
 * union types the route table and the map instead.
 */
export interface AppDataProvider extends DataProvider {
  callAction(resource: string, call: ActionCall): Promise<{ data: unknown }>;
  /** The file, or (a large export) the task the upstream started to write it. */
  exportList(resource: string, params: ExportParams): Promise<ExportOutcome>;
  /** Where a large export's task stands. */
  exportTask(taskId: string): Promise<ExportTaskAnswer>;
  /** §3 import: the checked rows to the schema's bulk endpoint; which were created, which it refused and why. */
  importRows(resource: string, rows: ReadonlyArray<Record<string, unknown>>): Promise<ImportOutcome>;
}

/** The import endpoint's answer: how many rows it created, and each refused row (its index in `rows`) with reasons. */
export interface ImportOutcome {
  created: number;
  failed: Array<{ index: number; errors: Record<string, string> }>;
}

type Method<K extends keyof AppDataProvider> = AppDataProvider[K];

/**
 * The provider of every generated resource; the map is upstream.json's (a test may give its own). Each resource goes
 * the way of its client's convention (upstream.yaml): `{ code, msg, data }` envelopes here, plain REST through
 * ra-data-simple-rest (restDataProvider.ts). Every method rejects with an UpstreamError, whichever way it went (but a
 * cancelled read: rejectingTyped).
 */
export function createDataProvider(map: UpstreamMap = getUpstreamAsset().resources): AppDataProvider {
  const up = new UpstreamResources(map);
  return rejectingTyped(byConvention(envelopeProvider(up), up));
}

/** react-admin's methods: each names its resource first. */
const RESOURCE_METHODS = [
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'create',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
] as const;

/**
 * What react-admin's combineDataProviders does, for this provider: each of react-admin's methods goes to the provider
 * of its resource's convention. ra-core's own cannot be used as it is: it forwards every property by its first
 * argument — supportAbortSignal would read as a function (react-admin wants `true`), exportTask's task id as a
 * resource. The console's own methods (callAction, exportList, importRows) stay the envelope provider's: no rest
 * resource has a call of its own (the generator refuses one), so for a rest resource they reject as unknown actions.
 *
 * The rest provider is imported, not loaded on first use: the library adds 1.4 kB (gzip) to the console's file, while
 * a dynamic import made the bundler split the start-up's own modules (http, errors, session, query-string — which
 * the library shares) out of the entry into five more files for every cold load (issue 13).
 */
function byConvention(envelope: AppDataProvider, up: UpstreamResources): AppDataProvider {
  const rest = createRestProvider(up);
  const isRest = (resource: string) => clientProfile(up.entry(resource).client).convention === 'rest';
  const routed = Object.fromEntries(
    RESOURCE_METHODS.map((name) => [
      name,
      (resource: string, params: unknown) =>
        ((isRest(resource) ? rest : envelope)[name] as (r: string, p: unknown) => Promise<unknown>)(resource, params),
    ]),
  );
  return { ...envelope, ...routed };
}

/** The envelope convention's provider (`{ code, msg, data }`, §7, §8): the schemas' calls as upstream.json maps them. */
function envelopeProvider(up: UpstreamResources): AppDataProvider {
  return {
    // Reads take react-query's signal: a cancelled query (Cancel on a slow server, leaving the screen) aborts its request.
    supportAbortSignal: true,
    ...envelopeReads(up),
    ...envelopeWrites(up),
    callAction: (resource, call) => toldOutcome(resource, call, callAction(up, resource, call)),
    exportList: (resource, params) => exportList(up, resource, params),
    exportTask: async (taskId) => exportTaskOf(await callOperation('exportTask', { taskId })),
    importRows: (resource, rows) => importRows(up, resource, rows),
  };
}

/** react-admin's reads: a list (or a report waiting for its period), one record, several, a record's references. */
function envelopeReads(up: UpstreamResources) {
  const getList = async (resource: string, params: GetListParams) => {
    const entry = up.entry(resource);
    // A report over a period is not asked for until the period is chosen (the list says what is missing).
    const missing = missingFilters(entry, params.filter);
    if (missing.length > 0) return { data: [], total: 0, meta: { missingFilters: missing } };
    return finishInBrowser(
      entry,
      listResult(entry, await up.call(entry, up.list(entry), listParams(entry, params), params.signal)),
      params,
    );
  };
  const getOne = (resource: string, { id, signal }: { id: Identifier; signal?: AbortSignal }) =>
    readOne(up, resource, id, signal);
  return {
    getList: getList as Method<'getList'>,
    getOne: getOne as Method<'getOne'>,
    getMany: (async (resource: string, { ids, signal }: { ids: Identifier[]; signal?: AbortSignal }) => {
      const entry = up.entry(resource);
      if (entry.get && entry.get !== 'list')
        return { data: (await Promise.all(ids.map((id) => getOne(resource, { id, signal })))).map((r) => r.data) };
      // No detail endpoint: read the list (up to §9's selector limit) and pick the ids.
      const all = await getList(resource, {
        pagination: { page: 1, perPage: 10000 },
        sort: { field: entry.recordId, order: 'ASC' },
        filter: {},
        signal,
      });
      const wanted = new Set(ids.map(String));
      return { data: all.data.filter((r) => wanted.has(String(r.id))) };
    }) as Method<'getMany'>,
    getManyReference: ((resource: string, params: GetManyReferenceParams) =>
      getList(resource, {
        ...params,
        filter: { ...params.filter, [params.target]: params.id },
      })) as Method<'getManyReference'>,
  };
}

/** react-admin's writes; the "many" ones one record at a time, as the upstream has no bulk update or delete. */
function envelopeWrites(up: UpstreamResources) {
  const update = async (resource: string, { id, data }: { id: Identifier; data: Record<string, unknown> }) => {
    const entry = up.entry(resource);
    const op = up.operation(entry, 'update');
    // A form page's one record has no id to send: the upstream knows whose it is.
    const idParam = entry.singleton ? {} : { [op.idParam]: id };
    const body = await up.call(entry, op, { ...idParam, ...writableParams(entry.writable.update, data) });
    return {
      data: toRecord(
        entry,
        up.record(entry, body) ?? { ...data, [entry.recordId]: id },
        entry.singleton ? id : undefined,
      ),
    };
  };
  const remove = async (resource: string, { id, previousData }: { id: Identifier; previousData?: RaRecord }) => {
    const entry = up.entry(resource);
    const op = up.operation(entry, 'delete');
    await up.call(entry, op, { [op.idParam]: id });
    return { data: previousData ?? { id } };
  };
  return {
    create: (async (resource: string, { data }: { data: Record<string, unknown> }) => {
      const entry = up.entry(resource);
      const params = {
        ...writableParams(entry.writable.create, data),
        ...securityPasswordParams(data, getUpstreamAsset().profile.securityPasswordParam),
      };
      const body = await up.call(entry, up.operation(entry, 'create'), params);
      return { data: toRecord(entry, up.record(entry, body) ?? data) };
    }) as Method<'create'>,
    update: update as Method<'update'>,
    updateMany: (async (resource: string, { ids, data }: { ids: Identifier[]; data: Record<string, unknown> }) => {
      for (const id of ids) await update(resource, { id, data });
      return { data: ids };
    }) as Method<'updateMany'>,
    delete: remove as Method<'delete'>,
    deleteMany: (async (resource: string, { ids }: { ids: Identifier[] }) => {
      for (const id of ids) await remove(resource, { id });
      return { data: ids };
    }) as Method<'deleteMany'>,
  };
}

/**
 * One record: by its own call (a form page's without an id), or through the list call filtered by the id. A row the
 * list answers is accepted only when its id is the one asked for: an upstream that ignores the id parameter would
 * otherwise show — and let an edit save over — another record.
 */
async function readOne(up: UpstreamResources, resource: string, id: Identifier, signal?: AbortSignal) {
  const entry = up.entry(resource);
  const getter = up.getter(entry);
  if (getter === 'list') {
    // A list that takes no filters (§7's application list) is read whole, up to §9's 10000 rows, and the row picked here.
    const byId = listSends(entry, 'filters') ? { [entry.recordId]: id } : {};
    const params = { ...listParams(entry, { pagination: { page: 1, perPage: 1 } }), ...byId };
    const row = listResult(entry, await up.call(entry, up.list(entry), params, signal)).data.find(
      (r) => String(r.id) === String(id),
    );
    if (!row) throw new UpstreamError('business', 'ra.notification.item_doesnt_exist', {}, 404);
    return { data: row };
  }
  const body = await up.call(entry, getter, entry.singleton ? {} : { [getter.idParam]: id }, signal);
  return { data: toRecord(entry, up.record(entry, body), entry.singleton ? id : undefined) };
}

/** §3 import: the rows in the parameter the profile names (transfers.import), the counts from where it says. */
async function importRows(
  up: UpstreamResources,
  resource: string,
  rows: ReadonlyArray<Record<string, unknown>>,
): Promise<ImportOutcome> {
  const entry = up.entry(resource);
  const transfer = getUpstreamAsset().profile.transfers.import;
  const body = await up.call(entry, up.action(entry, 'import'), { [transfer.params.rows]: [...rows] });
  const failed = readPath(body, transfer.answer.failed);
  return {
    created: Number(readPath(body, transfer.answer.created) ?? 0),
    failed: Array.isArray(failed) ? (failed as ImportOutcome['failed']) : [],
  };
}

/** A task as the console reads it, from an answer shaped like upstream.yaml operations.exportTask's. */
function exportTaskOf(answer: Record<string, unknown>): ExportTaskAnswer {
  const status = Number(answer.status);
  return {
    taskId: String(answer.taskId ?? ''),
    status: (status === 1 || status === 2 || status === 3 ? status : 0) as ExportTaskAnswer['status'],
    progress: Number(answer.progress ?? 0),
    total: Number(answer.total ?? 0),
    filename: String(answer.filename ?? ''),
    link: typeof answer.link === 'string' ? answer.link : null,
    message: typeof answer.message === 'string' ? answer.message : '',
  };
}

/** A row action's outcome, told to whoever keeps a live list (platform/live/actionOutcomes.ts, issue 33). */
async function toldOutcome<T>(resource: string, call: ActionCall, running: Promise<T>): Promise<T> {
  const ids = call.ids ?? (call.record ? [call.record.id] : []);
  try {
    const done = await running;
    reportActionOutcome({ resource, ids });
    return done;
  } catch (error) {
    if (error instanceof ClaimConflictError) reportActionOutcome({ resource, ids, conflict: error.serverMessage });
    throw error;
  }
}

async function callAction(up: UpstreamResources, resource: string, { action, record, ids, values }: ActionCall) {
  const entry = up.entry(resource);
  const op = up.action(entry, action);
  const { [SECURITY_PASSWORD_FIELD]: _password, ...asked } = values ?? {};
  const password = securityPasswordParams(values, getUpstreamAsset().profile.securityPasswordParam);
  const params = ids
    ? { [op.idsParam]: [...ids], ...password }
    : { ...Object.fromEntries(op.payload.map((f) => [f, record?.[f]])), ...asked, ...password };
  const body = await up.call(entry, op, params);
  return { data: up.record(entry, body) ?? null };
}

async function exportList(up: UpstreamResources, resource: string, { filter, sort, columns, label }: ExportParams) {
  const entry = up.entry(resource);
  const op = up.action(entry, 'export');
  const list = listParams(entry, {
    filter,
    sort: sort && { field: sort.field, order: sort.order === 'ASC' ? 'ASC' : 'DESC' },
  });
  // The columns the user sees (by default the list's unhidden ones), headers and values in the user's language.
  const shown = columns ?? (entry.export?.columns ?? []).filter((c) => !entry.export?.hidden?.includes(c));
  const names = getUpstreamAsset().profile.transfers.export.params;
  const told = names.columns ? { [names.columns]: [...shown] } : {};
  const params = { ...list, ...told, [names.language]: i18nProvider.getLocale(), ...op.params };
  const answer = await requestFileOrJson({ client: entry.client, method: op.method, path: op.path, params }, XLSX);
  if (answer.kind === 'json')
    return { kind: 'task', task: exportTaskOf(readAnswer(operation('exportTask'), answer.body)) } as const;
  // The server's name for its file when it gives one (§7: 'named by date range'; the embedded upstream names it by the
  // vocabulary's rule and logs it under that name), else the same rule here: one name on the disk and in the log.
  const filename = answer.filename
    ? safeExportFileName(answer.filename, entry.name)
    : exportFileName(entry, filter, label);
  // A service that cannot be told the columns wrote its own: the file is cut to the shown ones here (issue 30 item 9).
  const blob = names.columns
    ? answer.blob
    : await keepShownColumns(
        answer.blob,
        shown.map((c) => ({
          header: i18nProvider.translate(`resources.${resource}.fields.${c}`),
          masked: entry.export?.masked?.includes(c) ?? false,
        })),
      );
  return { kind: 'file', blob, filename } as const;
}

/**
 * A read its caller cancelled (react-query aborting a query when the screen is left, or Cancel on a slow server) is no
 * failure: it rejects as the abort it is, a DOMException named AbortError, which react-query and react-admin take as
 * such — ra-core's data provider hook logs every other rejection with console.error, which on each page load printed
 * `UpstreamError app.http.cancelled` (issue 30 item 24), and nothing shows it to the user.
 */
function asCancellation(error: unknown): DOMException | undefined {
  return error instanceof UpstreamError && error.kind === 'cancelled'
    ? new DOMException('The request was cancelled', 'AbortError')
    : undefined;
}

/**
 * Every method rejects with an UpstreamError, whatever went wrong (a cancelled read excepted: asCancellation), and
 * never resolves empty: callers (react-admin, the action buttons, exports) can show `message` to the user as it is.
 */
function rejectingTyped<T extends object>(provider: T): T {
  const guarded = { ...provider } as Record<string, unknown>;
  for (const [name, method] of Object.entries(provider)) {
    if (typeof method !== 'function') continue;
    guarded[name] = (...args: unknown[]) => {
      try {
        return (method as (...a: unknown[]) => Promise<unknown>).apply(provider, args).catch((error: unknown) => {
          throw asCancellation(error) ?? asUpstreamError(error);
        });
      } catch (error) {
        return Promise.reject(asUpstreamError(error));
      }
    };
  }
  return guarded as T;
}
