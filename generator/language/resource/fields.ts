import { doc } from '../doc';
import { FIELD_NAME, IDENT, SCALAR, vocab } from '../terms';

/** One allowed value of an enum field and how it is shown. */
export const enumOption = {
  type: 'object',
  additionalProperties: false,
  required: ['value', 'label'],
  ...doc('One allowed value and how it is shown.', { value: 1, label: { 'zh-CN': '待抢单', en: 'Awaiting grab' }, color: 'info' }),
  properties: {
    value: { type: ['string', 'integer', 'boolean'], ...doc('The value as the upstream sends it.', 1) },
    label: { ...vocab('text'), ...doc('How the value reads, in both languages.', { 'zh-CN': '待抢单', en: 'Awaiting grab' }) },
    color: { ...vocab('chipColor'), default: 'default', ...doc('Chip colour for the `chip` widget.', 'info') },
  },
};

/** How the embedded upstream computes a figure from another resource's records (dashboards, §2 home). */
export const aggregate = {
  type: 'object',
  additionalProperties: false,
  required: ['resource', 'op'],
  ...doc(
    "A figure computed from another resource's records for the caller's merchant (the embedded upstream computes it on every read).",
    { resource: 'orders', op: 'sum', field: 'amount', when: { field: 'created_at', within: 'today' } },
  ),
  properties: {
    resource: { type: 'string', pattern: IDENT, ...doc('The resource whose records are counted or summed.', 'orders') },
    op: { enum: ['count', 'sum', 'avg', 'latest'], ...doc('count: how many records; sum / avg: of `field`; latest: `field` of the newest record (by `when.field`, else its creation time) — a running balance.', 'sum') },
    field: { type: 'string', pattern: FIELD_NAME, ...doc('The numeric field summed, averaged or read.', 'amount') },
    where: {
      type: 'object',
      additionalProperties: SCALAR,
      ...doc('Only records whose fields have these values.', { status: 1 }),
    },
    when: {
      type: 'object',
      additionalProperties: false,
      required: ['field', 'within'],
      ...doc('Only records whose date field falls in a window that ends now.', { field: 'created_at', within: 'today' }),
      properties: {
        field: { type: 'string', pattern: FIELD_NAME, ...doc('A datetime or date field.', 'created_at') },
        within: { enum: ['today', '7d', '30d', 'month'], ...doc('today, the last 7 or 30 days, or this calendar month.', 'today') },
      },
    },
  },
};

/** One value, or several to choose from (the first most often). */
const SCALAR_OR_LIST = { type: [...SCALAR.type, 'array'], items: SCALAR, minItems: 1 };

/** How the embedded upstream invents values for a field. */
export const seed = {
  type: 'object',
  additionalProperties: false,
  ...doc('How the embedded upstream invents values for this field. Without it, values follow the widget and the constraints.', { kind: 'film' }),
  properties: {
    kind: { ...vocab('seedKind'), ...doc('A generator of realistic values for a Chinese cinema-ticket and coupon reseller.', 'film') },
    min: { type: 'number', ...doc('Lower bound for numbers; for dates, days ago (or hours after `after`).', 29) },
    max: { type: 'number', ...doc('Upper bound for numbers; for dates, days ago (or hours after `after`).', 480) },
    unique: { type: 'boolean', default: false, ...doc('Each record gets a different value of the kind (a film list names each film once); with `pick`, the records take the listed values in turn (eight carousel banners, eight titles).', true) },
    decimals: { type: 'integer', minimum: 0, maximum: 4, default: 2, ...doc('Decimals of a seeded number, money and `scale` shares included (a film score has one, a coupon face value none).', 1) },
    after: {
      type: 'string',
      pattern: FIELD_NAME,
      ...doc('For dates: a moment `min`–`max` hours after this other date field of the same record (a delivery after its order).', 'created_at'),
    },
    sum: {
      type: 'array',
      minItems: 1,
      items: { type: 'string', pattern: FIELD_NAME },
      ...doc('For numbers: the sum of these fields of the same record, minus those of `minus` (closing = opening + income − outgoings).', ['opening', 'income']),
    },
    minus: { type: 'array', items: { type: 'string', pattern: FIELD_NAME }, ...doc('Fields subtracted from `sum`.', ['outgoings']) },
    product: {
      type: 'array',
      minItems: 2,
      items: { type: 'string', pattern: FIELD_NAME },
      ...doc('For numbers: the product of these number fields of the same record (an amount = unit price × quantity), to `decimals` places.', ['unit_price', 'quantity']),
    },
    scale: {
      type: 'object',
      additionalProperties: false,
      required: ['of', 'min', 'max'],
      ...doc('For numbers: a share of another number field of the record, between `min` and `max` times it (a cost of 72–90 % of the amount); an integer field takes the whole part (coupons claimed of the stock).', { of: 'amount', min: 0.72, max: 0.9 }),
      properties: {
        of: { type: 'string', pattern: FIELD_NAME, ...doc('The number field it is a share of.', 'amount') },
        min: { type: 'number', ...doc('Smallest factor.', 0.72) },
        max: { type: 'number', ...doc('Largest factor.', 0.9) },
      },
    },
    running: {
      type: 'object',
      additionalProperties: false,
      required: ['of'],
      ...doc('For numbers: a running balance — the previous record’s value (oldest first) plus this record’s `of` field.', { of: 'amount', start: 5000 }),
      properties: {
        of: { type: 'string', pattern: FIELD_NAME, ...doc('The signed amount each record adds.', 'amount') },
        start: { type: 'number', default: 0, ...doc('The balance before the oldest record.', 5000) },
        by: { type: 'string', pattern: FIELD_NAME, ...doc('The field that orders the records oldest first (default: the creation time, else the id).', 'period') },
      },
    },
    aggregate: { $ref: '#/$defs/aggregate' },
    from: {
      type: 'object',
      additionalProperties: false,
      required: ['reference', 'field'],
      ...doc(
        'The value is a field of the record another field of this record references — so related records agree (a statistics row’s media is its promotion slot’s media).',
        { reference: 'channel_id', field: 'media_id' },
      ),
      properties: {
        reference: { type: 'string', pattern: FIELD_NAME, ...doc('A field of this record with widget `reference`.', 'channel_id') },
        field: { type: 'string', pattern: FIELD_NAME, ...doc('The field of the referenced record copied.', 'media_id') },
      },
    },
    terms: {
      type: 'object',
      additionalProperties: false,
      required: ['value'],
      ...doc(
        'For kind couponName: the record’s money fields the title states, so it never contradicts them — 满50减10观影券 only when the threshold is 50 and the value 10; without a threshold 立减10元观影券 or 10元代金券.',
        { value: 'face_value', threshold: 'min_spend' },
      ),
      properties: {
        value: { type: 'string', pattern: FIELD_NAME, ...doc('The money field with the coupon’s value (what it takes off).', 'face_value') },
        threshold: { type: 'string', pattern: FIELD_NAME, ...doc('The money field with the least spend it applies from (empty: no threshold).', 'min_spend') },
      },
    },
    pick: {
      type: 'array',
      minItems: 1,
      items: SCALAR,
      ...doc('Values to choose from, one per record at random (texts no kind covers: message titles, service hours).', ['10:00-22:00', '09:00-23:30']),
    },
    futureWhen: {
      type: 'object',
      additionalProperties: false,
      required: ['field', 'in'],
      ...doc('For dates: `min`–`max` days ahead instead of ago for records whose other field has one of these values (a scheduled push lies ahead, a sent one behind).', { field: 'status', in: [0] }),
      properties: {
        field: { type: 'string', pattern: FIELD_NAME, ...doc('A field of the same record.', 'status') },
        in: { type: 'array', minItems: 1, items: SCALAR, ...doc('The values that put the date ahead.', [0]) },
      },
    },
    phase: {
      type: 'object',
      additionalProperties: false,
      required: ['start', 'end', 'before', 'during', 'after'],
      ...doc(
        'For a status: the value follows the record’s period as of now — `before` until `start`, one of `during` (the first most often) until `end`, `after` once it is over (a coupon not started, running or paused, ended). `before` and `after` may list several values too (an order whose show is over: completed or refunded).',
        { start: 'valid_from', end: 'valid_to', before: 0, during: [1, 2], after: 3 },
      ),
      properties: {
        start: { type: 'string', pattern: FIELD_NAME, ...doc('The date or datetime field the period starts at.', 'valid_from') },
        end: { type: 'string', pattern: FIELD_NAME, ...doc('The date or datetime field the period ends at.', 'valid_to') },
        before: { ...SCALAR_OR_LIST, ...doc('The value before the period (or values, the first most often).', 0) },
        during: { type: 'array', minItems: 1, items: SCALAR, ...doc('The values during the period.', [1, 2]) },
        after: { ...SCALAR_OR_LIST, ...doc('The value after the period (or values, the first most often).', 3) },
      },
    },
    onlyWhen: {
      type: 'object',
      additionalProperties: false,
      required: ['field', 'in'],
      ...doc('The value exists only for records whose other field has one of these values; empty otherwise (a pick-up time only once picked up).', { field: 'status', in: [2] }),
      properties: {
        field: { type: 'string', pattern: FIELD_NAME, ...doc('A field of the same record.', 'status') },
        in: { type: 'array', minItems: 1, items: SCALAR, ...doc('The values that give this field a value.', [2, 3]) },
      },
    },
  },
};

const fieldExample = { type: 'number', widget: 'money', label: { 'zh-CN': '订单金额', en: 'Amount' }, minimum: 0, sortable: true };

/** A record field: JSON Schema constraints plus UI hints. */
export const field = {
  type: 'object',
  additionalProperties: false,
  required: ['type'],
  ...doc('A record field: JSON Schema constraints plus UI hints. Every field but an object one needs a `label`.', fieldExample),
  // An object field is a group of nested fields (no label of its own); every other field needs a label.
  if: { properties: { type: { const: 'object' } }, required: ['type'] },
  then: { required: ['properties'] },
  else: { required: ['label'] },
  properties: {
    type: {
      ...vocab('fieldType'),
      ...doc('JSON type of the value. Arrays hold strings (seats, keywords); an object holds nested fields (`properties`).', 'number'),
    },
    label: { ...vocab('text'), ...doc('Column header and form label.', { 'zh-CN': '订单金额', en: 'Amount' }) },
    description: { type: 'string', ...doc('Developer note; also the record type’s doc comment.', 'Paid amount in yuan, after discounts.') },
    widget: {
      ...vocab('widget'),
      ...doc(
        'How the field is shown, edited and filtered (vocabulary/widgets.ts). Defaults from type: string→text, integer/number→number, boolean→switch, array→tags, with `enum`→select, `format: date-time`→datetime.',
        'money',
      ),
    },
    enum: {
      ...doc('The allowed values, each with its label (and chip colour) — or the name of a list the spec fixes (`enum: hallType`).', 'hallType'),
      tsType: 'EnumOption[] | NamedEnum',
      if: { type: 'string' },
      then: vocab('namedEnum'),
      else: { type: 'array', minItems: 1, items: { $ref: '#/$defs/enumOption' } },
    },
    format: { enum: ['date-time', 'date', 'uri', 'email'], ...doc('JSON Schema string format.', 'date-time') },
    minimum: { type: 'number', ...doc('Smallest allowed number.', 0) },
    maximum: { type: 'number', ...doc('Largest allowed number.', 6) },
    maximumFrom: {
      type: 'object',
      additionalProperties: false,
      required: ['summary'],
      ...doc(
        'A live upper bound beside the fixed `maximum`: a figure of this list\'s `summary` (the withdrawable balance caps a withdrawal). The create form reads it from the list answer when it opens and refuses more with the figure in its message (不能大于可提现金额 ¥29,332.91); the embedded upstream computes the figure again and refuses more too.',
        { summary: 'credit' },
      ),
      properties: {
        summary: { type: 'string', pattern: FIELD_NAME, ...doc('The name of a `list.summary` figure of this file.', 'credit') },
      },
    },
    minLength: { type: 'integer', minimum: 0, ...doc('Shortest allowed string.', 6) },
    maxLength: { type: 'integer', minimum: 1, ...doc('Longest allowed string.', 50) },
    pattern: { type: 'string', ...doc('Regular expression a string must match.', '^1[3-9]\\d{9}$') },
    patternMessage: { ...vocab('text'), ...doc('Message shown when `pattern` does not match.', { 'zh-CN': '请输入正确的手机号', en: 'Enter a valid mobile number' }) },
    required: { type: 'boolean', default: false, ...doc('Must be filled in forms, and is always present in records.', true) },
    appliesWhen: {
      type: 'object',
      additionalProperties: false,
      required: ['field', 'in'],
      ...doc(
        'The field applies only while another top-level field of the record has one of these values (a pricing rule’s city only for scope city): forms show its input only then, `required` holds only then, and the upstream stores it empty otherwise.',
        { field: 'scope', in: ['city'] },
      ),
      properties: {
        field: { type: 'string', pattern: FIELD_NAME, ...doc('A top-level field of the same record, with `enum` or boolean.', 'scope') },
        in: { type: 'array', minItems: 1, items: SCALAR, ...doc('The values for which this field applies.', ['city']) },
      },
    },
    default: {
      ...SCALAR,
      ...doc(
        'The value a new record takes when the create leaves the field out: create forms start with it (and send it), and the embedded upstream stores it for a create that omits the field. Must fit the type, enum and bounds. An enum field without one is stored empty when a create omits it (the stand-in invents no status).',
        1,
      ),
    },
    readOnly: { type: 'boolean', default: false, ...doc('Set by the upstream; never sent on create or update.', true) },
    writeOnly: { type: 'boolean', default: false, ...doc('Sent on create or update but never shown (passwords).', true) },
    sortable: { type: 'boolean', default: false, ...doc('The list can be sorted by this column.', true) },
    reference: {
      type: 'object',
      additionalProperties: false,
      required: ['resource', 'display'],
      ...doc('For widget `reference`: the other resource and its field shown in place of the id. Selectors load up to 10,000 of its records (§9).', { resource: 'media', display: 'name' }),
      properties: {
        resource: { type: 'string', pattern: IDENT, ...doc('Name of the referenced resource.', 'media') },
        display: { type: 'string', pattern: FIELD_NAME, ...doc('Field of the referenced resource shown in place of the id.', 'name') },
        loadAll: {
          type: 'boolean',
          default: false,
          ...doc('Selectors load every record in one request (up to 10,000, §9) and search them in the browser, in a virtualised list; without it they search the upstream as the user types.', true),
        },
      },
    },
    ellipsis: {
      type: 'integer',
      minimum: 4,
      ...doc('Widgets text and textarea: list cells cut to this display width with “…”, the whole text on hover (§9: a non-ASCII character counts 2).', 20),
    },
    percentBase: {
      enum: [100, 1],
      default: 100,
      ...doc('Widget percent: the upstream stores 12.5 for 12.50% (100, the default) or 0.125 (1). Forms accept 0–100 % either way.', 1),
    },
    accept: {
      type: 'array',
      minItems: 1,
      uniqueItems: true,
      items: { enum: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] },
      ...doc('Widget upload: the image types accepted, checked in the browser and by the upstream. Default: PNG and JPEG.', ['image/png', 'image/jpeg']),
    },
    maxSize: {
      type: 'integer',
      minimum: 1024,
      maximum: 10485760,
      ...doc('Widget upload: the largest file accepted, in bytes (1 MB = 1048576), checked in the browser and by the upstream. Default: 2 MB.', 2097152),
    },
    properties: {
      type: 'object',
      minProperties: 1,
      propertyNames: { pattern: FIELD_NAME },
      additionalProperties: { $ref: '#/$defs/field' },
      ...doc(
        'For `type: object`: the nested fields. Columns, forms and filters name them with a dot (`relationToBusiness.authorizer_appid`).',
        { authorizer_appid: { type: 'string', label: { 'zh-CN': '授权 AppID', en: 'Authorizer AppID' } } },
      ),
    },
    seed: { $ref: '#/$defs/seed' },
  },
};

/** Names of fields in display order (a dot reaches into an object field). */
export const fieldList = {
  type: 'array',
  minItems: 1,
  uniqueItems: true,
  items: { type: 'string', pattern: '^[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)*$' },
  ...doc('Names of fields, in display order; a dot reaches into an object field.', ['order_no', 'status', 'amount']),
};
