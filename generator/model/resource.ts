import { ACTION_KEYS, type ActionKey } from '../../vocabulary/actions';
import { LIST_SENDS, type ListSend } from '../../vocabulary/upstream';
import {
  SIMPLE_REST,
  type ClientPaging,
  type ClientProfile,
  type UpstreamProfile,
} from '../../vocabulary/upstreamProfile';
import type { ActionInput, OperationInput, ResourceInput } from '../input';
import { flattenFields } from './fields';
import { nounOf } from './noun';
import type {
  ActionModel,
  DashboardModel,
  ListModel,
  LiveModel,
  OperationModel,
  Params,
  ResourceModel,
  ViewModel,
} from './types';

/** add/edit/delete/get/export without a `call`: react-admin's own buttons. */
const BUILTIN: readonly string[] = ['add', 'edit', 'delete', 'get', 'export'];

/** The paging and bulk parameter of a client the profile lacks or leaves without them (reported by the checks). */
const NEUTRAL = {
  paging: {
    page: 'page',
    perPage: 'page_size',
    sort: 'sort',
    order: 'order',
    ascending: 'asc',
    descending: 'desc',
    rows: 'data',
    total: 'total',
  },
  idsParam: 'ids',
};

/**
 * The conventions of a resource's client (upstream.yaml). A client the profile lacks (reported by the checks) gets
 * neutral ones, so the checks of the rest still run.
 */
export function clientOf(profile: UpstreamProfile | undefined, client: string): ClientProfile {
  const found = profile?.clients && Object.hasOwn(profile.clients, client) ? profile.clients[client] : undefined;
  return (
    found ?? {
      convention: 'envelope',
      baseUrl: `${client}ApiUrl`,
      body: 'json',
      arrays: 'comma',
      dates: 'text',
      timeoutMs: 300_000,
      ...structuredClone(NEUTRAL),
    }
  );
}

function operation(
  op: OperationInput | undefined,
  recordId: string,
  idsParam: string,
  method: OperationModel['method'] = 'POST',
): OperationModel | undefined {
  return (
    op && {
      method: op.method ?? method,
      path: op.path,
      idParam: op.idParam ?? recordId,
      idsParam: op.idsParam ?? idsParam,
      params: { ...op.params },
    }
  );
}

/**
 * A client's paging, where its list answers keep rows and total, and a bulk selection's parameter. A rest client has
 * none of its own: react-admin's paging names (ra-data-simple-rest encodes them in range and sort), no answer paths, and
 * the id field — the key under which the library asks for several records.
 */
function conventionsOf(client: ClientProfile): {
  paging: Omit<ClientPaging, 'rows' | 'total'>;
  rows?: string;
  total?: string;
  idsParam: string;
} {
  if (client.convention === 'rest') return { paging: { ...SIMPLE_REST.paging }, idsParam: SIMPLE_REST.idField };
  const { rows, total, ...paging } = client.paging ?? NEUTRAL.paging;
  return { paging, rows, total, idsParam: client.idsParam ?? NEUTRAL.idsParam };
}

/** The upstream calls of a resource: the schema's, with the client's defaults (a rest client's methods are the library's). */
function upstreamOf(r: ResourceInput, client: ClientProfile): ResourceModel['upstream'] {
  const recordId = r.recordId ?? 'id';
  const { paging, rows, total, idsParam } = conventionsOf(client);
  const rest = client.convention === 'rest';
  const methods = rest ? SIMPLE_REST.methods : undefined;
  const up = r.upstream;
  return {
    client: up.client,
    convention: client.convention,
    paging: { ...paging, ...up.paging },
    dates: client.dates,
    list: up.list && {
      method: up.list.method ?? (rest ? SIMPLE_REST.methods.list : 'POST'),
      path: up.list.path,
      // A rest list has neither: it answers its rows, with the total in Content-Range.
      ...(rest ? {} : { rows: up.list.rows ?? rows, total: up.list.total ?? total }),
      params: { ...up.list.params },
      sends: [...(up.list.sends ?? LIST_SENDS)],
    },
    get: up.get === 'list' ? 'list' : operation(up.get, recordId, idsParam, methods?.get),
    create: operation(up.create, recordId, idsParam, methods?.create),
    update: operation(up.update, recordId, idsParam, methods?.update),
    delete: operation(up.delete, recordId, idsParam, methods?.delete),
  };
}

export function buildActions(
  actions: readonly ActionInput[] | undefined,
  r: ResourceInput,
  listColumns: readonly string[],
  idsParam: string,
  preset: Params = {},
): ActionModel[] {
  const recordId = r.recordId ?? 'id';
  return (actions ?? []).map((a) => ({
    name: a.name,
    access: a.access ?? (ACTION_KEYS.includes(a.name as ActionKey) ? (a.name as ActionKey) : 'edit'),
    place: a.place,
    builtin: BUILTIN.includes(a.name) && !a.call,
    label: a.label,
    icon: a.icon,
    confirm: a.confirm,
    submit: a.submit,
    summary: [...(a.summary ?? [])],
    moneyOut: a.moneyOut ?? false,
    shows: [...(a.shows ?? [])],
    form: [...(a.form ?? [])],
    call: operation(a.call, recordId, idsParam),
    payload: a.payload ? [...a.payload] : [recordId],
    effect: a.effect && { ...a.effect },
    visibleWhen: a.visibleWhen && { ...a.visibleWhen },
    conflict: a.conflict && {
      message: a.conflict,
      when: { ...preset, ...(a.visibleWhen ? { [a.visibleWhen.field]: a.visibleWhen.equals } : {}) },
    },
    export:
      a.name === 'export' || a.export
        ? {
            range: a.export?.range && { filter: a.export.range.filter, required: a.export.range.required ?? false },
            fileName: a.export?.fileName ?? '{name}_{from}_{to}',
            columns: [...(a.export?.columns ?? listColumns)],
          }
        : undefined,
  }));
}

function buildList(r: ResourceInput): ListModel | undefined {
  const l = r.list;
  if (!l) return undefined;
  return {
    columns: [...l.columns],
    hiddenColumns: [...(l.hiddenColumns ?? [])],
    filters: (l.filters ?? []).map((f) => ({
      field: f.field,
      op: f.op,
      param: f.param ?? f.field,
      params: f.params,
      alwaysOn: f.alwaysOn ?? true,
      required: f.required ?? false,
    })),
    sort: l.sort && { field: l.sort.field, order: l.sort.order ?? 'DESC' },
    perPage: l.perPage ?? 10,
    rowClick: l.rowClick ?? (r.show ? 'show' : 'none'),
    summary: (l.summary ?? []).map((s) => ({
      ...s,
      widget: s.widget ?? 'money',
      aggregate: s.aggregate && { ...s.aggregate, where: { ...s.aggregate.where } },
    })),
    live: liveOf(l.live),
    chart: l.chart && {
      kind: l.chart.kind,
      x: l.chart.x,
      series: [...l.chart.series],
      label: l.chart.label,
      limit: l.chart.limit ?? 1000,
    },
  };
}

function buildDashboard(r: ResourceInput): DashboardModel | undefined {
  const d = r.dashboard;
  if (!d) return undefined;
  return {
    greeting: d.greeting ?? false,
    cards: [...(d.cards ?? [])],
    charts: (d.charts ?? []).map((c) => ({
      name: c.name,
      kind: c.kind,
      label: c.label,
      days: c.days ?? 30,
      from: { ...c.from },
      series: c.series.map((s) => ({ ...s, widget: s.widget ?? 'number' })),
    })),
    tables: (d.tables ?? []).map((t) => ({
      resource: t.resource,
      label: t.label,
      columns: [...t.columns],
      limit: t.limit ?? 5,
    })),
  };
}

function buildViews(
  r: ResourceInput,
  actions: ActionModel[],
  columns: readonly string[],
  idsParam: string,
): ViewModel[] {
  return (r.views ?? []).map((v) => ({
    name: v.name,
    route: v.route,
    label: v.label,
    description: v.description,
    permission: v.permission,
    accessKeys: [],
    writeKeys: [],
    menu: {
      group: v.menu?.group ?? r.menu?.group,
      order: v.menu?.order ?? 100,
      icon: v.menu?.icon,
      hidden: v.menu?.hidden ?? false,
      menuArea: v.menu?.menuArea ?? r.menu?.menuArea,
    },
    keepAlive: v.keepAlive ?? false,
    filter: { ...v.filter },
    presetParams: { ...v.presetParams },
    columns: [...(v.columns ?? columns)],
    actions: v.actions ? buildActions(v.actions, r, v.columns ?? columns, idsParam, v.filter) : actions,
    live: liveOf(v.live),
  }));
}

/** A derived resource's recipe (issue 30 item 8), copied so the model shares no object with the input. */
function buildDerive(derive: NonNullable<ResourceInput['derive']>): ResourceModel['derive'] {
  return {
    rows: derive.rows?.map((x) => ({
      from: x.from,
      where: { ...x.where },
      copy: { ...x.copy },
      set: { ...x.set },
    })),
    perMonth: derive.perMonth && {
      ...derive.perMonth,
      figures: Object.fromEntries(
        Object.entries(derive.perMonth.figures).map(([k, f]) => [k, { ...f, where: { ...f.where } }]),
      ),
    },
  };
}

export function buildResource(file: string, r: ResourceInput, profile?: UpstreamProfile): ResourceModel {
  const recordId = r.recordId ?? 'id';
  const client = clientOf(profile, r.upstream.client);
  const upstream = upstreamOf(r, client);
  const idsParam = conventionsOf(client).idsParam;
  const { fields, objects } = flattenFields(r.fields);
  const list = buildList(r);
  const actions = buildActions(r.actions, r, list?.columns ?? [], idsParam);
  return {
    name: r.name,
    file,
    route: r.route,
    page: r.page ?? 'list',
    description: r.description,
    label: r.label,
    noun: nounOf(r.noun, r.label),
    menu: {
      group: r.menu?.group,
      order: r.menu?.order ?? 100,
      icon: r.menu?.icon,
      hidden: r.menu?.hidden ?? false,
      menuArea: r.menu?.menuArea,
    },
    keepAlive: r.keepAlive ?? false,
    permission: r.permission,
    accessKeys: [],
    writeKeys: [],
    recordId,
    recordLabel: r.recordLabel,
    seedCount: r.seedCount ?? 57,
    derive: r.derive && buildDerive(r.derive),
    detail: r.detail && { route: r.detail.route, label: r.detail.label ?? r.label },
    exportLog: r.exportLog && {
      ...r.exportLog,
      status: { ...r.exportLog.status },
      keepHours: r.exportLog.keepHours ?? 72,
    },
    upstream,
    fields,
    objects,
    list,
    show: r.show && [...r.show],
    create: r.create && [...r.create],
    edit: r.edit && [...r.edit],
    form: r.form && [...r.form],
    dashboard: buildDashboard(r),
    actions,
    views: buildViews(r, actions, list?.columns ?? [], idsParam),
    screens: { ...r.screens },
  };
}

/**
 * The list parameter a view's preset field travels in: the view's own (`presetParams`, §7's is_official_poster), else
 * the one the list's equals filter on that field uses, else the field's name.
 */
export function presetParam(r: Pick<ResourceModel, 'list'>, v: Pick<ViewModel, 'presetParams'>, field: string): string {
  if (Object.hasOwn(v.presetParams, field)) return v.presetParams[field];
  return r.list?.filters.find((f) => f.field === field && f.op === 'equals')?.param ?? field;
}

/** Whether a list call takes one of the list conventions (`upstream.list.sends`): the rest is the browser's. */
export function listSends(r: Pick<ResourceModel, 'upstream'>, what: ListSend): boolean {
  return r.upstream.list?.sends.includes(what) ?? true;
}

/** `live: { every: '10s' }` as milliseconds (the pattern admits whole seconds or minutes only). */
function liveOf(input: { every: string; badge?: Params } | undefined): LiveModel | undefined {
  if (!input) return undefined;
  const n = Number.parseInt(input.every, 10);
  return { everyMs: input.every.endsWith('m') ? n * 60_000 : n * 1000, badge: { ...input.badge } };
}
