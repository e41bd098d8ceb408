import { doc } from '../doc';
import { FIELD_NAME, FIELD_PATH, ICON, SCALAR, vocab } from '../terms';

/** What an export writes and how its file is named (§7: 'xlsx blob named by date range'). */
export const exportOptions = {
  type: 'object',
  additionalProperties: false,
  ...doc('What the export writes and what its file is called (§7: an xlsx named by its date range).', {
    range: { filter: 'created_at', required: true },
    fileName: '券码_{from}_{to}',
  }),
  properties: {
    range: {
      type: 'object',
      additionalProperties: false,
      required: ['filter'],
      ...doc('The dateRange filter whose dates name the file; `required` refuses to export without them.', {
        filter: 'created_at',
        required: true,
      }),
      properties: {
        filter: {
          type: 'string',
          pattern: FIELD_PATH,
          ...doc('The field of a dateRange filter of the list.', 'created_at'),
        },
        required: {
          type: 'boolean',
          default: false,
          ...doc('The export needs both dates (the button says so until they are set).', true),
        },
      },
    },
    fileName: {
      type: 'string',
      pattern: '^[^/\\\\:*?"<>|]+$',
      ...doc(
        'File name without .xlsx; {name} is the resource’s label in the user’s language, {from} and {to} the range’s dates (omitted with their separator when unset), {today} the date. Default: {name}_{from}_{to}.',
        '券码_{from}_{to}',
      ),
    },
    columns: {
      $ref: '#/$defs/fieldList',
      ...doc('Columns written when the list does not say which are shown (default: the list’s columns).', [
        'code',
        'status',
        'created_at',
      ]),
    },
  },
};

/** A button bound to a §3 action key. */
export const action = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'place'],
  ...doc(
    'A button. The §3 keys add, edit, delete, get and export have built-in behaviour; enable, disable, import and custom names call `call`.',
    {
      name: 'disable',
      place: 'row',
      icon: 'Block',
      confirm: { 'zh-CN': '确定停用该子账号？', en: 'Disable this sub-account?' },
      call: { path: '/api/v2/subaccount/disable' },
      effect: { is_active: 0 },
      visibleWhen: { field: 'is_active', equals: 1 },
    },
  ),
  properties: {
    name: {
      type: 'string',
      pattern: '^[a-z][a-zA-Z0-9]*$',
      ...doc(
        'A §3 action key (add, delete, edit, get, enable, disable, import, export) or a custom action name.',
        'disable',
      ),
    },
    access: {
      ...vocab('actionKey'),
      ...doc(
        'The §3 action the permission must carry for the button to exist. Defaults to `name` when that is a §3 key; required for custom names.',
        'edit',
      ),
    },
    place: {
      enum: ['toolbar', 'row', 'bulk'],
      ...doc('toolbar: above the list; row: in each row; bulk: on selected rows.', 'row'),
    },
    label: {
      ...vocab('text'),
      ...doc(
        'Button text (built-in actions have a default). An `add` action’s label also titles the create screen it opens (申请提现 rather than 新建代理提现).',
        { 'zh-CN': '停用', en: 'Disable' },
      ),
    },
    shows: {
      $ref: '#/$defs/fieldList',
      ...doc(
        'Row actions with a `call`: fields of the record the dialog shows before the action runs, as the list shows them — which record it applies to (its number, its amount).',
        ['id', 'nickname', 'amount'],
      ),
    },
    form: {
      $ref: '#/$defs/fieldList',
      ...doc(
        'Row actions with a `call`: fields the dialog asks for, with their inputs and rules (a field that applies only in some states, `appliesWhen`, is judged in the state the `effect` leaves the record in). They are sent with the call beside `payload`; the embedded upstream checks them again and stores them on the record.',
        ['reject_reason'],
      ),
    },
    submit: {
      ...vocab('text'),
      ...doc(
        'Text of the button that carries the action out: the save button of the create form (`add`) or the edit form (`edit`), or the confirm button of a dialog that asks first (`confirm`, `shows`, `form`). Default: 保存 / Save, 确认 / Confirm.',
        { 'zh-CN': '申请提现', en: 'Apply for withdrawal' },
      ),
    },
    summary: {
      type: 'array',
      minItems: 1,
      uniqueItems: true,
      items: { type: 'string', pattern: FIELD_NAME },
      ...doc(
        '`add` only: figures of the list’s `summary` shown above the create form, read from the list answer (the withdrawable balance above a withdrawal).',
        ['credit'],
      ),
    },
    moneyOut: {
      type: 'boolean',
      default: false,
      ...doc(
        "The action moves money out of the merchant's account (a withdrawal application, a payout): `add` (its create form) or an action with a `call` (its dialog) asks for the security (withdrawal) password, which travels in upstream.yaml `securityPasswordParam`; the upstream refuses the call without the right one, locks the password after repeated wrong ones, and an account that has set none is sent to set it.",
        true,
      ),
    },
    icon: {
      type: 'string',
      pattern: ICON,
      ...doc(
        '@mui/icons-material icon name. In a row, each button draws a picture of its own, and none but get, edit and delete draws theirs (an eye, a pen, a bin).',
        'Block',
      ),
    },
    confirm: {
      ...vocab('text'),
      ...doc('Ask this before running the action.', { 'zh-CN': '确定停用？', en: 'Disable it?' }),
    },
    call: {
      $ref: '#/$defs/operation',
      ...doc(
        'Endpoint the action calls (required for actions without built-in behaviour). A `delete` with a call deletes through it instead of the upstream `delete` operation — in `bulk`, the selection in `idsParam` and nothing else (§7 Batch: channel_ids).',
        { path: '/api/v2/order/grab' },
      ),
    },
    payload: {
      $ref: '#/$defs/fieldList',
      ...doc('Record fields sent with the call (default: the record id).', ['id', 'order_no']),
    },
    effect: {
      type: 'object',
      additionalProperties: SCALAR,
      ...doc(
        'Field values the action sets on the record (the embedded upstream applies them; the list refreshes after).',
        { status: 2 },
      ),
    },
    visibleWhen: {
      type: 'object',
      additionalProperties: false,
      required: ['field', 'equals'],
      ...doc('Row actions only: show the button only when the record’s field has this value.', {
        field: 'status',
        equals: 1,
      }),
      properties: {
        field: { type: 'string', pattern: FIELD_PATH, ...doc('Field to test.', 'status') },
        equals: { ...SCALAR, ...doc('Value it must have (one of the field’s enum values, when it has some).', 1) },
      },
    },
    conflict: {
      ...vocab('text'),
      ...doc(
        'Row actions with a `call` that only one operator may carry out (grabbing an order, reviewing a withdrawal): once the record has left the state the action is offered in (its view’s `filter`, its `visibleWhen`), the upstream refuses the call with the profile’s `conflict` code and this message (the embedded upstream checks and applies in one step, so of two operators at once exactly one succeeds). The console shows the server’s message and the row leaves the list.',
        { 'zh-CN': '已被其他代理抢单', en: 'Another agent has already grabbed this order' },
      ),
    },
    export: { $ref: '#/$defs/exportOptions' },
  },
};

/** The resource that records every export the embedded upstream writes (§2 /download/downloadList). */
export const exportLog = {
  type: 'object',
  additionalProperties: false,
  required: ['file', 'size', 'link', 'expires', 'status'],
  ...doc(
    'This resource is the export-download log: the embedded upstream adds a record for every export a merchant runs (newest first) and serves the file from `link` until `expires`. Each key names the field that holds it.',
    {
      file: 'file_name',
      source: 'source',
      size: 'size',
      link: 'url',
      expires: 'expires_at',
      status: { field: 'status', ready: 1, expired: 2 },
      keepHours: 72,
    },
  ),
  properties: {
    file: { type: 'string', pattern: FIELD_PATH, ...doc('Text field: the file name, with .xlsx.', 'file_name') },
    source: {
      type: 'string',
      pattern: FIELD_PATH,
      ...doc('Text field: the screen the export was run from, in Chinese.', 'source'),
    },
    size: { type: 'string', pattern: FIELD_PATH, ...doc('Integer field: the file size in bytes.', 'size') },
    link: {
      type: 'string',
      pattern: FIELD_PATH,
      ...doc('Text field: where the file is downloaded (a path under the client’s base URL).', 'url'),
    },
    expires: {
      type: 'string',
      pattern: FIELD_PATH,
      ...doc('Datetime field: after it the link answers “expired”.', 'expires_at'),
    },
    status: {
      type: 'object',
      additionalProperties: false,
      required: ['field', 'ready', 'expired'],
      ...doc('The status field and its values for a file that can be downloaded and one that has expired.', {
        field: 'status',
        ready: 1,
        expired: 2,
      }),
      properties: {
        field: { type: 'string', pattern: FIELD_PATH, ...doc('An enum field.', 'status') },
        ready: { ...SCALAR, ...doc('Its value while the file can be downloaded.', 1) },
        expired: { ...SCALAR, ...doc('Its value once the file has expired.', 2) },
      },
    },
    keepHours: {
      type: 'integer',
      minimum: 1,
      maximum: 720,
      default: 72,
      ...doc('How long a file stays downloadable.', 72),
    },
  },
};
