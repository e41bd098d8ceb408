import { doc } from '../doc';
import { FIELD_NAME, IDENT, SCALAR } from '../terms';

/** Only source records whose fields hold one of these values. */
const where = {
  type: 'object',
  propertyNames: { pattern: FIELD_NAME },
  additionalProperties: { anyOf: [SCALAR, { type: 'array', minItems: 1, items: SCALAR }] },
  ...doc('Only source records whose field has this value (or one of these values).', { status: [1, 2, 3, 4] }),
};

/** One source of derived rows: a record of this resource per matching record of another. */
const deriveRows = {
  type: 'object',
  additionalProperties: false,
  required: ['from'],
  ...doc(
    'One record per matching record of `from`: the `copy` fields taken from it, the `set` fields fixed, the rest seeded as usual (and computed: a profit from the copied amount).',
    {
      from: 'orders',
      where: { status: [1, 2, 3, 4] },
      copy: { order_no: 'order_no', amount: 'amount', created_at: 'created_at' },
    },
  ),
  properties: {
    from: {
      type: 'string',
      pattern: IDENT,
      ...doc('The resource whose records the rows follow (itself possibly derived).', 'orders'),
    },
    where,
    copy: {
      type: 'object',
      propertyNames: { pattern: FIELD_NAME },
      additionalProperties: { type: 'string', pattern: FIELD_NAME },
      ...doc('This resource’s field → the source record’s field it takes its value from.', {
        created_at: 'settled_at',
        income: 'profit',
      }),
    },
    set: {
      type: 'object',
      propertyNames: { pattern: FIELD_NAME },
      additionalProperties: SCALAR,
      ...doc('Fields with a fixed value on every row of this source.', { type: 'order' }),
    },
  },
};

/** A figure of a per-period row: over the source records of its period. */
const periodFigure = {
  type: 'object',
  additionalProperties: false,
  required: ['op'],
  ...doc('A figure over the source records of the row’s period.', {
    op: 'sum',
    field: 'income',
    where: { type: 'order' },
  }),
  properties: {
    op: {
      enum: ['count', 'sum', 'latest'],
      ...doc(
        'count: how many records; sum: of `field`; latest: `field` of the month’s newest record (a running balance at the month’s end).',
        'sum',
      ),
    },
    field: { type: 'string', pattern: FIELD_NAME, ...doc('The numeric field summed or read.', 'income') },
    where,
  },
};

/**
 * Records the embedded upstream derives from other resources' records instead of inventing them (issue 30 item 8):
 * fund details follow the orders, the balance statement follows the settled orders and the withdrawals, the monthly
 * statements follow the balance statement — so every screen's figures for a period agree. Derived at every read:
 * a created withdrawal shows in the balance at once.
 */
export const derive = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  ...doc(
    'The records are derived from other resources’ records at every read (never stored): `rows` (one per source record, from one or more sources, oldest first) or else `perMonth` (one per calendar month the source has records in, with figures over that month).',
    {
      rows: [
        {
          from: 'orders',
          where: { status: [1, 2, 3, 4] },
          copy: { order_no: 'order_no', amount: 'amount', created_at: 'created_at' },
        },
      ],
    },
  ),
  properties: {
    rows: {
      type: 'array',
      minItems: 1,
      items: deriveRows,
      ...doc('The sources, each giving one row per matching record.', [deriveRows.examples![0]]),
    },
    perMonth: {
      type: 'object',
      additionalProperties: false,
      required: ['from', 'date', 'key', 'figures'],
      ...doc(
        'One row per month of the source’s `date` field, its month (YYYY-MM) in `key` and each of `figures` computed over that month’s source records.',
        {
          from: 'fundBalance',
          date: 'created_at',
          key: 'period',
          figures: { income: { op: 'sum', field: 'income' }, order_count: { op: 'count', where: { type: 'order' } } },
        },
      ),
      properties: {
        from: { type: 'string', pattern: IDENT, ...doc('The source resource.', 'fundBalance') },
        date: {
          type: 'string',
          pattern: FIELD_NAME,
          ...doc('The source’s date or datetime field that places a record in a month.', 'created_at'),
        },
        key: {
          type: 'string',
          pattern: FIELD_NAME,
          ...doc('This resource’s field that holds the month (YYYY-MM).', 'period'),
        },
        figures: {
          type: 'object',
          minProperties: 1,
          propertyNames: { pattern: FIELD_NAME },
          additionalProperties: periodFigure,
          ...doc('This resource’s field → the figure it holds.', { outgoings: { op: 'sum', field: 'outgoing' } }),
        },
        open: {
          type: 'object',
          propertyNames: { pattern: FIELD_NAME },
          additionalProperties: SCALAR,
          ...doc('Fields fixed on the current month’s row, a period still open (a statement to confirm).', {
            status: 0,
          }),
        },
        closed: {
          type: 'object',
          propertyNames: { pattern: FIELD_NAME },
          additionalProperties: SCALAR,
          ...doc('Fields fixed on every earlier month’s row, a period closed (a confirmed statement).', { status: 1 }),
        },
      },
    },
  },
};
