// generated — do not edit; edit generator/meta/resource.schema.json or vocabulary/*.ts and run npm run generate
import type { ActionKey } from '../../../vocabulary/actions';
import type { NamedEnum } from '../../../vocabulary/enums';
import type { SeedKind } from '../../../vocabulary/seedKinds';
import type { Text } from '../../../vocabulary/text';
import type { ClientName, HttpMethod } from '../../../vocabulary/upstream';
import type { ChipColor, FieldType, FilterOp, Widget } from '../../../vocabulary/widgets';

/**
 * Columns, in order.
 *
 * @minItems 1
 */
export type FieldList = [string, ...string[]];
/**
 * Fields shown on the detail (show) screen, in order. Omit for no show screen.
 *
 * @minItems 1
 */
export type FieldList1 = [string, ...string[]];
/**
 * Fields of the create form, in order. Needs an `add` action and an upstream `create` operation.
 *
 * @minItems 1
 */
export type FieldList2 = [string, ...string[]];
/**
 * Fields of the edit form, in order. Needs an `edit` action and an upstream `update` operation.
 *
 * @minItems 1
 */
export type FieldList3 = [string, ...string[]];
/**
 * Record fields sent with the call (default: the record id).
 *
 * @minItems 1
 */
export type FieldList4 = [string, ...string[]];
/**
 * Names of fields, in display order.
 *
 * @minItems 1
 *
 * This interface was referenced by `ResourceFile`'s JSON-Schema
 * via the `definition` "fieldList".
 */
export type FieldList5 = [string, ...string[]];

/**
 * One back-office resource (a list screen and its record). `npm run generate` turns it into typed react-admin screens, the dataProvider mapping and the embedded upstream's endpoints. Spec: console-spec.md §2, §3, §6, §7.
 */
export interface ResourceFile {
  /**
   * Path of this meta-schema, for editors.
   */
  $schema?: string;
  /**
   * Resource name: a camelCase identifier, unique across schemas. Used in code, i18n keys and the generated file names.
   */
  name: string;
  /**
   * What this resource is, for developers. Design decisions not in the spec belong here.
   */
  description?: string;
  label: Text;
  /**
   * The list screen's path, exactly as in the route table of §2 (e.g. /cinema/alllist).
   */
  route: string;
  menu?: Menu;
  /**
   * Keep the screen's state (filters, page) when the operator navigates away and back (§2 'kept alive').
   */
  keepAlive?: boolean;
  /**
   * Permission key (§6) required to see this resource; must be declared in permissions.yaml. Omit for resources everyone may see.
   */
  permission?: string;
  /**
   * The field that identifies a record. Defaults to `id`.
   */
  recordId?: string;
  /**
   * The field that names a record in titles, breadcrumbs and delete confirmations (e.g. order_no). Defaults to the record id.
   */
  recordLabel?: string;
  /**
   * A separate detail page, hidden from the menu (e.g. /cinema/detail/Details). The record id travels in the `id` query parameter.
   */
  detail?: {
    /**
     * Path of the detail page, as in §2.
     */
    route: string;
    label?: Text;
  };
  upstream: Upstream;
  /**
   * The record's fields, keyed by the name the upstream uses. Each is a JSON Schema property plus UI hints.
   */
  fields: {
    [k: string]: Field;
  };
  list: List;
  show?: FieldList1;
  create?: FieldList2;
  edit?: FieldList3;
  /**
   * Buttons on the list: toolbar, per row, or on selected rows (bulk). Each is bound to a §3 action key for permission checks.
   */
  actions?: Action[];
  /**
   * The escape hatch: a view the schema cannot describe, built by a hand-written feature instead of generated (`<feature>/<Export>`, src/features/<feature>/index.ts). The feature may compose the generated parts (columns, filters, summary) of src/generated/resources/<name>.tsx.
   */
  screens?: {
    /**
     * The list view, e.g. dashboard/OrdersBoard.
     */
    list?: string;
    /**
     * The show view, e.g. dashboard/OrdersBoard.
     */
    show?: string;
    /**
     * The create view, e.g. dashboard/OrdersBoard.
     */
    create?: string;
    /**
     * The edit view, e.g. dashboard/OrdersBoard.
     */
    edit?: string;
  };
}
/**
 * Where the resource sits in the side menu.
 *
 * This interface was referenced by `ResourceFile`'s JSON-Schema
 * via the `definition` "menu".
 */
export interface Menu {
  /**
   * Menu group id, declared in routes.yaml (`groups`). Omit for a top-level entry.
   */
  group?: string;
  /**
   * Position inside the group; lower comes first.
   */
  order?: number;
  /**
   * Name of an @mui/icons-material icon, e.g. ConfirmationNumber.
   */
  icon?: string;
  /**
   * Routable but not shown in the menu.
   */
  hidden?: boolean;
}
/**
 * Which upstream service serves this resource and how its calls look (§7).
 *
 * This interface was referenced by `ResourceFile`'s JSON-Schema
 * via the `definition` "upstream".
 */
export interface Upstream {
  /**
   * movie: movie-service API v2 (User-Token header, page/page_size, data.total+data.data). gateway: admin API gateway (Authorization header, pageNo/pageSize, totalCount+data).
   */
  client: ClientName;
  /**
   * Names of the paging and sorting parameters. Defaults by client: page/page_size (movie), pageNo/pageSize (gateway); sort and order for both.
   */
  paging?: {
    /**
     * Parameter carrying the 1-based page number.
     */
    page?: string;
    /**
     * Parameter carrying the page size.
     */
    perPage?: string;
    /**
     * Parameter carrying the sort field (default: sort).
     */
    sort?: string;
    /**
     * Parameter carrying the sort direction, asc or desc (default: order).
     */
    order?: string;
  };
  list: ListOperation;
  get?: Operation;
  create?: Operation1;
  update?: Operation2;
  delete?: Operation3;
}
/**
 * The paged list call and where its answer keeps rows and total.
 *
 * This interface was referenced by `ResourceFile`'s JSON-Schema
 * via the `definition` "listOperation".
 */
export interface ListOperation {
  /**
   * HTTP method of the list call.
   */
  method?: 'GET' | 'POST';
  /**
   * Endpoint path under /api/.
   */
  path: string;
  /**
   * Dotted path of the rows array in the answer: data.data (default for the movie client), data.list, or data (gateway).
   */
  rows?: string;
  /**
   * Dotted path of the total count: data.total (default for the movie client), data.count, or totalCount (gateway).
   */
  total?: string;
}
/**
 * Read one record (the sub-account detail is a GET).
 */
export interface Operation {
  /**
   * HTTP method. Most movie-service calls are POST (§7).
   */
  method?: HttpMethod;
  /**
   * Endpoint path under /api/ on the chosen client's base URL.
   */
  path: string;
  /**
   * For get/update/delete: name of the parameter that carries the record id (default: the resource's recordId).
   */
  idParam?: string;
}
/**
 * Create a record from the create form.
 */
export interface Operation1 {
  /**
   * HTTP method. Most movie-service calls are POST (§7).
   */
  method?: HttpMethod;
  /**
   * Endpoint path under /api/ on the chosen client's base URL.
   */
  path: string;
  /**
   * For get/update/delete: name of the parameter that carries the record id (default: the resource's recordId).
   */
  idParam?: string;
}
/**
 * Save the edit form.
 */
export interface Operation2 {
  /**
   * HTTP method. Most movie-service calls are POST (§7).
   */
  method?: HttpMethod;
  /**
   * Endpoint path under /api/ on the chosen client's base URL.
   */
  path: string;
  /**
   * For get/update/delete: name of the parameter that carries the record id (default: the resource's recordId).
   */
  idParam?: string;
}
/**
 * Delete one record.
 */
export interface Operation3 {
  /**
   * HTTP method. Most movie-service calls are POST (§7).
   */
  method?: HttpMethod;
  /**
   * Endpoint path under /api/ on the chosen client's base URL.
   */
  path: string;
  /**
   * For get/update/delete: name of the parameter that carries the record id (default: the resource's recordId).
   */
  idParam?: string;
}
/**
 * A record field: JSON Schema constraints plus UI hints.
 *
 * This interface was referenced by `ResourceFile`'s JSON-Schema
 * via the `definition` "field".
 */
export interface Field {
  /**
   * JSON type of the value. Arrays hold strings (e.g. seats).
   */
  type: FieldType;
  label: Text;
  /**
   * Developer note; also the record type's doc comment.
   */
  description?: string;
  /**
   * How the field is shown and edited. money: yuan with 2 decimals; phone: mainland mobile; datetime: 'YYYY-MM-DD HH:mm:ss'; chip: coloured status from `enum`; select: plain choice from `enum`; switch: boolean or 0/1; reference: a record of another resource; tags: list of strings. Defaults from type: string→text, integer/number→number, boolean→switch, array→tags; with `enum`→select.
   */
  widget?: Widget;
  /**
   * The allowed values, each with its label (and chip colour) — or the name of a list the spec fixes (`enum: hallType`, vocabulary/enums.ts).
   */
  enum?: EnumOption[] | NamedEnum;
  /**
   * JSON Schema string format.
   */
  format?: 'date-time' | 'date' | 'uri' | 'email';
  /**
   * Smallest allowed number.
   */
  minimum?: number;
  /**
   * Largest allowed number.
   */
  maximum?: number;
  /**
   * Shortest allowed string.
   */
  minLength?: number;
  /**
   * Longest allowed string.
   */
  maxLength?: number;
  /**
   * Regular expression a string must match.
   */
  pattern?: string;
  patternMessage?: Text;
  /**
   * Must be filled in forms, and is always present in records.
   */
  required?: boolean;
  /**
   * Set by the upstream; never sent on create or update.
   */
  readOnly?: boolean;
  /**
   * Sent on create or update but never shown (passwords).
   */
  writeOnly?: boolean;
  /**
   * The list can be sorted by this column.
   */
  sortable?: boolean;
  /**
   * For widget `reference`: the other resource and the field of it to display.
   */
  reference?: {
    /**
     * Name of the referenced resource.
     */
    resource: string;
    /**
     * Field of the referenced resource shown in place of the id.
     */
    display: string;
  };
  /**
   * How the embedded upstream invents values for this field. Without it, values follow the widget and constraints.
   */
  seed?: {
    /**
     * A generator of realistic values for a Chinese cinema-ticket reseller.
     */
    kind?: SeedKind;
    /**
     * Lower bound for numbers, or days ago for datetimes.
     */
    min?: number;
    /**
     * Upper bound for numbers, or days ago for datetimes.
     */
    max?: number;
  };
}
/**
 * The list screen.
 *
 * This interface was referenced by `ResourceFile`'s JSON-Schema
 * via the `definition` "list".
 */
export interface List {
  columns: FieldList;
  /**
   * Filters above the list.
   */
  filters?: Filter[];
  /**
   * Default sort.
   */
  sort?: {
    /**
     * A sortable field.
     */
    field: string;
    /**
     * Direction.
     */
    order?: 'ASC' | 'DESC';
  };
  /**
   * Default page size (§5: 10).
   */
  perPage?: 10 | 20 | 50 | 100;
  /**
   * What clicking a row opens.
   */
  rowClick?: 'show' | 'edit' | 'none';
  /**
   * Figures the list answer carries beside its rows (e.g. credit and daicredit), shown above the list.
   */
  summary?: {
    /**
     * Identifier of the figure.
     */
    name: string;
    /**
     * Dotted path in the list answer, e.g. data.credit.
     */
    from: string;
    label: Text;
    /**
     * How the figure is formatted.
     */
    widget?: 'money' | 'number' | 'text';
  }[];
}
/**
 * One list filter.
 *
 * This interface was referenced by `ResourceFile`'s JSON-Schema
 * via the `definition` "filter".
 */
export interface Filter {
  /**
   * The field filtered on.
   */
  field: string;
  /**
   * equals: exact match; contains: substring; in: one of several values; dateRange: between two dates (inclusive).
   */
  op: FilterOp;
  /**
   * Name of the upstream parameter (default: the field name). For dateRange, the prefix-free pair comes from `params`.
   */
  param?: string;
  /**
   * For dateRange: the two upstream parameters.
   */
  params?: {
    /**
     * Start parameter, e.g. start_time.
     */
    from: string;
    /**
     * End parameter, e.g. end_time.
     */
    to: string;
  };
  /**
   * Show the filter without the 'add filter' menu.
   */
  alwaysOn?: boolean;
}
/**
 * A button. The §3 keys add, edit, delete, get, export have built-in behaviour; enable, disable, import and custom names call `call`.
 *
 * This interface was referenced by `ResourceFile`'s JSON-Schema
 * via the `definition` "action".
 */
export interface Action {
  /**
   * A §3 action key (add, delete, edit, query, get, enable, disable, import, export) or a custom action name.
   */
  name: string;
  /**
   * The §3 action the user's permission must hold for this button to exist. Defaults to `name` when that is a §3 key; required for custom names.
   */
  access?: ActionKey;
  /**
   * toolbar: above the list; row: in each row; bulk: on selected rows.
   */
  place: 'toolbar' | 'row' | 'bulk';
  label?: Text;
  /**
   * @mui/icons-material icon name.
   */
  icon?: string;
  confirm?: Text;
  call?: Operation4;
  payload?: FieldList4;
  /**
   * Field values the action sets on the record (e.g. is_active: 1). The embedded upstream applies them; the list refreshes after.
   */
  effect?: {
    [k: string]: string | number | boolean;
  };
  /**
   * Row actions only: show the button only when the record's field has this value.
   */
  visibleWhen?: {
    /**
     * Field to test.
     */
    field: string;
    /**
     * Value it must have.
     */
    equals: string | number | boolean;
  };
}
/**
 * Endpoint the action calls (required for non-built-in actions).
 */
export interface Operation4 {
  /**
   * HTTP method. Most movie-service calls are POST (§7).
   */
  method?: HttpMethod;
  /**
   * Endpoint path under /api/ on the chosen client's base URL.
   */
  path: string;
  /**
   * For get/update/delete: name of the parameter that carries the record id (default: the resource's recordId).
   */
  idParam?: string;
}
/**
 * One upstream call.
 *
 * This interface was referenced by `ResourceFile`'s JSON-Schema
 * via the `definition` "operation".
 */
export interface Operation5 {
  /**
   * HTTP method. Most movie-service calls are POST (§7).
   */
  method?: HttpMethod;
  /**
   * Endpoint path under /api/ on the chosen client's base URL.
   */
  path: string;
  /**
   * For get/update/delete: name of the parameter that carries the record id (default: the resource's recordId).
   */
  idParam?: string;
}
/**
 * One allowed value and how it is shown.
 *
 * This interface was referenced by `ResourceFile`'s JSON-Schema
 * via the `definition` "enumOption".
 */
export interface EnumOption {
  /**
   * The value as the upstream sends it.
   */
  value: string | number | boolean;
  label: Text;
  /**
   * Chip colour for the `chip` widget.
   */
  color?: ChipColor;
}
