import type { ActionKey } from '../../vocabulary/actions';
import type { EnumSourceName } from '../../vocabulary/enums';
import type { BrandProfile, MenuArea } from '../../vocabulary/brand';
import type { SeedKind } from '../../vocabulary/seedKinds';
import type { Text } from '../../vocabulary/text';
import type { ClientName, DateRangeParams, HttpMethod, ListPaging, ListSend } from '../../vocabulary/upstream';
import type { Convention, DateEncoding, UpstreamProfile } from '../../vocabulary/upstreamProfile';
import type { ChipColor, FieldType, FilterOp, Widget } from '../../vocabulary/widgets';
import type { PermissionsInput, RoutesInput, Scalar } from '../input';

/** The normalized description every emitter (and the embedded upstream) reads: defaults applied, order fixed. */
export interface Model {
  resources: ResourceModel[];
  /** Markers, main-account rules and roles (permissions.yaml). */
  permissions: PermissionsInput;
  /** Every permission key with the §3 actions it carries and its label: built from the schemas and routes.yaml. */
  permissionKeys: Record<string, PermissionKeyModel>;
  routes: Required<Omit<RoutesInput, '$schema'>>;
  /** Sorted by id; every default filled (brandModel.ts). */
  brands: BrandProfile[];
  /** The upstream profile (upstream.yaml): clients, fixed calls, the user-info mapping. */
  upstream: UpstreamProfile;
}

export interface PermissionKeyModel {
  label: Text;
  /** In the spec's order (§3). */
  actions: ActionKey[];
  /** Derived from the account (permissions.yaml markers), not granted by a route of its own. */
  marker: boolean;
  /** Derived for the writes of a route §2 leaves without a key (issue 30 item 1): main accounts hold it with the rest. */
  writes?: true;
}

export type Params = Record<string, Scalar>;

export interface OperationModel {
  method: HttpMethod;
  path: string;
  /** The parameter carrying the record id (get, update, delete, row actions). */
  idParam: string;
  /** The parameter carrying selected ids (bulk actions). */
  idsParam: string;
  /** Sent with every call (§7 is_saas, all, is_update). */
  params: Params;
}

export interface ListOperationModel {
  method: 'GET' | 'POST';
  path: string;
  /** Where an envelope client's answer keeps the rows and the total; a rest list answers the rows, the total in Content-Range. */
  rows?: string;
  total?: string;
  params: Params;
  /** The list conventions the call takes (page, perPage, sort, filters); the console does the rest in the browser. */
  sends: ListSend[];
}

export interface AggregateModel {
  resource: string;
  op: 'count' | 'sum' | 'avg' | 'latest';
  field?: string;
  where: Params;
  when?: { field: string; within: 'today' | '7d' | '30d' | 'month' };
}

/** Source records' fields holding one of these values. */
export type WhereIn = Record<string, Scalar | Scalar[]>;

/** How the embedded upstream derives a resource's records from others' (schema `derive`). */
export interface DeriveModel {
  rows?: Array<{ from: string; where: WhereIn; copy: Record<string, string>; set: Record<string, Scalar> }>;
  perMonth?: {
    from: string;
    date: string;
    key: string;
    figures: Record<string, { op: 'count' | 'sum' | 'latest'; field?: string; where: WhereIn }>;
    /** Fixed on the current month's row (still open) and on every earlier month's row (closed). */
    open?: Record<string, string | number | boolean>;
    closed?: Record<string, string | number | boolean>;
  };
}

export interface SeedModel {
  kind?: SeedKind;
  min?: number;
  max?: number;
  decimals?: number;
  unique?: boolean;
  after?: string;
  sum?: string[];
  minus?: string[];
  /** The product of these fields (amount = unit price × quantity). */
  product?: string[];
  scale?: { of: string; min: number; max: number };
  running?: { of: string; start: number; by?: string };
  aggregate?: AggregateModel;
  onlyWhen?: { field: string; in: Scalar[] };
  /** A status that follows the record's period as of now. */
  phase?: { start: string; end: string; before: Scalar | Scalar[]; during: Scalar[]; after: Scalar | Scalar[] };
  /** couponName: the money fields its title states (value, and the least spend when there is one). */
  terms?: { value: string; threshold?: string };
  /** Values chosen from at random. */
  pick?: Scalar[];
  /** Dates: ahead of the anchor instead of before it for records whose field has one of these values. */
  futureWhen?: { field: string; in: Scalar[] };
  /** Copied from the record `reference` points at (seeded after every resource's own values). */
  from?: { reference: string; field: string };
}

/** The export-download log's fields (§2 /download/downloadList): the embedded upstream writes one record per export. */
export interface ExportLogModel {
  file: string;
  source?: string;
  size: string;
  link: string;
  expires: string;
  status: { field: string; ready: Scalar; expired: Scalar };
  keepHours: number;
}

export interface FieldModel {
  /** The source: a top-level key, or a dotted path into an object field (relationToBusiness.authorizer_appid). */
  name: string;
  /** `name` split at its dots. */
  path: string[];
  type: FieldType;
  label: Text;
  description?: string;
  widget: Widget;
  enum?: Array<{ value: Scalar; label: Text; color: ChipColor }>;
  /** Options the project holds (`enum: { from: … }`); buildModel lists them into `enum` once every resource is built. */
  enumFrom?: EnumSourceName;
  format?: string;
  minimum?: number;
  maximum?: number;
  /** A live upper bound: a figure of the list's summary (the withdrawable balance caps a withdrawal). */
  maximumFrom?: { summary: string };
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  patternMessage?: Text;
  required: boolean;
  /** The field applies (is shown in forms, required when `required`, kept by the upstream) only while another has one of these values. */
  appliesWhen?: { field: string; in: Scalar[] };
  readOnly: boolean;
  writeOnly: boolean;
  sortable: boolean;
  reference?: { resource: string; display: string; loadAll?: boolean };
  /** Widget options (vocabulary/widgets.ts FIELD_OPTIONS), as the schema sets them. */
  ellipsis?: number;
  /** The value a new record takes when a create leaves the field out (schema `default`). */
  default?: string | number | boolean;
  percentBase?: 100 | 1;
  accept?: string[];
  maxSize?: number;
  seed: SeedModel;
}

/** An object field: a group of nested fields (their FieldModels carry the dotted names). */
export interface ObjectFieldModel {
  name: string;
  description?: string;
  required: boolean;
}

export interface FilterModel {
  field: string;
  op: FilterOp;
  param: string;
  params?: DateRangeParams;
  alwaysOn: boolean;
  required: boolean;
}

export interface ExportModel {
  range?: { filter: string; required: boolean };
  /** {name}, {from}, {to}, {today}. */
  fileName: string;
  columns: string[];
}

export interface ActionModel {
  name: string;
  /** The §3 action the user's permission must hold. */
  access: ActionKey;
  place: 'toolbar' | 'row' | 'bulk';
  /** add/edit/delete/get/export without a call are react-admin's own buttons. */
  builtin: boolean;
  label?: Text;
  icon?: string;
  confirm?: Text;
  /** The text of the button that carries it out (a form's save, a dialog's confirm). */
  submit?: Text;
  /** add: names of the list's summary figures shown above the create form. */
  summary: string[];
  /** It moves money out: its form or dialog asks for the security password, which the upstream checks. */
  moneyOut: boolean;
  /** Record fields the action's dialog shows (which record it applies to). */
  shows: string[];
  /** Record fields the action's dialog asks for, sent with the call and stored on the record. */
  form: string[];
  call?: OperationModel;
  payload: string[];
  effect?: Params;
  visibleWhen?: { field: string; equals: Scalar };
  export?: ExportModel;
  /**
   * Only one operator may carry it out (issue 33): the upstream refuses it, with its profile's conflict code and this
   * message, once the record no longer has the values of `when` (its view's filter and its visibleWhen).
   */
  conflict?: { message: Text; when: Params };
}

/** A live work queue (schema `live`, issue 33): asked again at its pace while in sight; its menu entry counts. */
export interface LiveModel {
  /** The pace, in milliseconds. */
  everyMs: number;
  /** Field values of the rows the menu badge counts, besides a view's own filter. */
  badge: Params;
}

export interface ChartModel {
  kind: 'line' | 'bar' | 'pie';
  x: string;
  series: string[];
  label?: Text;
  limit: number;
}

export interface ListModel {
  columns: string[];
  /** Columns hidden until the column chooser shows them. */
  hiddenColumns: string[];
  filters: FilterModel[];
  sort?: { field: string; order: 'ASC' | 'DESC' };
  perPage: number;
  rowClick: 'show' | 'edit' | 'none';
  summary: Array<{
    name: string;
    from: string;
    label: Text;
    widget: 'money' | 'number' | 'percent' | 'text';
    compute?: { op: 'sum' | 'latest'; field: string; where?: Params };
    aggregate?: AggregateModel;
  }>;
  chart?: ChartModel;
  live?: LiveModel;
}

export interface DashboardChartModel {
  name: string;
  kind: 'line' | 'bar';
  label: Text;
  days: number;
  from: { resource: string; date: string };
  series: Array<{
    name: string;
    label: Text;
    op: 'count' | 'sum' | 'avg';
    field?: string;
    widget: 'number' | 'money' | 'percent';
  }>;
}

export interface DashboardModel {
  greeting: boolean;
  cards: string[];
  charts: DashboardChartModel[];
  tables: Array<{ resource: string; label: Text; columns: string[]; limit: number }>;
}

export interface MenuModel {
  group?: string;
  order: number;
  icon?: string;
  hidden: boolean;
  /** The brand menu area (§1 menu_*_hidden flags) that hides it. */
  menuArea?: MenuArea;
}

/** Another route over a resource's records: its own name, path, title, permission and preset filter. */
export interface ViewModel {
  name: string;
  route: string;
  label: Text;
  description?: string;
  /** Its own key, when it has one. */
  permission?: string;
  /** The keys that open it: its own, else its group's, else its resource's ([] = every logged-in account). */
  accessKeys: string[];
  /** Without access keys: the derived key its writes need (issue 30 item 1); [] when it has keys or only reads. */
  writeKeys: string[];
  menu: MenuModel;
  keepAlive: boolean;
  filter: Params;
  /** The parameter a preset travels in where it is not its filter's (§7 is_official_poster); see presetParam. */
  presetParams: Record<string, string>;
  columns: string[];
  actions: ActionModel[];
  live?: LiveModel;
}

/** A record's name: Chinese has one form, English a singular and a plural. */
export interface NounModel {
  'zh-CN': string;
  en: string;
  enPlural: string;
}

export type PageKind = 'list' | 'form' | 'dashboard';
export type ViewName = 'list' | 'show' | 'create' | 'edit';

export interface ResourceModel {
  name: string;
  /** Schema file, relative to the project root. */
  file: string;
  /** The §2 path (the URL); the react-admin resource id is the name. */
  route: string;
  page: PageKind;
  description?: string;
  label: Text;
  /** What one record is called (titles, confirmations, empty lists). */
  noun: NounModel;
  menu: MenuModel;
  keepAlive: boolean;
  permission?: string;
  /** The keys that open its route: its own, else its menu group's ([] = every logged-in account). */
  accessKeys: string[];
  /** Without access keys: the derived key its writes need (issue 30 item 1); [] when it has keys or only reads. */
  writeKeys: string[];
  recordId: string;
  /** Field naming a record in titles. */
  recordLabel?: string;
  /** Records the embedded upstream seeds per merchant. */
  seedCount: number;
  /** Derived from other resources' records at every read instead of seeded (issue 30 item 8). */
  derive?: DeriveModel;
  detail?: { route: string; label: Text };
  exportLog?: ExportLogModel;
  upstream: {
    client: ClientName;
    /** The client's convention (upstream.yaml): how the calls below are sent and answered. */
    convention: Convention;
    paging: ListPaging;
    /** How the client sends a date range's bounds (upstream.yaml `dates`): what the embedded upstream reads them as. */
    dates: DateEncoding;
    list?: ListOperationModel;
    /** 'list': read from the list call filtered by the id. */
    get?: OperationModel | 'list';
    create?: OperationModel;
    update?: OperationModel;
    delete?: OperationModel;
  };
  /** Every leaf field (nested ones by their dotted names), in schema order. */
  fields: FieldModel[];
  objects: ObjectFieldModel[];
  list?: ListModel;
  show?: string[];
  create?: string[];
  edit?: string[];
  form?: string[];
  dashboard?: DashboardModel;
  actions: ActionModel[];
  views: ViewModel[];
  /** Views a feature builds instead of the generated ones (`<feature>/<Export>`). */
  screens: Partial<Record<ViewName, string>>;
}
