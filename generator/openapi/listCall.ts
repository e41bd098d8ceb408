/**
 * The list call of a draft (issue 35): which client of upstream.yaml speaks it (by its paging parameter names), the
 * paging names and answer paths where they differ from that client's, and where the rows' record schema is.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { isObject, properties, resolve, type Json, type Located, type Param } from './document';
import { jsonType } from './fields';
import type { Todo } from './yamlDraft';

export interface ClientProfile {
  name: string;
  convention?: string;
  paging?: Record<string, string>;
}

export interface ListShape {
  client: string;
  /** upstream.paging overrides. */
  paging?: Record<string, string>;
  rows?: string;
  total?: string;
  /** The list conventions it takes, where fewer than all four. */
  sends?: string[];
  /** The names of the parameters that page and sort (not filters). */
  conventionParams: Set<string>;
  record?: Located;
}

const PAGE = /^(page|pageNo|pageNum|page_no|pageIndex|current)$/;
const PER_PAGE = /^(page_size|pageSize|per_page|perPage|limit|size|rows)$/;
const SORT = /^(sort|sortBy|sort_by|orderBy|order_by|sortField)$/;
const ORDER = /^(order|sortOrder|sort_order|direction|dir)$/;

export function listShape(
  api: Json,
  clients: ClientProfile[],
  params: Param[],
  answer: Located | undefined,
  todos: Todo[],
): ListShape {
  const names = params.map((p) => p.name);
  const found = {
    page: names.find((n) => PAGE.test(n)),
    perPage: names.find((n) => PER_PAGE.test(n)),
    sort: names.find((n) => SORT.test(n)),
    order: names.find((n) => ORDER.test(n)),
  };
  // A bare array of records is a plain REST list (ra-data-simple-rest: range, sort, Content-Range).
  const bare =
    answer && jsonType(answer.node) === 'array'
      ? resolve(api, { node: answer.node.items, pointer: `${answer.pointer}/items` })
      : undefined;
  const rest = clients.find((c) => c.convention === 'rest');
  if (bare && rest)
    return {
      client: rest.name,
      conventionParams: new Set(names.filter((n) => PAGE.test(n) || PER_PAGE.test(n) || SORT.test(n) || ORDER.test(n))),
      record: bare,
    };
  const envelopes = clients.filter((c) => c.convention !== 'rest');
  const client =
    envelopes.find((c) => c.paging?.page === found.page && c.paging?.perPage === found.perPage) ??
    envelopes.find((c) => c.paging?.perPage === found.perPage) ??
    envelopes[0];
  if (!client) throw new Error('upstream.yaml declares no client to speak the list call');
  const shape: ListShape = {
    client: client.name,
    conventionParams: new Set(Object.values(found).filter((n): n is string => !!n)),
  };
  if (client.paging?.page !== found.page || client.paging?.perPage !== found.perPage) {
    todos.push({
      path: ['upstream', 'client'],
      text: `no client of upstream.yaml pages with ${found.page ?? '(no page)'} and ${found.perPage ?? '(no page size)'}: check the client`,
    });
  }
  const paging: Record<string, string> = {};
  for (const [key, name] of Object.entries(found)) if (name && client.paging?.[key] !== name) paging[key] = name;
  if (Object.keys(paging).length) shape.paging = paging;
  const sends = (['page', 'perPage', 'sort', 'filters'] as const).filter(
    (k) => k === 'filters' || (k === 'sort' ? found.sort : found[k]),
  );
  if (!found.sort) {
    // The console sorts and filters in the browser over one call's rows when the service does not: then it pages too.
    shape.sends = found.perPage ? ['perPage'] : [];
    todos.push({
      path: ['upstream', 'list'],
      text: 'the document shows no sort parameter: the console asks for up to 10000 rows and sorts, filters and pages them itself',
    });
  } else if (sends.length < 4) shape.sends = sends;
  Object.assign(shape, answerPaths(api, answer, client, todos));
  return shape;
}

/** The rows array (of objects) nearest the top of the answer, and a count beside it or above it. */
function answerPaths(api: Json, answer: Located | undefined, client: ClientProfile, todos: Todo[]): Partial<ListShape> {
  const queue: { at: Located; path: string[]; counts: string[] }[] = answer
    ? [{ at: answer, path: [], counts: [] }]
    : [];
  while (queue.length) {
    const { at, path, counts } = queue.shift()!;
    const props = properties(api, at);
    const here = Object.entries(props)
      .filter(
        ([n, p]) => /^(total|count|totalCount|total_count)$/.test(n) && /integer|number/.test(jsonType(p.node) ?? ''),
      )
      .map(([n]) => [...path, n].join('.'));
    for (const [name, prop] of Object.entries(props)) {
      const items =
        jsonType(prop.node) === 'array'
          ? resolve(api, { node: prop.node.items, pointer: `${prop.pointer}/items` })
          : undefined;
      if (items && isObject(items.node.properties)) {
        const rows = [...path, name].join('.');
        const total = here[0] ?? counts[0];
        if (!total)
          todos.push({ path: ['upstream', 'list'], text: 'the answer has no total beside its rows: where is it?' });
        return {
          record: items,
          ...(rows !== client.paging?.rows ? { rows } : {}),
          ...(total && total !== client.paging?.total ? { total } : {}),
        };
      }
      if (jsonType(prop.node) === 'object')
        queue.push({ at: prop, path: [...path, name], counts: [...here, ...counts] });
    }
  }
  todos.push({ path: ['fields'], text: 'the list answer has no array of records: the fields below are placeholders' });
  return {};
}

/** The clients of the project's upstream profile, with their paging names (what the list call is matched against). */
export function clientsOf(root: string): ClientProfile[] {
  const file = path.join(root, 'upstream.yaml');
  const profile = existsSync(file)
    ? (parse(readFileSync(file, 'utf8')) as { clients?: Record<string, Omit<ClientProfile, 'name'>> })
    : {};
  return Object.entries(profile.clients ?? {}).map(([name, c]) => ({
    name,
    convention: c.convention,
    paging: c.paging,
  }));
}
