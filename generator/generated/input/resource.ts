// generated — do not edit; edit generator/language/resource/*.ts or vocabulary/*.ts and run npm run generate
import type { ActionKey } from '../../../vocabulary/actions';
import type { MenuArea } from '../../../vocabulary/brand';
import type { NamedEnum } from '../../../vocabulary/enums';
import type { SeedKind } from '../../../vocabulary/seedKinds';
import type { Text } from '../../../vocabulary/text';
import type { HttpMethod } from '../../../vocabulary/upstream';
import type { ChipColor, FieldType, FilterOp, Widget } from '../../../vocabulary/widgets';

/**
 * Columns, in order.
 *
 * @minItems 1
 */
export type FieldList = [string, ...string[]];
/**
 * Fields of the detail screen, in order (a description list of up to 4 columns, §9).
 *
 * @minItems 1
 */
export type FieldList1 = [string, ...string[]];
/**
 * Fields of the create form. Needs an `add` action and an upstream `create`.
 *
 * @minItems 1
 */
export type FieldList2 = [string, ...string[]];
/**
 * Fields of the edit form. Needs an `edit` action and an upstream `update` and `get`.
 *
 * @minItems 1
 */
export type FieldList3 = [string, ...string[]];
/**
 * Page kind `form`: the fields of the one record, read with get and saved with update.
 *
 * @minItems 1
 */
export type FieldList4 = [string, ...string[]];
/**
 * Fields of the record shown as figure cards, in order.
 *
 * @minItems 1
 */
export type FieldList5 = [string, ...string[]];
/**
 * Fields of that resource, in order.
 *
 * @minItems 1
 */
export type FieldList6 = [string, ...string[]];
/**
 * Row actions with a `call`: fields of the record the dialog shows before the action runs, as the list shows them — which record it applies to (its number, its amount).
 *
 * @minItems 1
 */
export type FieldList7 = [string, ...string[]];
/**
 * Row actions with a `call`: fields the dialog asks for, with their inputs and rules (a field that applies only in some states, `appliesWhen`, is judged in the state the `effect` leaves the record in). They are sent with the call beside `payload`; the embedded upstream checks them again and stores them on the record.
 *
 * @minItems 1
 */
export type FieldList8 = [string, ...string[]];
/**
 * Record fields sent with the call (default: the record id).
 *
 * @minItems 1
 */
export type FieldList9 = [string, ...string[]];
/**
 * Columns written when the list does not say which are shown (default: the list’s columns).
 *
 * @minItems 1
 */
export type FieldList10 = [string, ...string[]];
/**
 * Columns, when they differ from the resource’s list.
 *
 * @minItems 1
 */
export type FieldList11 = [string, ...string[]];
/**
 * Names of fields, in display order; a dot reaches into an object field.
 *
 * @minItems 1
 *
 * This interface was referenced by `ResourceFile`'s JSON-Schema
 * via the `definition` "fieldList".
 */
export type FieldList12 = [string, ...string[]];

/**
 * One back-office screen and its record: `npm run generate` turns it into typed react-admin screens, the dataProvider mapping, the permission manifest and the embedded upstream’s endpoints. Spec: console-spec.md §2, §3, §6, §7.
 */
export interface ResourceFile {
  /**
   * Path of this meta-schema, for editors.
   */
  $schema?: string;
  /**
   * camelCase identifier, unique across schemas: the react-admin resource id, the route key brands hide, the generated file names.
   */
  name: string;
  /**
   * What this resource is, for developers. Design decisions the spec leaves open belong here.
   */
  description?: string;
  label: Text;
  /**
   * What one record is called, for the titles and messages react-admin builds from the resource’s name: “新建子账号”, “Create Order”, “没有找到订单”, “No orders found” (inside an English sentence the first letter is lower-cased, unless the first word is a name such as WeChat or Alipay). `en` is the singular, `enPlural` the plural (default: `en` + s, es or ies); Chinese has one form. Without it the generator derives both from `label`: a leading 全部/所有/All and a trailing 列表/管理/list are dropped, and the English label’s last word is made singular — give `noun` when that does not read well.
   */
  noun?: {
    /**
     * Chinese (singular and plural alike).
     */
    'zh-CN': string;
    /**
     * English singular.
     */
    en: string;
    /**
     * English plural (default: derived from `en`).
     */
    enPlural?: string;
  };
  /**
   * The screen’s path, exactly as in the route table of §2.
   */
  route: string;
  /**
   * What the route shows: list (a paged table, the default), form (one record read with get and saved with update, e.g. §2 /group/tag), dashboard (figure cards, charts and tables from get).
   */
  page?: 'list' | 'form' | 'dashboard';
  menu?: Menu;
  /**
   * Keep the screen’s state (filters, page) when the operator leaves and comes back (§2 “kept alive”).
   */
  keepAlive?: boolean;
  /**
   * The §6 permission key the route requires. The generator declares it, with every §3 action this file’s buttons need, in the permission manifest. Omit for routes everyone may open.
   */
  permission?: string;
  /**
   * The field that identifies a record.
   */
  recordId?: string;
  /**
   * How many records the embedded upstream invents per merchant (list pages only): more than five pages of 10 by default; a handful of mini-programs, hundreds of statistics rows, thousands for a resource chosen from a long selector (`reference.loadAll`); 0 for records only the console’s use creates.
   */
  seedCount?: number;
  derive?: Derive;
  /**
   * The field that names a record in titles and confirmations — its detail screen’s title is the noun and this field’s value (订单 DY2026…, Order DY2026…) — default: the record id (#12).
   */
  recordLabel?: string;
  /**
   * A separate detail page hidden from the menu; the record id travels in the `id` query parameter.
   */
  detail?: {
    /**
     * Path of the detail page, as in §2.
     */
    route: string;
    label?: Text;
  };
  upstream: Upstream;
  exportLog?: ExportLog;
  /**
   * The record’s fields, keyed by the name the upstream uses.
   */
  fields: {
    [k: string]: Field;
  };
  list?: List;
  show?: FieldList1;
  create?: FieldList2;
  edit?: FieldList3;
  form?: FieldList4;
  dashboard?: Dashboard;
  /**
   * Buttons, each bound to a §3 action key for the permission check.
   */
  actions?: Action[];
  /**
   * Further §2 routes over the same records with preset filters.
   */
  views?: View[];
  screens?: Screens;
}
/**
 * Where the entry sits in the side menu.
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
   * Name of an @mui/icons-material icon: the side menu draws it for a top-level entry; an entry inside a group draws none (its group's icon stands for it). Also react-admin's resource icon.
   */
  icon?: string;
  /**
   * Routable but not shown in the menu.
   */
  hidden?: boolean;
  /**
   * The brand menu area the entry belongs to (as routes.yaml's groups and pages): a brand's menu_rebate_hidden, menu_billing_hidden or menu_cash_hidden flag hides it and forbids its route (§1, §6).
   */
  menuArea?: MenuArea;
}
/**
 * The records are derived from other resources’ records at every read (never stored): `rows` (one per source record, from one or more sources, oldest first) or else `perMonth` (one per calendar month the source has records in, with figures over that month).
 *
 * This interface was referenced by `ResourceFile`'s JSON-Schema
 * via the `definition` "derive".
 */
export interface Derive {
  /**
   * The sources, each giving one row per matching record.
   *
   * @minItems 1
   */
  rows?: [
    {
      /**
       * The resource whose records the rows follow (itself possibly derived).
       */
      from: string;
      /**
       * Only source records whose field has this value (or one of these values).
       */
      where?: {
        [k: string]: (string | number | boolean) | [string | number | boolean, ...(string | number | boolean)[]];
      };
      /**
       * This resource’s field → the source record’s field it takes its value from.
       */
      copy?: {
        [k: string]: string;
      };
      /**
       * Fields with a fixed value on every row of this source.
       */
      set?: {
        [k: string]: string | number | boolean;
      };
    },
    ...{
      /**
       * The resource whose records the rows follow (itself possibly derived).
       */
      from: string;
      /**
       * Only source records whose field has this value (or one of these values).
       */
      where?: {
        [k: string]: (string | number | boolean) | [string | number | boolean, ...(string | number | boolean)[]];
      };
      /**
       * This resource’s field → the source record’s field it takes its value from.
       */
      copy?: {
        [k: string]: string;
      };
      /**
       * Fields with a fixed value on every row of this source.
       */
      set?: {
        [k: string]: string | number | boolean;
      };
    }[]
  ];
  /**
   * One row per month of the source’s `date` field, its month (YYYY-MM) in `key` and each of `figures` computed over that month’s source records.
   */
  perMonth?: {
    /**
     * The source resource.
     */
    from: string;
    /**
     * The source’s date or datetime field that places a record in a month.
     */
    date: string;
    /**
     * This resource’s field that holds the month (YYYY-MM).
     */
    key: string;
    /**
     * This resource’s field → the figure it holds.
     */
    figures: {
      /**
       * A figure over the source records of the row’s period.
       */
      [k: string]: {
        /**
         * count: how many records; sum: of `field`; latest: `field` of the month’s newest record (a running balance at the month’s end).
         */
        op: 'count' | 'sum' | 'latest';
        /**
         * The numeric field summed or read.
         */
        field?: string;
        /**
         * Only source records whose field has this value (or one of these values).
         */
        where?: {
          [k: string]: (string | number | boolean) | [string | number | boolean, ...(string | number | boolean)[]];
        };
      };
    };
    /**
     * Fields fixed on the current month’s row, a period still open (a statement to confirm).
     */
    open?: {
      [k: string]: string | number | boolean;
    };
    /**
     * Fields fixed on every earlier month’s row, a period closed (a confirmed statement).
     */
    closed?: {
      [k: string]: string | number | boolean;
    };
  };
}
/**
 * Which upstream service serves this resource and how its calls look (§7).
 *
 * This interface was referenced by `ResourceFile`'s JSON-Schema
 * via the `definition` "upstream".
 */
export interface Upstream {
  /**
   * A client of upstream.yaml (`clients`): movie (§7 client 1, the movie-service API v2, User-Token header), gateway (§7 client 2, the admin API gateway, authorization header), or rest (a plain REST backend through ra-data-simple-rest: list, get, create, update and delete on one path, nothing else); its conventions apply unless this file overrides them.
   */
  client: string;
  /**
   * The operation of the service's OpenAPI document that is this resource's list call — its operationId, or "METHOD /path" — written by `npm run generate -- --from-openapi` (issue 35). `npm run generate -- --check-openapi <document>` compares the file with it and with the record calls beside it: a field the answer no longer has, a changed type or enum, a required parameter the file does not send.
   */
  openapi?: string;
  /**
   * Names of the paging and sorting parameters, where they differ from the client's (upstream.yaml clients.<client>.paging: page/page_size for movie, pageNo/pageSize for gateway).
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
     * Parameter carrying the sort field.
     */
    sort?: string;
    /**
     * Parameter carrying the sort direction.
     */
    order?: string;
    /**
     * The direction value for ascending.
     */
    ascending?: string;
    /**
     * The direction value for descending.
     */
    descending?: string;
  };
  list?: ListOperation;
  /**
   * Read one record. `list` reads it from the list call filtered by its id, for upstreams without a detail call. A form page reads its one record with it (no id sent).
   */
  get?: Operation | 'list';
  create?: Operation;
  update?: Operation1;
  delete?: Operation2;
}
/**
 * The paged list call and where its answer keeps rows and total.
 *
 * This interface was referenced by `ResourceFile`'s JSON-Schema
 * via the `definition` "listOperation".
 */
export interface ListOperation {
  /**
   * HTTP method of the list call (a rest client's: GET).
   */
  method?: 'GET' | 'POST';
  /**
   * Endpoint path under /api/.
   */
  path: string;
  /**
   * Dotted path of the rows array in the answer, where it differs from the client's (upstream.yaml): data.data (movie), data.list, or data (gateway).
   */
  rows?: string;
  /**
   * Dotted path of the total count, where it differs from the client's (upstream.yaml): data.total (movie), data.count, or totalCount (gateway).
   */
  total?: string;
  /**
   * Fixed parameters sent with every call of this operation (§7: the application list always sends is_saas, the media list all). They tell apart calls that share a method and path: a create/update endpoint fixes one to different values (channel save: is_update 0 or 1), and a second schema may share an existing endpoint by fixing alone a parameter the first never sends — the first file stays as it is, and the embedded upstream answers a call with the route whose fixed parameters it matches most (check endpoint.clash).
   */
  params?: {
    [k: string]: string | number | boolean;
  };
  /**
   * The list conventions this call takes, where it takes fewer than all four: `page` (the page number), `perPage` (the page size), `sort` (the sort field and its direction) and `filters` (the list's filters). What it leaves out the console does in the browser over the rows of one call: without `page` it asks once for up to 10000 rows (§9) — in the page-size parameter, when the call takes `perPage` — and pages them itself; without `sort` it sorts them, without `filters` it filters them. Sorting or filtering in the browser needs every row, so a call that leaves out `sort` or `filters` leaves out `page` too. §7: the application list sends only page_size and is_saas (`sends: [perPage]`, `params: { is_saas: 1 }`).
   */
  sends?: ('page' | 'perPage' | 'sort' | 'filters')[];
}
/**
 * One upstream call.
 */
export interface Operation {
  /**
   * HTTP method; GET sends the parameters in the query string. Most movie-service calls are POST (§7). A rest client's calls take ra-data-simple-rest's: get GET, create POST, update PUT, delete DELETE.
   */
  method?: HttpMethod;
  /**
   * Endpoint path under /api/ on the chosen client’s base URL. A rest client (upstream.yaml `convention: rest`) addresses one record at the list's path and `/:id` (get, update, delete) and creates at the list's path.
   */
  path: string;
  /**
   * get, update, delete and row actions: the parameter that carries the record id (default: the resource’s recordId).
   */
  idParam?: string;
  /**
   * Bulk actions: the parameter that carries the selected ids (default: the client's idsParam in upstream.yaml; §7 batch sends channel_ids).
   */
  idsParam?: string;
  /**
   * Fixed parameters sent with every call of this operation (§7: the application list always sends is_saas, the media list all). They tell apart calls that share a method and path: a create/update endpoint fixes one to different values (channel save: is_update 0 or 1), and a second schema may share an existing endpoint by fixing alone a parameter the first never sends — the first file stays as it is, and the embedded upstream answers a call with the route whose fixed parameters it matches most (check endpoint.clash).
   */
  params?: {
    [k: string]: string | number | boolean;
  };
}
/**
 * One upstream call.
 */
export interface Operation1 {
  /**
   * HTTP method; GET sends the parameters in the query string. Most movie-service calls are POST (§7). A rest client's calls take ra-data-simple-rest's: get GET, create POST, update PUT, delete DELETE.
   */
  method?: HttpMethod;
  /**
   * Endpoint path under /api/ on the chosen client’s base URL. A rest client (upstream.yaml `convention: rest`) addresses one record at the list's path and `/:id` (get, update, delete) and creates at the list's path.
   */
  path: string;
  /**
   * get, update, delete and row actions: the parameter that carries the record id (default: the resource’s recordId).
   */
  idParam?: string;
  /**
   * Bulk actions: the parameter that carries the selected ids (default: the client's idsParam in upstream.yaml; §7 batch sends channel_ids).
   */
  idsParam?: string;
  /**
   * Fixed parameters sent with every call of this operation (§7: the application list always sends is_saas, the media list all). They tell apart calls that share a method and path: a create/update endpoint fixes one to different values (channel save: is_update 0 or 1), and a second schema may share an existing endpoint by fixing alone a parameter the first never sends — the first file stays as it is, and the embedded upstream answers a call with the route whose fixed parameters it matches most (check endpoint.clash).
   */
  params?: {
    [k: string]: string | number | boolean;
  };
}
/**
 * One upstream call.
 */
export interface Operation2 {
  /**
   * HTTP method; GET sends the parameters in the query string. Most movie-service calls are POST (§7). A rest client's calls take ra-data-simple-rest's: get GET, create POST, update PUT, delete DELETE.
   */
  method?: HttpMethod;
  /**
   * Endpoint path under /api/ on the chosen client’s base URL. A rest client (upstream.yaml `convention: rest`) addresses one record at the list's path and `/:id` (get, update, delete) and creates at the list's path.
   */
  path: string;
  /**
   * get, update, delete and row actions: the parameter that carries the record id (default: the resource’s recordId).
   */
  idParam?: string;
  /**
   * Bulk actions: the parameter that carries the selected ids (default: the client's idsParam in upstream.yaml; §7 batch sends channel_ids).
   */
  idsParam?: string;
  /**
   * Fixed parameters sent with every call of this operation (§7: the application list always sends is_saas, the media list all). They tell apart calls that share a method and path: a create/update endpoint fixes one to different values (channel save: is_update 0 or 1), and a second schema may share an existing endpoint by fixing alone a parameter the first never sends — the first file stays as it is, and the embedded upstream answers a call with the route whose fixed parameters it matches most (check endpoint.clash).
   */
  params?: {
    [k: string]: string | number | boolean;
  };
}
/**
 * This resource is the export-download log: the embedded upstream adds a record for every export a merchant runs (newest first) and serves the file from `link` until `expires`. Each key names the field that holds it.
 *
 * This interface was referenced by `ResourceFile`'s JSON-Schema
 * via the `definition` "exportLog".
 */
export interface ExportLog {
  /**
   * Text field: the file name, with .xlsx.
   */
  file: string;
  /**
   * Text field: the screen the export was run from, in Chinese.
   */
  source?: string;
  /**
   * Integer field: the file size in bytes.
   */
  size: string;
  /**
   * Text field: where the file is downloaded (a path under the client’s base URL).
   */
  link: string;
  /**
   * Datetime field: after it the link answers “expired”.
   */
  expires: string;
  /**
   * The status field and its values for a file that can be downloaded and one that has expired.
   */
  status: {
    /**
     * An enum field.
     */
    field: string;
    /**
     * Its value while the file can be downloaded.
     */
    ready: string | number | boolean;
    /**
     * Its value once the file has expired.
     */
    expired: string | number | boolean;
  };
  /**
   * How long a file stays downloadable.
   */
  keepHours?: number;
}
/**
 * A record field: JSON Schema constraints plus UI hints. Every field but an object one needs a `label`.
 *
 * This interface was referenced by `ResourceFile`'s JSON-Schema
 * via the `definition` "field".
 */
export interface Field {
  /**
   * JSON type of the value. Arrays hold strings (seats, keywords); an object holds nested fields (`properties`).
   */
  type: FieldType;
  label?: Text;
  /**
   * Developer note; also the record type’s doc comment.
   */
  description?: string;
  /**
   * How the field is shown, edited and filtered (vocabulary/widgets.ts). Defaults from type: string→text, integer/number→number, boolean→switch, array→tags, with `enum`→select, `format: date-time`→datetime.
   */
  widget?: Widget;
  /**
   * The allowed values, each with its label (and chip colour) — or the name of a list the spec fixes (`enum: hallType`), or options the project holds (`enum: { from: resources }`, `{ from: actions }`: a text field).
   */
  enum?: EnumOption[] | NamedEnum | EnumSource;
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
   * A live upper bound beside the fixed `maximum`: a figure of this list's `summary` (the withdrawable balance caps a withdrawal). The create form reads it from the list answer when it opens and refuses more with the figure in its message (不能大于可提现金额 ¥29,332.91); the embedded upstream computes the figure again and refuses more too.
   */
  maximumFrom?: {
    /**
     * The name of a `list.summary` figure of this file.
     */
    summary: string;
  };
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
   * The field applies only while another top-level field of the record has one of these values (a pricing rule’s city only for scope city): forms show its input only then, `required` holds only then, and the upstream stores it empty otherwise.
   */
  appliesWhen?: {
    /**
     * A top-level field of the same record, with `enum` or boolean.
     */
    field: string;
    /**
     * The values for which this field applies.
     *
     * @minItems 1
     */
    in: [string | number | boolean, ...(string | number | boolean)[]];
  };
  /**
   * The value a new record takes when the create leaves the field out: create forms start with it (and send it), and the embedded upstream stores it for a create that omits the field. Must fit the type, enum and bounds. An enum field without one is stored empty when a create omits it (the stand-in invents no status).
   */
  default?: string | number | boolean;
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
   * For widget `reference`: the other resource and its field shown in place of the id. Selectors load up to 10,000 of its records (§9).
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
    /**
     * Selectors load every record in one request (up to 10,000, §9) and search them in the browser, in a virtualised list; without it they search the upstream as the user types.
     */
    loadAll?: boolean;
  };
  /**
   * Widgets text and textarea: list cells cut to this display width with “…”, the whole text on hover (§9: a non-ASCII character counts 2).
   */
  ellipsis?: number;
  /**
   * Widget percent: the upstream stores 12.5 for 12.50% (100, the default) or 0.125 (1). Forms accept 0–100 % either way.
   */
  percentBase?: 100 | 1;
  /**
   * Widget upload: the image types accepted, checked in the browser and by the upstream. Default: PNG and JPEG.
   *
   * @minItems 1
   */
  accept?: [
    'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp',
    ...('image/png' | 'image/jpeg' | 'image/gif' | 'image/webp')[]
  ];
  /**
   * Widget upload: the largest file accepted, in bytes (1 MB = 1048576), checked in the browser and by the upstream. Default: 2 MB.
   */
  maxSize?: number;
  /**
   * For `type: object`: the nested fields. Columns, forms and filters name them with a dot (`relationToBusiness.authorizer_appid`).
   */
  properties?: {
    [k: string]: Field;
  };
  seed?: Seed;
}
/**
 * How the embedded upstream invents values for this field. Without it, values follow the widget and the constraints.
 *
 * This interface was referenced by `ResourceFile`'s JSON-Schema
 * via the `definition` "seed".
 */
export interface Seed {
  /**
   * A generator of realistic values for a Chinese cinema-ticket and coupon reseller.
   */
  kind?: SeedKind;
  /**
   * Lower bound for numbers; for dates, days ago (or hours after `after`).
   */
  min?: number;
  /**
   * Upper bound for numbers; for dates, days ago (or hours after `after`).
   */
  max?: number;
  /**
   * Each record gets a different value of the kind (a film list names each film once); with `pick`, the records take the listed values in turn (eight carousel banners, eight titles).
   */
  unique?: boolean;
  /**
   * Decimals of a seeded number, money and `scale` shares included (a film score has one, a coupon face value none).
   */
  decimals?: number;
  /**
   * For dates: a moment `min`–`max` hours after this other date field of the same record (a delivery after its order).
   */
  after?: string;
  /**
   * For numbers: the sum of these fields of the same record, minus those of `minus` (closing = opening + income − outgoings).
   *
   * @minItems 1
   */
  sum?: [string, ...string[]];
  /**
   * Fields subtracted from `sum`.
   */
  minus?: string[];
  /**
   * For numbers: the product of these number fields of the same record (an amount = unit price × quantity), to `decimals` places.
   *
   * @minItems 2
   */
  product?: [string, string, ...string[]];
  /**
   * For numbers: a share of another number field of the record, between `min` and `max` times it (a cost of 72–90 % of the amount); an integer field takes the whole part (coupons claimed of the stock).
   */
  scale?: {
    /**
     * The number field it is a share of.
     */
    of: string;
    /**
     * Smallest factor.
     */
    min: number;
    /**
     * Largest factor.
     */
    max: number;
  };
  /**
   * For numbers: a running balance — the previous record’s value (oldest first) plus this record’s `of` field.
   */
  running?: {
    /**
     * The signed amount each record adds.
     */
    of: string;
    /**
     * The balance before the oldest record.
     */
    start?: number;
    /**
     * The field that orders the records oldest first (default: the creation time, else the id).
     */
    by?: string;
  };
  aggregate?: Aggregate;
  /**
   * The value is a field of the record another field of this record references — so related records agree (a statistics row’s media is its promotion slot’s media).
   */
  from?: {
    /**
     * A field of this record with widget `reference`.
     */
    reference: string;
    /**
     * The field of the referenced record copied.
     */
    field: string;
  };
  /**
   * For kind couponName: the record’s money fields the title states, so it never contradicts them — 满50减10观影券 only when the threshold is 50 and the value 10; without a threshold 立减10元观影券 or 10元代金券.
   */
  terms?: {
    /**
     * The money field with the coupon’s value (what it takes off).
     */
    value: string;
    /**
     * The money field with the least spend it applies from (empty: no threshold).
     */
    threshold?: string;
  };
  /**
   * Values to choose from, one per record at random (texts no kind covers: message titles, service hours).
   *
   * @minItems 1
   */
  pick?: [string | number | boolean, ...(string | number | boolean)[]];
  /**
   * For dates: `min`–`max` days ahead instead of ago for records whose other field has one of these values (a scheduled push lies ahead, a sent one behind).
   */
  futureWhen?: {
    /**
     * A field of the same record.
     */
    field: string;
    /**
     * The values that put the date ahead.
     *
     * @minItems 1
     */
    in: [string | number | boolean, ...(string | number | boolean)[]];
  };
  /**
   * For a status: the value follows the record’s period as of now — `before` until `start`, one of `during` (the first most often) until `end`, `after` once it is over (a coupon not started, running or paused, ended). `before` and `after` may list several values too (an order whose show is over: completed or refunded).
   */
  phase?: {
    /**
     * The date or datetime field the period starts at.
     */
    start: string;
    /**
     * The date or datetime field the period ends at.
     */
    end: string;
    /**
     * The value before the period (or values, the first most often).
     *
     * @minItems 1
     */
    before: string | number | boolean | [string | number | boolean, ...(string | number | boolean)[]];
    /**
     * The values during the period.
     *
     * @minItems 1
     */
    during: [string | number | boolean, ...(string | number | boolean)[]];
    /**
     * The value after the period (or values, the first most often).
     *
     * @minItems 1
     */
    after: string | number | boolean | [string | number | boolean, ...(string | number | boolean)[]];
  };
  /**
   * The value exists only for records whose other field has one of these values; empty otherwise (a pick-up time only once picked up).
   */
  onlyWhen?: {
    /**
     * A field of the same record.
     */
    field: string;
    /**
     * The values that give this field a value.
     *
     * @minItems 1
     */
    in: [string | number | boolean, ...(string | number | boolean)[]];
  };
}
/**
 * A figure computed from another resource's records for the caller's merchant (the embedded upstream computes it on every read).
 *
 * This interface was referenced by `ResourceFile`'s JSON-Schema
 * via the `definition` "aggregate".
 */
export interface Aggregate {
  /**
   * The resource whose records are counted or summed.
   */
  resource: string;
  /**
   * count: how many records; sum / avg: of `field`; latest: `field` of the newest record (by `when.field`, else its creation time) — a running balance.
   */
  op: 'count' | 'sum' | 'avg' | 'latest';
  /**
   * The numeric field summed, averaged or read.
   */
  field?: string;
  /**
   * Only records whose fields have these values.
   */
  where?: {
    [k: string]: string | number | boolean;
  };
  /**
   * Only records whose date field falls in a window that ends now.
   */
  when?: {
    /**
     * A datetime or date field.
     */
    field: string;
    /**
     * today, the last 7 or 30 days, or this calendar month.
     */
    within: 'today' | '7d' | '30d' | 'month';
  };
}
/**
 * The list screen (page kind `list`).
 *
 * This interface was referenced by `ResourceFile`'s JSON-Schema
 * via the `definition` "list".
 */
export interface List {
  columns: FieldList;
  /**
   * Columns (of `columns`) hidden until the user shows them with the column chooser (react-admin’s DataTable `hiddenColumns` and ColumnsButton; the choice is kept in the browser until logout); a view hides those of its columns that the list hides. Keep a wide list narrow enough that its actions column fits a 1280 px screen.
   */
  hiddenColumns?: string[];
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
   * Figures the list answer carries beside its rows (credit, daicredit).
   */
  summary?: SummaryItem[];
  chart?: ListChart;
  live?: Live;
}
/**
 * One filter above the list.
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
   * equals: exact match; contains: substring; in: one of several values; dateRange: between two dates (inclusive). The widget decides which apply.
   */
  op: FilterOp;
  /**
   * Name of the upstream parameter (default: the field name).
   */
  param?: string;
  /**
   * For dateRange: the two upstream parameters, and optionally the one that carries a single day alone.
   */
  params?: {
    /**
     * Start parameter.
     */
    from: string;
    /**
     * End parameter.
     */
    to: string;
    /**
     * A range of one day (start and end the same day) travels in this parameter alone, without the two ends; a longer range in `from` and `to` (§7 statistics: start_time, end_time, or time).
     */
    day?: string;
  };
  /**
   * Show the filter without the “add filter” menu.
   */
  alwaysOn?: boolean;
  /**
   * The list is only asked for with this filter set (a report over a period).
   */
  required?: boolean;
}
/**
 * A figure the list answer carries beside its rows, shown above the list.
 *
 * This interface was referenced by `ResourceFile`'s JSON-Schema
 * via the `definition` "summaryItem".
 */
export interface SummaryItem {
  /**
   * Identifier of the figure.
   */
  name: string;
  /**
   * Dotted path in the list answer.
   */
  from: string;
  label: Text;
  /**
   * How the figure is written: as the widget writes a column (a percent of 100).
   */
  widget?: 'text' | 'number' | 'money' | 'percent';
  /**
   * How the embedded upstream computes the figure from the records of the list’s current filters: their sum, or the newest record’s value (a running balance). Without it the figure is seeded.
   */
  compute?: {
    /**
     * sum: of the field over the filtered records; latest: the field of the newest one.
     */
    op: 'sum' | 'latest';
    /**
     * A number field of the record.
     */
    field: string;
    /**
     * Only the rows whose fields have these values.
     */
    where?: {
      [k: string]: string | number | boolean;
    };
  };
  aggregate?: Aggregate1;
}
/**
 * A figure computed from another resource's records for the caller's merchant (the embedded upstream computes it on every read).
 */
export interface Aggregate1 {
  /**
   * The resource whose records are counted or summed.
   */
  resource: string;
  /**
   * count: how many records; sum / avg: of `field`; latest: `field` of the newest record (by `when.field`, else its creation time) — a running balance.
   */
  op: 'count' | 'sum' | 'avg' | 'latest';
  /**
   * The numeric field summed, averaged or read.
   */
  field?: string;
  /**
   * Only records whose fields have these values.
   */
  where?: {
    [k: string]: string | number | boolean;
  };
  /**
   * Only records whose date field falls in a window that ends now.
   */
  when?: {
    /**
     * A datetime or date field.
     */
    field: string;
    /**
     * today, the last 7 or 30 days, or this calendar month.
     */
    within: 'today' | '7d' | '30d' | 'month';
  };
}
/**
 * A chart above the table, drawn from every row of the current filters (up to `limit`), not only the page shown; rows with the same x are added up (a day over every channel).
 *
 * This interface was referenced by `ResourceFile`'s JSON-Schema
 * via the `definition` "listChart".
 */
export interface ListChart {
  /**
   * line and bar: series over x; pie: the first series’ share per x.
   */
  kind: 'line' | 'bar' | 'pie';
  /**
   * The field along the horizontal axis (pie: the slices).
   */
  x: string;
  /**
   * Numeric fields drawn, one line or bar each (pie: the first), labelled as their columns.
   *
   * @minItems 1
   */
  series: [string, ...string[]];
  label?: Text;
  /**
   * Most rows the chart asks for (§9: selectors load up to 10,000).
   */
  limit?: number;
}
/**
 * This list is a live work queue (orders to grab, withdrawals to review): while it is in sight the console asks for the rows under the current filters again at this pace — by the ordinary list call, or on every event of the change stream when upstream.yaml declares one (`changes`) — and stops while the browser tab is hidden or the screen is kept alive in the background, catching up with one request on return. New rows slide in highlighted, rows that left fade out with a short reason, the menu entry shows how many wait and the browser tab’s title says so while the console is in the background.
 *
 * This interface was referenced by `ResourceFile`'s JSON-Schema
 * via the `definition` "live".
 */
export interface Live {
  /**
   * How often the list is asked again while in sight: whole seconds (`10s`) or minutes (`2m`), at least 2 s.
   */
  every: string;
  /**
   * The rows the menu badge counts, as field values, where they are not all the route lists (a view’s own `filter` always applies): the withdrawals still to review among all withdrawals.
   */
  badge?: {
    [k: string]: string | number | boolean;
  };
}
/**
 * Page kind `dashboard`: the one record `upstream.get` answers, shown as figure cards, charts and small tables.
 *
 * This interface was referenced by `ResourceFile`'s JSON-Schema
 * via the `definition` "dashboard".
 */
export interface Dashboard {
  /**
   * Greet the user by the hour (§9: morning, forenoon, noon, afternoon, evening).
   */
  greeting?: boolean;
  cards?: FieldList5;
  /**
   * Charts of per-day figures.
   */
  charts?: {
    /**
     * Key of the chart’s points in the answer.
     */
    name: string;
    /**
     * Lines or bars over the days.
     */
    kind: 'line' | 'bar';
    label: Text;
    /**
     * How many days back, today included.
     */
    days?: number;
    /**
     * The records counted and the date field that puts each on a day.
     */
    from: {
      /**
       * A resource name.
       */
      resource: string;
      /**
       * Its datetime or date field.
       */
      date: string;
    };
    /**
     * The lines or bars.
     *
     * @minItems 1
     */
    series: [
      {
        /**
         * Key of the value in each point of the answer.
         */
        name: string;
        label: Text;
        /**
         * count: records that day; sum / avg: of `field`.
         */
        op: 'count' | 'sum' | 'avg';
        /**
         * The numeric field summed or averaged.
         */
        field?: string;
        /**
         * How values read in the tooltip: as the widget writes a column (a percent of 100).
         */
        widget?: 'number' | 'money' | 'percent';
      },
      ...{
        /**
         * Key of the value in each point of the answer.
         */
        name: string;
        label: Text;
        /**
         * count: records that day; sum / avg: of `field`.
         */
        op: 'count' | 'sum' | 'avg';
        /**
         * The numeric field summed or averaged.
         */
        field?: string;
        /**
         * How values read in the tooltip: as the widget writes a column (a percent of 100).
         */
        widget?: 'number' | 'money' | 'percent';
      }[]
    ];
  }[];
  /**
   * Small tables of other resources.
   */
  tables?: {
    /**
     * A list resource.
     */
    resource: string;
    label: Text;
    columns: FieldList6;
    /**
     * How many rows.
     */
    limit?: number;
  }[];
}
/**
 * A button. The §3 keys add, edit, delete, get and export have built-in behaviour; enable, disable, import and custom names call `call`.
 *
 * This interface was referenced by `ResourceFile`'s JSON-Schema
 * via the `definition` "action".
 */
export interface Action {
  /**
   * A §3 action key (add, delete, edit, get, enable, disable, import, export) or a custom action name.
   */
  name: string;
  /**
   * The §3 action the permission must carry for the button to exist. Defaults to `name` when that is a §3 key; required for custom names.
   */
  access?: ActionKey;
  /**
   * toolbar: above the list; row: in each row; bulk: on selected rows.
   */
  place: 'toolbar' | 'row' | 'bulk';
  label?: Text;
  shows?: FieldList7;
  form?: FieldList8;
  submit?: Text;
  /**
   * `add` only: figures of the list’s `summary` shown above the create form, read from the list answer (the withdrawable balance above a withdrawal).
   *
   * @minItems 1
   */
  summary?: [string, ...string[]];
  /**
   * The action moves money out of the merchant's account (a withdrawal application, a payout): `add` (its create form) or an action with a `call` (its dialog) asks for the security (withdrawal) password, which travels in upstream.yaml `securityPasswordParam`; the upstream refuses the call without the right one, locks the password after repeated wrong ones, and an account that has set none is sent to set it.
   */
  moneyOut?: boolean;
  /**
   * @mui/icons-material icon name. In a row, each button draws a picture of its own, and none but get, edit and delete draws theirs (an eye, a pen, a bin).
   */
  icon?: string;
  confirm?: Text;
  call?: Operation3;
  payload?: FieldList9;
  /**
   * Field values the action sets on the record (the embedded upstream applies them; the list refreshes after).
   */
  effect?: {
    [k: string]: string | number | boolean;
  };
  /**
   * Row actions only: show the button only when the record’s field has this value.
   */
  visibleWhen?: {
    /**
     * Field to test.
     */
    field: string;
    /**
     * Value it must have (one of the field’s enum values, when it has some).
     */
    equals: string | number | boolean;
  };
  conflict?: Text;
  export?: ExportOptions;
}
/**
 * One upstream call.
 */
export interface Operation3 {
  /**
   * HTTP method; GET sends the parameters in the query string. Most movie-service calls are POST (§7). A rest client's calls take ra-data-simple-rest's: get GET, create POST, update PUT, delete DELETE.
   */
  method?: HttpMethod;
  /**
   * Endpoint path under /api/ on the chosen client’s base URL. A rest client (upstream.yaml `convention: rest`) addresses one record at the list's path and `/:id` (get, update, delete) and creates at the list's path.
   */
  path: string;
  /**
   * get, update, delete and row actions: the parameter that carries the record id (default: the resource’s recordId).
   */
  idParam?: string;
  /**
   * Bulk actions: the parameter that carries the selected ids (default: the client's idsParam in upstream.yaml; §7 batch sends channel_ids).
   */
  idsParam?: string;
  /**
   * Fixed parameters sent with every call of this operation (§7: the application list always sends is_saas, the media list all). They tell apart calls that share a method and path: a create/update endpoint fixes one to different values (channel save: is_update 0 or 1), and a second schema may share an existing endpoint by fixing alone a parameter the first never sends — the first file stays as it is, and the embedded upstream answers a call with the route whose fixed parameters it matches most (check endpoint.clash).
   */
  params?: {
    [k: string]: string | number | boolean;
  };
}
/**
 * What the export writes and what its file is called (§7: an xlsx named by its date range).
 *
 * This interface was referenced by `ResourceFile`'s JSON-Schema
 * via the `definition` "exportOptions".
 */
export interface ExportOptions {
  /**
   * The dateRange filter whose dates name the file; `required` refuses to export without them.
   */
  range?: {
    /**
     * The field of a dateRange filter of the list.
     */
    filter: string;
    /**
     * The export needs both dates (the button says so until they are set).
     */
    required?: boolean;
  };
  /**
   * File name without .xlsx; {name} is the resource’s label in the user’s language, {from} and {to} the range’s dates (omitted with their separator when unset), {today} the date. Default: {name}_{from}_{to}.
   */
  fileName?: string;
  columns?: FieldList10;
}
/**
 * Another §2 route listing the same records with preset filters, its own title, permission and menu place (orders to grab = the orders with status 1).
 *
 * This interface was referenced by `ResourceFile`'s JSON-Schema
 * via the `definition` "view".
 */
export interface View {
  /**
   * The view’s name (its react-admin resource id and route key, unique across schemas).
   */
  name: string;
  /**
   * Its §2 path.
   */
  route: string;
  label: Text;
  /**
   * What the view is for, for developers.
   */
  description?: string;
  /**
   * Permission key of this route (default: the resource’s).
   */
  permission?: string;
  menu?: Menu;
  /**
   * Keep the screen’s state when the operator leaves and comes back (§2).
   */
  keepAlive?: boolean;
  live?: Live;
  /**
   * Field values every record of the view has; sent with each list call, never shown as a filter input.
   */
  filter?: {
    [k: string]: string | number | boolean;
  };
  /**
   * The parameter a preset of `filter` travels in, where it is not the one the list's filter on that field uses (default: that filter's `param`, else the field name). §7: the poster list's is_official_poster variant sends is_official in is_official_poster.
   */
  presetParams?: {
    [k: string]: string;
  };
  columns?: FieldList11;
  /**
   * The view’s buttons, replacing the resource’s.
   */
  actions?: Action[];
}
/**
 * The escape hatch: a view the schema cannot describe, built by a hand-written feature (`<feature>/<Export>`, src/features/<feature>/index.ts), which may compose the generated parts (columns, filters, summary).
 *
 * This interface was referenced by `ResourceFile`'s JSON-Schema
 * via the `definition` "screens".
 */
export interface Screens {
  /**
   * The list view, built by a feature.
   */
  list?: string;
  /**
   * The show view, built by a feature.
   */
  show?: string;
  /**
   * The create view, built by a feature.
   */
  create?: string;
  /**
   * The edit view, built by a feature.
   */
  edit?: string;
}
/**
 * One upstream call.
 *
 * This interface was referenced by `ResourceFile`'s JSON-Schema
 * via the `definition` "operation".
 */
export interface Operation4 {
  /**
   * HTTP method; GET sends the parameters in the query string. Most movie-service calls are POST (§7). A rest client's calls take ra-data-simple-rest's: get GET, create POST, update PUT, delete DELETE.
   */
  method?: HttpMethod;
  /**
   * Endpoint path under /api/ on the chosen client’s base URL. A rest client (upstream.yaml `convention: rest`) addresses one record at the list's path and `/:id` (get, update, delete) and creates at the list's path.
   */
  path: string;
  /**
   * get, update, delete and row actions: the parameter that carries the record id (default: the resource’s recordId).
   */
  idParam?: string;
  /**
   * Bulk actions: the parameter that carries the selected ids (default: the client's idsParam in upstream.yaml; §7 batch sends channel_ids).
   */
  idsParam?: string;
  /**
   * Fixed parameters sent with every call of this operation (§7: the application list always sends is_saas, the media list all). They tell apart calls that share a method and path: a create/update endpoint fixes one to different values (channel save: is_update 0 or 1), and a second schema may share an existing endpoint by fixing alone a parameter the first never sends — the first file stays as it is, and the embedded upstream answers a call with the route whose fixed parameters it matches most (check endpoint.clash).
   */
  params?: {
    [k: string]: string | number | boolean;
  };
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
/**
 * Options the project holds: its resources or its write actions, listed by the generator.
 *
 * This interface was referenced by `ResourceFile`'s JSON-Schema
 * via the `definition` "enumSource".
 */
export interface EnumSource {
  /**
   * resources: the schemas written through the services, by name; actions: the writes, by name.
   */
  from: 'resources' | 'actions';
}
