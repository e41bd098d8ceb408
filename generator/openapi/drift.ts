/**
 * npm run generate -- --check-openapi <document> (issue 35 item 2): each schema whose `upstream.openapi` names an
 * operation of the document is compared with it and with the record calls it declares — a field the answer no longer
 * has, a changed type or enum, a required parameter the schema does not send. Each difference is located in the
 * schema and names the place in the document.
 */
import type { CheckId } from '../checks/registry';
import { pointerOf, type Diagnostic } from '../diagnostics';
import { parseSources, readSources, type LoadedSource } from '../load';
import {
  child,
  findOperation,
  isObject,
  operations,
  properties,
  requestParams,
  requestSchema,
  resolve,
  responseSchema,
  type Json,
  type Located,
  type OpenApiDocument,
  type Operation,
} from './document';
import { enumValues, jsonType } from './fields';
import { clientsOf, type ClientProfile } from './listCall';

type Path = (string | number)[];
interface Ctx {
  doc: OpenApiDocument;
  source: LoadedSource;
  out: Diagnostic[];
  /** Schemas whose operation this document does not describe at all: another service's document may. */
  elsewhere: string[];
}

/** The differences, located; `elsewhere` collects the schemas naming an operation (and a path) the document lacks. */
export function checkDrift(doc: OpenApiDocument, root: string, elsewhere: string[] = []): Diagnostic[] {
  const { sources, diagnostics } = parseSources(readSources(root).filter((t) => t.kind === 'resource'));
  const clients = clientsOf(root);
  const out: Diagnostic[] = [...diagnostics];
  for (const source of sources) {
    const data = source.data as Json;
    const named = isObject(data?.upstream) ? data.upstream.openapi : undefined;
    if (typeof named === 'string') checkResource({ doc, source, out, elsewhere }, data, named, clients);
  }
  return out;
}

function report(ctx: Ctx, path: Path, id: CheckId, message: string, docPointer?: string): void {
  const where =
    docPointer === undefined ? ctx.doc.label : `${ctx.doc.label}${lineOf(ctx, docPointer)} (#${docPointer})`;
  ctx.out.push({
    file: ctx.source.file,
    ...ctx.source.locate(path, true),
    pointer: pointerOf(path),
    message: `${message} — ${where}`,
    id,
  });
}

function lineOf(ctx: Ctx, pointer: string): string {
  const line = ctx.doc.lineOf(pointer);
  return line ? `:${line}` : '';
}

function checkResource(ctx: Ctx, data: Json, named: string, clients: ClientProfile[]): void {
  const { api } = ctx.doc;
  const list = findOperation(api, named);
  const upstream = (data.upstream ?? {}) as Json;
  const listCall = (upstream.list ?? {}) as Json;
  if (!list) {
    // Renamed: the list call's path is still there under another name. Neither: another service's operation.
    const moved = isObject(listCall) ? operationAt(api, listCall) : undefined;
    if (!moved) return void ctx.elsewhere.push(`${ctx.source.file} (${named})`);
    const now = moved.operationId ?? `${moved.method} ${moved.path}`;
    return report(
      ctx,
      ['upstream', 'openapi'],
      'openapi.operation.missing',
      `the document has no operation "${named}"; its ${moved.method} ${moved.path} is "${now}"`,
      moved.pointer,
    );
  }
  if (listCall.path !== list.path || (listCall.method ?? 'POST') !== list.method) {
    report(
      ctx,
      ['upstream', 'list'],
      'openapi.operation.path',
      `the list call is ${String(listCall.method ?? 'POST')} ${String(listCall.path)}, the document's "${named}" is ${list.method} ${list.path}`,
      list.pointer,
    );
  }
  const client = clients.find((c) => c.name === upstream.client);
  const rows = String(listCall.rows ?? client?.paging?.rows ?? 'data.data');
  const record = rowsRecord(api, responseSchema(api, list), rows);
  const fields = isObject(data.fields) ? data.fields : {};
  if (record) compareFields(ctx, fields, record, ['fields'], writableBodies(api, upstream));
  else
    report(
      ctx,
      ['upstream', 'list'],
      'openapi.rows.missing',
      `the answer of "${named}" has no array of records at ${rows}`,
      list.pointer,
    );
  const listSent = new Set([
    ...pagingNames(upstream, client, listCall),
    ...filterParams(data),
    ...Object.keys((listCall.params ?? {}) as Json),
  ]);
  unsent(ctx, list, listSent, ['upstream', 'list']);
  for (const kind of ['get', 'create', 'update', 'delete'] as const) {
    const call = upstream[kind];
    if (!isObject(call)) continue;
    const o = operationAt(api, call);
    if (!o) continue; // a call the document does not describe: nothing to compare
    const sent = new Set([...Object.keys((call.params ?? {}) as Json), ...formFields(data, kind)]);
    if (kind !== 'create') sent.add(String(call.idParam ?? data.recordId ?? 'id'));
    unsent(ctx, o, sent, ['upstream', kind]);
  }
}

/** The record schema of the rows at a dotted path of the answer. */
function rowsRecord(api: Json, answer: Located | undefined, rows: string): Located | undefined {
  let at = answer;
  for (const key of rows.split('.')) at = at && properties(api, at)[key];
  if (!at || jsonType(at.node) !== 'array') return undefined;
  return resolve(api, { node: at.node.items, pointer: child(at.pointer, 'items') });
}

/** The request bodies of the schema's create and update calls, where a write-only field is looked for instead. */
function writableBodies(api: Json, upstream: Json): Record<string, Located> {
  const out: Record<string, Located> = {};
  for (const kind of ['update', 'create']) {
    const o = isObject(upstream[kind]) ? operationAt(api, upstream[kind]) : undefined;
    if (o) Object.assign(out, properties(api, requestSchema(api, o)));
  }
  return out;
}

function compareFields(ctx: Ctx, fields: Json, record: Located, at: Path, bodies: Record<string, Located>): void {
  const props = properties(ctx.doc.api, record);
  for (const [name, raw] of Object.entries(fields)) {
    if (!isObject(raw)) continue;
    const prop = props[name] ?? (raw.writeOnly === true ? bodies[name] : undefined);
    if (!prop) {
      report(
        ctx,
        [...at, name],
        'openapi.field.missing',
        `field "${name}" is not in the document's record any more`,
        record.pointer,
      );
      continue;
    }
    const theirs = jsonType(prop.node);
    const compatible = theirs === raw.type || (raw.type === 'number' && theirs === 'integer');
    if (!compatible)
      report(
        ctx,
        [...at, name, 'type'],
        'openapi.field.type',
        `field "${name}" is ${String(raw.type)} here, ${theirs ?? 'untyped'} in the document`,
        prop.pointer,
      );
    if (Array.isArray(raw.enum)) compareEnum(ctx, name, raw.enum as Json[], prop, [...at, name, 'enum']);
    if (raw.type === 'object' && isObject(raw.properties) && theirs === 'object')
      compareFields(ctx, raw.properties, prop, [...at, name, 'properties'], {});
  }
}

function compareEnum(ctx: Ctx, name: string, options: Json[], prop: Located, at: Path): void {
  const theirs = enumValues(prop.node);
  if (!theirs)
    return report(ctx, at, 'openapi.field.enum', `field "${name}" lists values here, the document none`, prop.pointer);
  const ours = options.map((o) => o.value);
  const gone = ours.filter((v) => !theirs.includes(v));
  const added = theirs.filter((v) => !ours.includes(v));
  if (gone.length || added.length) {
    const parts = [
      gone.length ? `no longer has ${gone.join(', ')}` : '',
      added.length ? `adds ${added.join(', ')}` : '',
    ].filter(Boolean);
    report(ctx, at, 'openapi.field.enum', `field "${name}": the document ${parts.join(' and ')}`, prop.pointer);
  }
}

function operationAt(api: Json, call: Json): Operation | undefined {
  const p = String(call.path ?? '').replace(/:id$/, '{}');
  const method = String(call.method ?? 'POST');
  return operations(api).find((o) => o.method === method && (o.path === p || o.path.replace(/\{[^/]+\}$/, '{}') === p));
}

function unsent(ctx: Ctx, o: Operation, sent: Set<string>, at: Path): void {
  for (const p of requestParams(ctx.doc.api, o)) {
    if (p.required && !sent.has(p.name) && !o.path.includes(`{${p.name}}`)) {
      report(
        ctx,
        at,
        'openapi.param.unsent',
        `${o.method} ${o.path} requires "${p.name}", which this schema does not send`,
        p.pointer,
      );
    }
  }
}

function pagingNames(upstream: Json, client: ClientProfile | undefined, list: Json): string[] {
  const paging = { ...(client?.paging ?? {}), ...((upstream.paging ?? {}) as Record<string, string>) };
  const sends = Array.isArray(list.sends) ? (list.sends as string[]) : ['page', 'perPage', 'sort'];
  return [
    ...(sends.includes('page') ? [paging.page] : []),
    ...(sends.includes('perPage') ? [paging.perPage] : []),
    ...(sends.includes('sort') ? [paging.sort, paging.order] : []),
  ].filter((n): n is string => typeof n === 'string');
}

function filterParams(data: Json): string[] {
  const filters = isObject(data.list) && Array.isArray(data.list.filters) ? (data.list.filters as Json[]) : [];
  return filters.flatMap((f) =>
    isObject(f.params) ? Object.values(f.params).map(String) : [String(f.param ?? f.field)],
  );
}

function formFields(data: Json, kind: string): string[] {
  const list = kind === 'create' ? data.create : kind === 'update' ? (data.edit ?? data.form) : undefined;
  return Array.isArray(list) ? list.map((n) => String(n).split('.')[0]) : [];
}
