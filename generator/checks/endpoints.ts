import type { LoadedSource } from '../load';
import { SIMPLE_REST } from '../../vocabulary/upstreamProfile';
import { clientOf } from '../model/resource';
import { didYouMean } from '../suggest';
import type { Path, ProjectContext, ResourceSource } from './context';
import { checkHistoryCall } from './history';
import { isRestResource } from './rest';

/** One endpoint a schema makes the upstream serve, and where the schema says so. */
interface Endpoint {
  method: string;
  path: string;
  /** Fixed parameters: two operations on one path are told apart by a parameter both fix to different values. */
  params: Record<string, unknown>;
  /** Names the schema's own calls may carry besides its fixed parameters: its fields and its filters' parameters. */
  carries: ReadonlySet<string>;
  source: LoadedSource;
  at: Path;
}

/** Where a schema leaves the method out: POST, or a rest client's methods (ra-data-simple-rest's). */
const ENVELOPE_METHODS = { list: 'POST', get: 'POST', create: 'POST', update: 'POST', delete: 'POST' };

function endpointsOf(
  { source, r }: ResourceSource,
  methods: Record<keyof typeof ENVELOPE_METHODS, string>,
): Endpoint[] {
  const out: Endpoint[] = [];
  const filters = (r.list?.filters ?? []).flatMap((f) => (f.params ? Object.values(f.params) : [f.param ?? f.field]));
  const carries = new Set([...Object.keys(r.fields ?? {}), ...filters]);
  const add = (
    op: { method?: string; path: string; params?: Record<string, unknown> } | undefined,
    at: Path,
    method = 'POST',
  ) => {
    if (op) out.push({ method: op.method ?? method, path: op.path, params: op.params ?? {}, carries, source, at });
  };
  const up = r.upstream;
  add(up.list, ['upstream', 'list'], methods.list);
  if (typeof up.get === 'object') add(up.get, ['upstream', 'get'], methods.get);
  add(up.create, ['upstream', 'create'], methods.create);
  add(up.update, ['upstream', 'update'], methods.update);
  add(up.delete, ['upstream', 'delete'], methods.delete);
  (r.actions ?? []).forEach((a, i) => add(a.call, ['actions', i, 'call']));
  // A view's button calling one of the resource's own endpoints (its export, say) is that endpoint, not a second one.
  const own = (r.actions ?? []).map((a) => JSON.stringify(a.call ?? null));
  (r.views ?? []).forEach((v, i) =>
    (v.actions ?? []).forEach((a, j) => {
      if (!own.includes(JSON.stringify(a.call ?? null))) add(a.call, ['views', i, 'actions', j, 'call']);
    }),
  );
  return out;
}

/**
 * Two operations on one method and path can share it only when a fixed parameter tells them apart: one both fix to
 * different values, or — between two schemas — one that only one of them fixes and the other never sends. So a second
 * schema joins an endpoint by declaring its own fixed parameter, with no edit to the first (whose calls stay as they
 * are); the embedded upstream gives a call to the route whose fixed parameters it carries, the one fixing most first
 * (upstream/router.ts). One schema's own operations say both values (§7 channel save: is_update 0 and 1).
 */
function distinguished(a: Endpoint, b: Endpoint): boolean {
  const bothFix = Object.keys(a.params).some(
    (k) => Object.hasOwn(b.params, k) && String(a.params[k]) !== String(b.params[k]),
  );
  const onlyIn = (x: Endpoint, y: Endpoint) =>
    Object.keys(x.params).some((k) => !Object.hasOwn(y.params, k) && !y.carries.has(k));
  return bothFix || (a.source !== b.source && (onlyIn(a, b) || onlyIn(b, a)));
}

const where = (e: Endpoint) => {
  const { line, col } = e.source.locate(e.at);
  return `${e.source.file}:${line}:${col}`;
};

/**
 * Every endpoint is served once (§7 paths are opaque ids): a second schema — or a second operation of the same one —
 * on the same method and path is reported at file:line before anything is generated, instead of the embedded
 * upstream refusing to start. The profile's fixed calls (sign-in, user info, passwords …) are the console's own.
 */
export function checkEndpoints(ctx: ProjectContext): void {
  const seen: Endpoint[] = [];
  const reserved = new Map(Object.entries(ctx.upstream?.operations ?? {}).map(([name, op]) => [op.path, name]));
  for (const resource of ctx.resources) {
    for (const e of endpointsOf(resource, isRestResource(ctx, resource) ? SIMPLE_REST.methods : ENVELOPE_METHODS)) {
      const fixed = reserved.get(e.path);
      if (fixed !== undefined) {
        ctx.checker.report(
          'endpoint.profile-path',
          e.source,
          [...e.at, 'path'],
          `${e.path} is the profile's ${fixed} call (upstream.yaml operations.${fixed}); choose another path`,
        );
        continue;
      }
      const clash = seen.find((s) => s.method === e.method && s.path === e.path && !distinguished(s, e));
      if (clash) {
        // Reported in both places (issue 31 item 10): the file just edited may be either of them.
        const fix =
          'a shared path needs a fixed parameter ("params") that tells the calls apart: one both fix to different values, ' +
          'or one another schema never sends';
        ctx.checker.report(
          'endpoint.clash',
          e.source,
          [...e.at, 'path'],
          `${e.method} ${e.path} is already served by ${where(clash)} (${clash.at.join('/')}); ${fix}`,
        );
        ctx.checker.report(
          'endpoint.clash',
          clash.source,
          [...clash.at, 'path'],
          `${e.method} ${e.path} is also served by ${where(e)} (${e.at.join('/')}); ${fix}`,
        );
      } else {
        seen.push(e);
      }
    }
  }
}

/** Fixed parameters must not be the ones paging, sorting or the filters send. */
export function checkFixedParams(ctx: ProjectContext, { source, r }: ResourceSource): void {
  const list = r.upstream.list;
  if (!list?.params) return;
  const { page, perPage, sort, order } = { ...clientOf(ctx.upstream, r.upstream.client).paging, ...r.upstream.paging };
  const taken = new Map<string, string>(
    [page, perPage, sort, order].flatMap((p) => (p === undefined ? [] : [[p, 'paging'] as const])),
  );
  for (const f of r.list?.filters ?? []) {
    if (f.params) {
      for (const param of [f.params.from, f.params.to, f.params.day])
        if (param !== undefined) taken.set(param, `filter ${f.field}`);
    } else {
      taken.set(f.param ?? f.field, `filter ${f.field}`);
    }
  }
  for (const key of Object.keys(list.params)) {
    const owner = taken.get(key);
    if (owner)
      ctx.checker.report(
        'endpoint.fixed-param.collides',
        source,
        ['upstream', 'list', 'params', key],
        `"${key}" is sent by the ${owner}; a fixed parameter would override it`,
        true,
      );
  }
}

/**
 * A schema's client is one the profile declares (upstream.yaml `clients`), and so is every fixed call's and the
 * history call's (which also names a permission key, checked here with it).
 */
export function checkClients(ctx: ProjectContext): void {
  // A profile cut short by a YAML syntax error may have lost the clients named here: its one error says enough.
  if (!ctx.upstream || !ctx.upstreamSource || ctx.upstreamSource.damage?.unreadable) return;
  const clients = Object.keys(ctx.upstream.clients);
  const unknown = (name: string) =>
    `unknown client "${name}"${didYouMean(name, clients) || `; upstream.yaml declares ${clients.join(', ')}`}`;
  for (const { source, r } of ctx.resources) {
    if (typeof r.upstream?.client === 'string' && !clients.includes(r.upstream.client))
      ctx.checker.report('upstream.client.unknown', source, ['upstream', 'client'], unknown(r.upstream.client));
  }
  for (const [name, op] of Object.entries(ctx.upstream.operations)) {
    if (typeof op.client === 'string' && !clients.includes(op.client))
      ctx.checker.report(
        'upstream.client.unknown',
        ctx.upstreamSource,
        ['operations', name, 'client'],
        unknown(op.client),
      );
  }
  checkHistoryCall(ctx, clients);
}

/**
 * What a list call leaves to the browser (`upstream.list.sends`) the browser can only do over every row: a call that
 * pages while the console sorts or filters would sort or filter one page of many. Figures the answer carries
 * (`summary`) and an export's file cover what the upstream filtered, so neither goes with a list filtered in the browser.
 */
export function checkListSends(ctx: ProjectContext, { source, r }: ResourceSource): void {
  const sends = r.upstream.list?.sends;
  if (!sends) return;
  const at = ['upstream', 'list', 'sends'];
  const browser = (['sort', 'filters'] as const).filter((what) => !sends.includes(what));
  if (sends.includes('page') && browser.length > 0) {
    const does = browser.map((w) => (w === 'sort' ? 'sorts' : 'filters')).join(' and ');
    ctx.checker.report(
      'list.sends.page',
      source,
      at,
      `a list the console ${does} in the browser must read every row in one call: leave "page" out of "sends" too (${browser.map((w) => (w === 'sort' ? 'sorting' : 'filtering')).join(' and ')} one page of many would show the wrong rows)`,
    );
  }
  if (sends.includes('filters')) return;
  if (r.list?.summary?.length)
    ctx.checker.report(
      'list.sends.summary',
      source,
      ['list', 'summary'],
      'the figures a list answer carries cover the rows the upstream filtered; a list filtered in the browser ("sends" without "filters") cannot show them',
      true,
    );
  (r.actions ?? []).forEach((a, i) => {
    if (a.name === 'export' && a.call)
      ctx.checker.report(
        'list.sends.export',
        source,
        ['actions', i, 'call'],
        'the upstream writes an export of the rows it filtered; a list filtered in the browser ("sends" without "filters") cannot tell it which — add "filters" to "sends" or drop the call (react-admin exports the rows loaded)',
        true,
      );
  });
}
