import { doc } from '../doc';
import { FIELD_NAME, IDENT, SCALAR, vocab } from '../terms';

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
    op: {
      enum: ['count', 'sum', 'avg', 'latest'],
      ...doc(
        'count: how many records; sum / avg: of `field`; latest: `field` of the newest record (by `when.field`, else its creation time) — a running balance.',
        'sum',
      ),
    },
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
      ...doc('Only records whose date field falls in a window that ends now.', {
        field: 'created_at',
        within: 'today',
      }),
      properties: {
        field: { type: 'string', pattern: FIELD_NAME, ...doc('A datetime or date field.', 'created_at') },
        within: {
          enum: ['today', '7d', '30d', 'month'],
          ...doc('today, the last 7 or 30 days, or this calendar month.', 'today'),
        },
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
  ...doc(
    'How the embedded upstream invents values for this field. Without it, values follow the widget and the constraints.',
    { kind: 'film' },
  ),
  properties: {
    kind: {
      ...vocab('seedKind'),
      ...doc('A generator of realistic values for a Chinese cinema-ticket and coupon reseller.', 'film'),
    },
    min: { type: 'number', ...doc('Lower bound for numbers; for dates, days ago (or hours after `after`).', 29) },
    max: { type: 'number', ...doc('Upper bound for numbers; for dates, days ago (or hours after `after`).', 480) },
    unique: {
      type: 'boolean',
      default: false,
      ...doc(
        'Each record gets a different value of the kind (a film list names each film once); with `pick`, the records take the listed values in turn (eight carousel banners, eight titles).',
        true,
      ),
    },
    decimals: {
      type: 'integer',
      minimum: 0,
      maximum: 4,
      default: 2,
      ...doc(
        'Decimals of a seeded number, money and `scale` shares included (a film score has one, a coupon face value none).',
        1,
      ),
    },
    after: {
      type: 'string',
      pattern: FIELD_NAME,
      ...doc(
        'For dates: a moment `min`–`max` hours after this other date field of the same record (a delivery after its order).',
        'created_at',
      ),
    },
    sum: {
      type: 'array',
      minItems: 1,
      items: { type: 'string', pattern: FIELD_NAME },
      ...doc(
        'For numbers: the sum of these fields of the same record, minus those of `minus` (closing = opening + income − outgoings).',
        ['opening', 'income'],
      ),
    },
    minus: {
      type: 'array',
      items: { type: 'string', pattern: FIELD_NAME },
      ...doc('Fields subtracted from `sum`.', ['outgoings']),
    },
    product: {
      type: 'array',
      minItems: 2,
      items: { type: 'string', pattern: FIELD_NAME },
      ...doc(
        'For numbers: the product of these number fields of the same record (an amount = unit price × quantity), to `decimals` places.',
        ['unit_price', 'quantity'],
      ),
    },
    scale: {
      type: 'object',
      additionalProperties: false,
      required: ['of', 'min', 'max'],
      ...doc(
        'For numbers: a share of another number field of the record, between `min` and `max` times it (a cost of 72–90 % of the amount); an integer field takes the whole part (coupons claimed of the stock).',
        { of: 'amount', min: 0.72, max: 0.9 },
      ),
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
      ...doc(
        'For numbers: a running balance — the previous record’s value (oldest first) plus this record’s `of` field.',
        { of: 'amount', start: 5000 },
      ),
      properties: {
        of: { type: 'string', pattern: FIELD_NAME, ...doc('The signed amount each record adds.', 'amount') },
        start: { type: 'number', default: 0, ...doc('The balance before the oldest record.', 5000) },
        by: {
          type: 'string',
          pattern: FIELD_NAME,
          ...doc('The field that orders the records oldest first (default: the creation time, else the id).', 'period'),
        },
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
        reference: {
          type: 'string',
          pattern: FIELD_NAME,
          ...doc('A field of this record with widget `reference`.', 'channel_id'),
        },
        field: {
          type: 'string',
          pattern: FIELD_NAME,
          ...doc('The field of the referenced record copied.', 'media_id'),
        },
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
        value: {
          type: 'string',
          pattern: FIELD_NAME,
          ...doc('The money field with the coupon’s value (what it takes off).', 'face_value'),
        },
        threshold: {
          type: 'string',
          pattern: FIELD_NAME,
          ...doc('The money field with the least spend it applies from (empty: no threshold).', 'min_spend'),
        },
      },
    },
    pick: {
      type: 'array',
      minItems: 1,
      items: SCALAR,
      ...doc('Values to choose from, one per record at random (texts no kind covers: message titles, service hours).', [
        '10:00-22:00',
        '09:00-23:30',
      ]),
    },
    futureWhen: {
      type: 'object',
      additionalProperties: false,
      required: ['field', 'in'],
      ...doc(
        'For dates: `min`–`max` days ahead instead of ago for records whose other field has one of these values (a scheduled push lies ahead, a sent one behind).',
        { field: 'status', in: [0] },
      ),
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
        start: {
          type: 'string',
          pattern: FIELD_NAME,
          ...doc('The date or datetime field the period starts at.', 'valid_from'),
        },
        end: {
          type: 'string',
          pattern: FIELD_NAME,
          ...doc('The date or datetime field the period ends at.', 'valid_to'),
        },
        before: { ...SCALAR_OR_LIST, ...doc('The value before the period (or values, the first most often).', 0) },
        during: { type: 'array', minItems: 1, items: SCALAR, ...doc('The values during the period.', [1, 2]) },
        after: { ...SCALAR_OR_LIST, ...doc('The value after the period (or values, the first most often).', 3) },
      },
    },
    onlyWhen: {
      type: 'object',
      additionalProperties: false,
      required: ['field', 'in'],
      ...doc(
        'The value exists only for records whose other field has one of these values; empty otherwise (a pick-up time only once picked up).',
        { field: 'status', in: [2] },
      ),
      properties: {
        field: { type: 'string', pattern: FIELD_NAME, ...doc('A field of the same record.', 'status') },
        in: { type: 'array', minItems: 1, items: SCALAR, ...doc('The values that give this field a value.', [2, 3]) },
      },
    },
  },
};
