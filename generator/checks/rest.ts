import { restRecordPath, SIMPLE_REST } from '../../vocabulary/upstreamProfile';
import type { CheckId } from './registry';
import type { OperationInput, ResourceInput } from '../input';
import { clientOf } from '../model/resource';
import type { Path, ProjectContext, ResourceSource } from './context';

/** Whether a resource's client speaks plain REST (upstream.yaml `convention: rest`). */
export const isRestResource = (ctx: ProjectContext, { r }: ResourceSource) =>
  typeof r.upstream?.client === 'string' && clientOf(ctx.upstream, r.upstream.client).convention === 'rest';

const RECORD_CALLS = ['get', 'create', 'update', 'delete'] as const;

/** A diagnostic at a path of the resource file being checked. */
type Report = (id: CheckId, path: Path, message: string, atKey?: boolean) => void;

/**
 * A rest client's resource goes through ra-data-simple-rest, which knows five calls on one collection and nothing
 * else: GET <path> (the list, with filter, range and sort), GET, PUT and DELETE <path>/:id, POST <path>. What a schema
 * says beyond them could never be sent, so it is refused here, where it is said, with the reason.
 */
export function checkRestResource(ctx: ProjectContext, resource: ResourceSource): void {
  const { source, r } = resource;
  const report: Report = (id, path, message, atKey = false) => ctx.checker.report(id, source, path, message, atKey);
  const why = `client "${r.upstream.client}" speaks plain REST (ra-data-simple-rest)`;
  if ((r.page ?? 'list') !== 'list')
    report(
      'rest.page',
      ['page'],
      `${why}: it serves list pages, whose records are each read by their id at <path>/:id`,
    );
  if (r.recordId !== undefined && r.recordId !== SIMPLE_REST.idField)
    report(
      'rest.record-id',
      ['recordId'],
      `${why}, which addresses a record by its "${SIMPLE_REST.idField}" field; name the id field ${SIMPLE_REST.idField}`,
    );
  if (r.upstream.paging)
    report(
      'rest.paging',
      ['upstream', 'paging'],
      `${why}: a list pages and sorts with range and sort, not with parameters of its own`,
      true,
    );
  checkRestList(ctx, resource, why);
  const collection = r.upstream.list?.path;
  const recordPath = collection ? restRecordPath(collection) : '<list path>/:id';
  if (r.upstream.get === 'list')
    report(
      'rest.get',
      ['upstream', 'get'],
      `${why}: one record is read at ${recordPath}; write get: { path: ${recordPath} }`,
    );
  for (const kind of RECORD_CALLS) {
    const op = r.upstream[kind];
    if (typeof op === 'object') checkRestCall(ctx, resource, kind, op, collection, why);
  }
  checkRestScreens(report, r, why);
}

/** What a resource's screens ask beyond the five calls: calls of their own, preset views, an export log. */
function checkRestScreens(report: Report, r: ResourceInput, why: string): void {
  (r.actions ?? []).forEach((a, i) => {
    if (a.call)
      report(
        'rest.action-call',
        ['actions', i, 'call'],
        `${why}, which has no calls beyond list, get, create, update and delete: "${a.name}" cannot call ${a.call.path}; keep the built-in buttons (add, edit, delete, get, and export without a call, which writes what the list loads) or serve the resource through an envelope client`,
        true,
      );
  });
  if (r.views)
    report(
      'rest.views',
      ['views'],
      `${why}: views are not supported for it (a view's preset filter would have to travel inside filter=, and the console does not send it there)`,
      true,
    );
  if (r.exportLog)
    report(
      'rest.export-log',
      ['exportLog'],
      `${why}: the export log is written by the envelope services' exports`,
      true,
    );
}

function checkRestList(ctx: ProjectContext, { source, r }: ResourceSource, why: string): void {
  const list = r.upstream.list;
  const report = (id: CheckId, path: Path, message: string, atKey = false) =>
    ctx.checker.report(id, source, path, message, atKey);
  if (list) {
    if (list.method !== undefined && list.method !== SIMPLE_REST.methods.list)
      report(
        'rest.list.method',
        ['upstream', 'list', 'method'],
        `${why}: the list is ${SIMPLE_REST.methods.list} ${list.path}`,
      );
    for (const key of ['rows', 'total'] as const) {
      if (list[key] !== undefined)
        report(
          'rest.list.answer',
          ['upstream', 'list', key],
          `${why}: a list answers its rows as the body and its total in ${SIMPLE_REST.totalHeader}`,
          true,
        );
    }
    if (list.params)
      report(
        'rest.list.params',
        ['upstream', 'list', 'params'],
        `${why}: a list sends filter, range and sort only; fixed parameters cannot go along`,
        true,
      );
    if (list.sends)
      report(
        'rest.list.sends',
        ['upstream', 'list', 'sends'],
        `${why}: a list always sends filter, range and sort`,
        true,
      );
  }
  if (r.list?.summary)
    report(
      'rest.list.summary',
      ['list', 'summary'],
      `${why}: a list answers its rows alone, with no figures beside them to read`,
      true,
    );
}

/** get, update and delete at <path>/:id, create at <path>, each with the library's method and nothing else. */
function checkRestCall(
  ctx: ProjectContext,
  { source }: ResourceSource,
  kind: (typeof RECORD_CALLS)[number],
  op: OperationInput,
  collection: string | undefined,
  why: string,
): void {
  const at = ['upstream', kind];
  const method = SIMPLE_REST.methods[kind];
  const report = (id: CheckId, path: Path, message: string, atKey = false) =>
    ctx.checker.report(id, source, path, message, atKey);
  const path = collection && (kind === 'create' ? collection : restRecordPath(collection));
  if (path && op.path !== path)
    report(
      'rest.operation.path',
      [...at, 'path'],
      `${why}: ${kind} is ${method} ${path} (the list's path${kind === 'create' ? '' : ' and /:id'})`,
    );
  if (op.method !== undefined && op.method !== method)
    report('rest.operation.method', [...at, 'method'], `${why}: ${kind} is ${method}`);
  if (op.idParam !== undefined)
    report(
      'rest.operation.id-param',
      [...at, 'idParam'],
      `${why}: the id travels in the path (/:id), not in a parameter`,
      true,
    );
  if (op.idsParam !== undefined)
    report('rest.operation.ids-param', [...at, 'idsParam'], `${why}: it has no bulk calls`, true);
  if (op.params)
    report(
      'rest.operation.params',
      [...at, 'params'],
      `${why}: a ${kind} sends the record's fields only; fixed parameters cannot go along`,
      true,
    );
}

/**
 * `/:id` in a path is where a rest client puts the record id; an envelope client sends the id as a parameter (idParam),
 * so a path of its own ending in /:id would be called literally.
 */
export function checkRecordPaths(ctx: ProjectContext, { source, r }: ResourceSource): void {
  const id = `/${SIMPLE_REST.idSegment}`;
  const message = `"${id}" stands for the record id only in a rest client's get, update and delete; client "${r.upstream.client}" sends the id as a parameter (idParam)`;
  for (const kind of RECORD_CALLS) {
    const op = r.upstream[kind];
    if (typeof op === 'object' && op.path.endsWith(id))
      ctx.checker.report('endpoint.path.id', source, ['upstream', kind, 'path'], message);
  }
  (r.actions ?? []).forEach((a, i) => {
    if (a.call?.path.endsWith(id))
      ctx.checker.report('endpoint.path.id', source, ['actions', i, 'call', 'path'], message);
  });
  (r.views ?? []).forEach((v, i) =>
    (v.actions ?? []).forEach((a, j) => {
      if (a.call?.path.endsWith(id))
        ctx.checker.report('endpoint.path.id', source, ['views', i, 'actions', j, 'call', 'path'], message);
    }),
  );
}

/**
 * A rest client of upstream.yaml has none of the envelope convention's keys (its answers are the records, its pages
 * range and sort, ra-data-simple-rest's), and sends JSON bodies: anything else would be declared and never used.
 */
export function checkRestClients(ctx: ProjectContext): void {
  if (!ctx.upstream || !ctx.upstreamSource) return;
  for (const [name, client] of Object.entries(ctx.upstream.clients)) {
    if (client.convention !== 'rest') continue;
    const report = (id: CheckId, key: string, message: string) =>
      ctx.checker.report(id, ctx.upstreamSource!, ['clients', name, key], message, true);
    const why = 'a rest client speaks ra-data-simple-rest';
    if (client.envelope)
      report(
        'rest.client.envelope',
        'envelope',
        `${why}: its answers are the records themselves and its errors HTTP statuses, with no envelope`,
      );
    if (client.paging)
      report(
        'rest.client.paging',
        'paging',
        `${why}: a list pages and sorts with range and sort, its total in ${SIMPLE_REST.totalHeader}`,
      );
    if (client.idsParam)
      report(
        'rest.client.ids-param',
        'idsParam',
        `${why}: it has no bulk calls (several records are read with filter={"${SIMPLE_REST.idField}":[…]})`,
      );
    if (client.body !== 'json')
      ctx.checker.report(
        'rest.client.body',
        ctx.upstreamSource,
        ['clients', name, 'body'],
        `${why}, which sends JSON bodies; write body: json`,
      );
  }
}
