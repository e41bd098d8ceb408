/**
 * npm run generate -- --from-openapi <file|url> --operation <id or "METHOD path"> [--name <resource>] (issue 35): a
 * draft schemas/<name>.yaml from a list operation of an OpenAPI document — its fields, list call, filters, record calls
 * and description — that generates and serves as it is; every guess is a `# TODO:` comment.
 */
import { bilingual, fieldOf } from './fields';
import {
  findOperation,
  properties,
  requestParams,
  requestSchema,
  requiredOf,
  responseSchema,
  resolve,
  type Json,
  type Located,
  type OpenApiDocument,
  type Operation,
} from './document';
import { filtersOf } from './filters';
import { listShape, type ClientProfile } from './listCall';
import { recordCalls, schemaPath } from './siblings';
import { renderDraft, type Todo } from './yamlDraft';
import { ownHeader } from '../emit/schemaHeaders';

export interface DraftRequest {
  doc: OpenApiDocument;
  operation: string;
  name?: string;
  clients: ClientProfile[];
}

export class ImportError extends Error {}

export function draftSchema(req: DraftRequest): { name: string; yaml: string } {
  const { api } = req.doc;
  const list = findOperation(api, req.operation);
  if (!list)
    throw new ImportError(`${req.doc.label}: no operation "${req.operation}" (give its operationId or "METHOD /path")`);
  const todos: Todo[] = [];
  const params = requestParams(api, list);
  const shape = listShape(api, req.clients, params, responseSchema(api, list), todos);
  const calls = restOnly(
    recordCalls(api, list),
    req.clients.find((c) => c.name === shape.client),
    todos,
  );
  const name = req.name ?? nameOf(list);
  const fields = recordFields(api, shape.record, calls.create, todos);
  const recordId = recordIdOf(fields, todos);
  const { upstream, forms, actions } = callsPart(
    { api, clients: req.clients, list, shape, calls, fields, recordId },
    todos,
  );
  const draft: Json = {
    name,
    description: describe(req.doc, list),
    label: bilingual(typeof list.op.summary === 'string' ? list.op.summary : undefined, name, ['label'], todos),
    route: routeOf(list),
    ...(recordId !== 'id' ? { recordId } : {}),
    upstream,
    fields,
    list: listPart(params, shape.conventionParams, fields, todos),
    show: shown(fields),
    ...forms,
    actions,
  };
  todos.push({ path: ['route'], text: 'the §2 route and the menu place are ours: the document has no screens' });
  todos.push({
    path: ['route'],
    text: 'no `permission`: every account may open this screen; add the §6 key that guards it',
  });
  return {
    name,
    yaml: renderDraft(draft, todos, draftHeader(req, name, upstream)).replace(/^# (yaml-language-server)/, '# $1'),
  };
}

/** The field that identifies a record: "id", else one named like an id, else the first (with a TODO to confirm). */
function recordIdOf(fields: Json, todos: Todo[]): string {
  const recordId =
    'id' in fields ? 'id' : (Object.keys(fields).find((f) => /_?id$/i.test(f)) ?? Object.keys(fields)[0]);
  if (recordId !== 'id')
    todos.push({ path: ['recordId'], text: 'the record has no "id": is this the field that identifies one?' });
  return recordId;
}

/** What the document says about a resource's calls: the list operation and its shape, the record calls kept. */
interface FoundCalls {
  api: Json;
  clients: ClientProfile[];
  list: Operation;
  shape: ReturnType<typeof listShape>;
  calls: ReturnType<typeof recordCalls>;
  fields: Json;
  recordId: string;
}

/**
 * The draft's `upstream` (the list call and the record calls the document has), the forms those calls fill, and the
 * buttons that reach them.
 */
function callsPart(found: FoundCalls, todos: Todo[]): { upstream: Json; forms: Json; actions: Json[] } {
  const { api, list, shape, calls, fields, recordId } = found;
  const upstream: Json = { client: shape.client, openapi: list.operationId ?? `${list.method} ${list.path}` };
  if (shape.paging) upstream.paging = shape.paging;
  upstream.list = { method: list.method, path: list.path, ...pick(shape, ['rows', 'total', 'sends']) };
  const actions: Json[] = [];
  const rest = found.clients.find((c) => c.name === shape.client)?.convention === 'rest';
  if (calls.get || !rest) {
    upstream.get = calls.get ? call(api, calls.get, recordId) : 'list';
    actions.push({ name: 'get', place: 'row' });
  } else
    todos.push({
      path: ['upstream', 'client'],
      text: 'no GET of one record in the document (a rest client has no `get: list`): no detail screen',
    });
  const forms: Json = {};
  for (const kind of ['create', 'update', 'delete'] as const) {
    const o = calls[kind];
    if (!o) continue;
    upstream[kind] = call(api, o, recordId);
    if (kind !== 'delete') forms[kind === 'create' ? 'create' : 'edit'] = formFields(api, o, fields, recordId);
    actions.push({
      name: { create: 'add', update: 'edit', delete: 'delete' }[kind],
      place: kind === 'create' ? 'toolbar' : 'row',
    });
  }
  return { upstream, forms, actions };
}

/** The §2 route the draft guesses from the list path, without its /api and /v1 prefixes. */
function routeOf(list: Operation): string {
  return `/${list.path
    .split('/')
    .filter((s) => s && s !== 'api' && !/^v\d+$/.test(s))
    .join('/')}`;
}

/** The draft's first comment lines: its editor schema, where it came from, and how to finish it. */
function draftHeader(req: DraftRequest, name: string, upstream: Json): string[] {
  return [
    // The editor header points at the draft's own schema (emit/ownNames.ts), which the generate that follows writes.
    ownHeader(`schemas/${name}.yaml`).replace(/^# /, ''),
    `Draft from ${req.doc.label} (${String(upstream.openapi)}), written by npm run generate -- --from-openapi.`,
    'Resolve each TODO, then delete its comment; npm run generate -- --check-openapi keeps this file in step with the document.',
  ];
}

/** A record call with the id in its path (`/members/{id}`): only a rest client sends it so; left out otherwise. */
function restOnly(calls: ReturnType<typeof recordCalls>, client: ClientProfile | undefined, todos: Todo[]) {
  if (client?.convention === 'rest') return calls;
  for (const [kind, o] of Object.entries(calls)) {
    if (!o.path.endsWith('}')) continue;
    todos.push({
      path: ['upstream', 'client'],
      text: `${o.method} ${o.path} (${kind}) carries the id in its path, which only a rest client sends: left out`,
    });
    delete calls[kind as keyof typeof calls];
  }
  return calls;
}

function nameOf(list: Operation): string {
  const fromId = /^(list|query|search|get|find|fetch|page)([A-Z]\w*)$/.exec(list.operationId ?? '')?.[2];
  const segments = list.path.split('/').filter((s) => s && !s.startsWith('{'));
  const base = fromId ?? (segments.length > 1 ? segments[segments.length - 2] : (segments[0] ?? 'records'));
  const camel = base.replace(/[-_](\w)/g, (_, c: string) => c.toUpperCase()).replace(/^[A-Z]/, (c) => c.toLowerCase());
  return fromId || camel.endsWith('s') ? camel : `${camel}s`;
}

function describe(doc: OpenApiDocument, list: Operation): string {
  const title = (doc.api.info as Json | undefined)?.title;
  const what = [list.op.summary, list.op.description]
    .filter((t) => typeof t === 'string')
    .join(': ')
    .replace(/[.。]\s*$/, '');
  return `${what ? `${what} ` : ''}(${title ?? doc.label}: ${list.method} ${list.path}).`;
}

function recordFields(api: Json, record: Located | undefined, create: Operation | undefined, todos: Todo[]): Json {
  const fields: Json = {};
  const required = new Set(requiredOf(record));
  const body = create && properties(api, requestSchema(api, create));
  const bodyRequired = new Set(create ? requiredOf(requestSchema(api, create)) : []);
  for (const [name, prop] of Object.entries(properties(api, record))) {
    const field = fieldOf({ api, todos }, name, prop, ['fields', name]);
    if (!field) continue;
    if (body && !(name in body) && field.type !== 'object') field.readOnly = true;
    if (!field.readOnly && (body ? bodyRequired.has(name) : required.has(name))) field.required = true;
    fields[name] = field;
  }
  for (const [name, prop] of Object.entries(body ?? {})) {
    if (name in fields) continue;
    const field = fieldOf({ api, todos }, name, prop, ['fields', name]);
    if (field) fields[name] = { ...field, writeOnly: true, ...(bodyRequired.has(name) ? { required: true } : {}) };
  }
  if (Object.keys(fields).length === 0) fields.id = { type: 'integer', label: { 'zh-CN': 'ID', en: 'ID' } };
  return fields;
}

function call(api: Json, o: Operation, recordId: string): Json {
  const out: Json = { method: o.method, path: schemaPath(o) };
  const idParam = requestParams(api, o).find((p) => p.required && /id$/i.test(p.name))?.name;
  if (idParam && idParam !== recordId && !o.path.endsWith('}')) out.idParam = idParam;
  return out;
}

function formFields(api: Json, o: Operation, fields: Json, recordId: string): string[] {
  const sent = requestParams(api, o)
    .map((p) => p.name)
    .filter((n) => n in fields && n !== recordId);
  return sent.length
    ? sent
    : Object.keys(fields).filter((n) => !(fields[n] as Json).readOnly && (fields[n] as Json).type !== 'object');
}

function listPart(params: ReturnType<typeof requestParams>, skip: Set<string>, fields: Json, todos: Todo[]): Json {
  const scalar = Object.keys(fields).filter(
    (n) => !['object', 'array'].includes(String((fields[n] as Json).type)) && !(fields[n] as Json).writeOnly,
  );
  const part: Json = { columns: scalar.slice(0, 8) };
  if (scalar.length > 8)
    todos.push({ path: ['list', 'columns'], text: `the first 8 of ${scalar.length} fields: choose the columns` });
  const filters = filtersOf(params, skip, fields, todos);
  if (filters.length) part.filters = filters;
  const sortParam = params.find((p) => /^(sort|sortBy|sort_by|orderBy|order_by|sortField)$/.test(p.name));
  if (sortParam) {
    const sortEnum = resolve({}, { node: sortParam.schema?.node, pointer: '' })?.node.enum;
    const dateTime = scalar.find((n) => (fields[n] as Json).format === 'date-time');
    const sortable = Array.isArray(sortEnum)
      ? sortEnum.filter((n) => scalar.includes(String(n))).map(String)
      : dateTime
        ? [dateTime]
        : [];
    for (const n of sortable) (fields[n] as Json).sortable = true;
    if (!Array.isArray(sortEnum))
      todos.push({
        path: ['list', 'sort'],
        text: 'the document does not list the fields the service sorts by: only the creation time is sortable',
      });
    if (sortable[0]) part.sort = { field: sortable[0], order: 'DESC' };
  }
  return part;
}

function shown(fields: Json): string[] {
  return Object.entries(fields).flatMap(([n, f]) =>
    (f as Json).writeOnly
      ? []
      : (f as Json).type === 'object'
        ? Object.keys((f as Json).properties as Json).map((k) => `${n}.${k}`)
        : [n],
  );
}

function pick(o: object, keys: string[]): Json {
  return Object.fromEntries(Object.entries(o).filter(([k, v]) => keys.includes(k) && v !== undefined));
}
