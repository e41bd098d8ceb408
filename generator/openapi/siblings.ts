/**
 * The record calls beside a list call (issue 35): get, create, update and delete. In the movie-service convention
 * (§7) they sit under the same parent path, named by their last segment or operationId (/api/v2/x/list →
 * /api/v2/x/detail, /create, /edit, /delete); in a REST document they are the other methods on the same path and on
 * the path with a `{id}` segment.
 */
import { operations, type Json, type Operation } from './document';

export type RecordCall = 'get' | 'create' | 'update' | 'delete';

const VERBS: [RecordCall, RegExp][] = [
  ['get', /^(detail|details|info|get|show|view|read|one)/i],
  ['create', /^(create|add|new|insert)/i],
  ['update', /^(edit|update|modify|save|change)/i],
  ['delete', /^(delete|del|remove|destroy)/i],
];

export function recordCalls(api: Json, list: Operation): Partial<Record<RecordCall, Operation>> {
  const out: Partial<Record<RecordCall, Operation>> = {};
  const parent = list.path.replace(/\/[^/]+$/, '');
  const itemPath = new RegExp(`^${escape(list.path)}/\\{[^/]+\\}$`);
  for (const o of operations(api)) {
    if (o === list || (o.method === list.method && o.path === list.path)) continue;
    const rest = o.path === list.path || itemPath.test(o.path);
    let kind: RecordCall | undefined;
    if (rest)
      kind = ({ GET: 'get', POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete' } as const)[o.method];
    else if (o.path.replace(/\/[^/]+$/, '') === parent) {
      const last = o.path.slice(parent.length + 1);
      kind = VERBS.find(([, re]) => re.test(last))?.[0] ?? VERBS.find(([, re]) => re.test(o.operationId ?? ''))?.[0];
    }
    if (kind && !out[kind]) out[kind] = o;
  }
  return out;
}

/** The path as the schema language writes it: `{id}` as `:id`. */
export function schemaPath(o: Operation): string {
  return o.path.replace(/\{[^/]+\}$/, ':id');
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
