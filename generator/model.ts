import type { BrandProfile } from '../vocabulary/brand';
import { NAMED_ENUMS } from '../vocabulary/enums';
import type { SeedKind } from '../vocabulary/seedKinds';
import { CLIENT_DEFAULTS } from '../vocabulary/upstream';
import { defaultWidget } from '../vocabulary/widgets';
import { buildBrand } from './brandModel';
import { ACTION_KEYS, type ActionKey } from '../vocabulary/actions';
import type { Text } from '../vocabulary/text';
import type { HttpMethod } from '../vocabulary/upstream';
import type { ChipColor, FieldType, FilterOp, Widget } from '../vocabulary/widgets';
import type { BrandInput, FieldInput, PermissionsInput, ResourceInput, RoutesInput, Scalar } from './input';
import type { LoadedSource } from './load';

/** The normalized description every emitter (and the embedded upstream) reads: defaults applied, order fixed. */
export interface Model {
  resources: ResourceModel[];
  permissions: PermissionsInput;
  routes: Required<Omit<RoutesInput, '$schema'>>;
  /** Sorted by id; every default filled (brandModel.ts). */
  brands: BrandProfile[];
}

export interface OperationModel { method: HttpMethod; path: string; idParam: string }

export interface FieldModel {
  name: string;
  type: FieldType;
  label: Text;
  description?: string;
  widget: Widget;
  enum?: Array<{ value: Scalar; label: Text; color: ChipColor }>;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  patternMessage?: Text;
  required: boolean;
  readOnly: boolean;
  writeOnly: boolean;
  sortable: boolean;
  reference?: { resource: string; display: string };
  seed: { kind?: SeedKind; min?: number; max?: number };
}

export interface FilterModel { field: string; op: FilterOp; param: string; params?: { from: string; to: string }; alwaysOn: boolean }

export interface ActionModel {
  name: string;
  /** The §3 action the user's permission must hold. */
  access: ActionKey;
  place: 'toolbar' | 'row' | 'bulk';
  /** add/edit/delete/get/export without a call are handled by react-admin's own buttons. */
  builtin: boolean;
  label?: Text;
  icon?: string;
  confirm?: Text;
  call?: OperationModel;
  payload: string[];
  effect?: Record<string, Scalar>;
  visibleWhen?: { field: string; equals: Scalar };
}

export interface ResourceModel {
  name: string;
  /** Schema file, relative to the project root. */
  file: string;
  /** react-admin resource id: the §2 route without its leading slash (react-admin allows slashes in names). */
  id: string;
  route: string;
  description?: string;
  label: Text;
  menu: { group?: string; order: number; icon?: string; hidden: boolean };
  keepAlive: boolean;
  permission?: string;
  recordId: string;
  /** Field naming a record in titles. */
  recordLabel?: string;
  detail?: { route: string; label: Text };
  upstream: {
    client: 'movie' | 'gateway';
    paging: { page: string; perPage: string; sort: string; order: string };
    list: { method: 'GET' | 'POST'; path: string; rows: string; total: string };
    get?: OperationModel;
    create?: OperationModel;
    update?: OperationModel;
    delete?: OperationModel;
  };
  fields: FieldModel[];
  list: {
    columns: string[];
    filters: FilterModel[];
    sort?: { field: string; order: 'ASC' | 'DESC' };
    perPage: number;
    rowClick: 'show' | 'edit' | 'none';
    summary: Array<{ name: string; from: string; label: Text; widget: 'money' | 'number' | 'text' }>;
  };
  show?: string[];
  create?: string[];
  edit?: string[];
  actions: ActionModel[];
  /** Views a feature builds instead of the generated ones (`<feature>/<Export>`). */
  screens: Partial<Record<ViewName, string>>;
}

export type ViewName = 'list' | 'show' | 'create' | 'edit';


const BUILTIN: readonly string[] = ['add', 'edit', 'delete', 'get', 'export'];

export function buildModel(sources: readonly LoadedSource[]): Model {
  const permissions = (sources.find((s) => s.kind === 'permissions')?.data ?? { keys: {} }) as PermissionsInput;
  const routes = (sources.find((s) => s.kind === 'routes')?.data ?? { groups: {} }) as RoutesInput;
  const resources = sources
    .filter((s) => s.kind === 'resource')
    .map((s) => buildResource(s.file, s.data as ResourceInput))
    .sort((a, b) => a.name.localeCompare(b.name));
  const brands = sources
    .filter((s) => s.kind === 'brand')
    .map((s) => buildBrand(s.data as BrandInput))
    .sort((a, b) => a.id.localeCompare(b.id));
  // A page whose route a schema now serves is taken over by that resource (crossRefs.ts allows it).
  const served = new Set(resources.map((r) => r.route));
  const pages = (routes.pages ?? []).filter((p) => !served.has(p.path));
  return { resources, permissions, routes: { groups: routes.groups, pages }, brands };
}

function operation(op: { method?: HttpMethod; path: string; idParam?: string } | undefined, recordId: string): OperationModel | undefined {
  return op && { method: op.method ?? 'POST', path: op.path, idParam: op.idParam ?? recordId };
}

/** A field's options: its own list, or a list the spec fixes, by name (vocabulary/enums.ts). */
function enumOptions(e: FieldInput['enum']): FieldModel['enum'] {
  if (e === undefined) return undefined;
  if (typeof e === 'string') return NAMED_ENUMS[e].map((o) => ({ value: o.value, label: o.label, color: 'default' }));
  return e.map((o) => ({ value: o.value, label: o.label, color: o.color ?? 'default' }));
}

function buildField(name: string, f: FieldInput): FieldModel {
  return {
    name,
    type: f.type,
    label: f.label,
    description: f.description,
    widget: f.widget ?? defaultWidget(f.type, f.enum !== undefined, f.format),
    enum: enumOptions(f.enum),
    format: f.format,
    minimum: f.minimum,
    maximum: f.maximum,
    minLength: f.minLength,
    maxLength: f.maxLength,
    pattern: f.pattern,
    patternMessage: f.patternMessage,
    required: f.required ?? false,
    readOnly: f.readOnly ?? false,
    writeOnly: f.writeOnly ?? false,
    sortable: f.sortable ?? false,
    reference: f.reference,
    seed: { ...f.seed },
  };
}

function buildResource(file: string, r: ResourceInput): ResourceModel {
  const recordId = r.recordId ?? 'id';
  const defaults = CLIENT_DEFAULTS[r.upstream.client];
  return {
    name: r.name,
    file,
    id: r.route.slice(1),
    route: r.route,
    description: r.description,
    label: r.label,
    menu: { group: r.menu?.group, order: r.menu?.order ?? 100, icon: r.menu?.icon, hidden: r.menu?.hidden ?? false },
    keepAlive: r.keepAlive ?? false,
    permission: r.permission,
    recordId,
    recordLabel: r.recordLabel,
    detail: r.detail && { route: r.detail.route, label: r.detail.label ?? r.label },
    upstream: {
      client: r.upstream.client,
      paging: { ...defaults.paging, ...r.upstream.paging },
      list: {
        method: r.upstream.list.method ?? 'POST',
        path: r.upstream.list.path,
        rows: r.upstream.list.rows ?? defaults.rows,
        total: r.upstream.list.total ?? defaults.total,
      },
      get: operation(r.upstream.get, recordId),
      create: operation(r.upstream.create, recordId),
      update: operation(r.upstream.update, recordId),
      delete: operation(r.upstream.delete, recordId),
    },
    fields: Object.entries(r.fields).map(([name, f]) => buildField(name, f)),
    list: {
      columns: [...r.list.columns],
      filters: (r.list.filters ?? []).map((f) => ({
        field: f.field,
        op: f.op,
        param: f.param ?? f.field,
        params: f.params,
        alwaysOn: f.alwaysOn ?? true,
      })),
      sort: r.list.sort && { field: r.list.sort.field, order: r.list.sort.order ?? 'DESC' },
      perPage: r.list.perPage ?? 10,
      rowClick: r.list.rowClick ?? (r.show ? 'show' : 'none'),
      summary: (r.list.summary ?? []).map((s) => ({ ...s, widget: s.widget ?? 'money' })),
    },
    show: r.show && [...r.show],
    create: r.create && [...r.create],
    edit: r.edit && [...r.edit],
    screens: { ...r.screens },
    actions: (r.actions ?? []).map((a) => ({
      name: a.name,
      access: a.access ?? (ACTION_KEYS.includes(a.name as ActionKey) ? (a.name as ActionKey) : 'edit'),
      place: a.place,
      builtin: BUILTIN.includes(a.name) && !a.call,
      label: a.label,
      icon: a.icon,
      confirm: a.confirm,
      call: operation(a.call, recordId),
      payload: a.payload ? [...a.payload] : [recordId],
      effect: a.effect && { ...a.effect },
      visibleWhen: a.visibleWhen && { ...a.visibleWhen },
    })),
  };
}

/** Every permission key any schema or route uses, sorted: the manifest for the upstream's role setup. */
export function usedPermissionKeys(model: Model): string[] {
  const keys = new Set<string>();
  const add = (ref: string | string[] | undefined) => (Array.isArray(ref) ? ref : ref ? [ref] : []).forEach((k) => keys.add(k));
  for (const r of model.resources) add(r.permission);
  for (const g of Object.values(model.routes.groups)) add(g.permission);
  for (const p of model.routes.pages) add(p.permission);
  return [...keys].sort();
}
