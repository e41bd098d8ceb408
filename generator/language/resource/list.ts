import { FIGURE_WIDGETS } from '../../../vocabulary/widgets';
import { doc } from '../doc';
import { FIELD_NAME, FIELD_PATH, SCALAR, vocab } from '../terms';

/** One list filter. */
export const filter = {
  type: 'object',
  additionalProperties: false,
  required: ['field', 'op'],
  ...doc('One filter above the list.', {
    field: 'created_at',
    op: 'dateRange',
    params: { from: 'start_time', to: 'end_time' },
  }),
  properties: {
    field: { type: 'string', pattern: FIELD_PATH, ...doc('The field filtered on.', 'status') },
    op: {
      ...vocab('filterOp'),
      ...doc(
        'equals: exact match; contains: substring; in: one of several values; dateRange: between two dates (inclusive). The widget decides which apply.',
        'in',
      ),
    },
    param: { type: 'string', ...doc('Name of the upstream parameter (default: the field name).', 'order_status') },
    params: {
      type: 'object',
      additionalProperties: false,
      required: ['from', 'to'],
      ...doc('For dateRange: the two upstream parameters, and optionally the one that carries a single day alone.', {
        from: 'start_date',
        to: 'end_date',
      }),
      properties: {
        from: { type: 'string', ...doc('Start parameter.', 'start_date') },
        to: { type: 'string', ...doc('End parameter.', 'end_date') },
        day: {
          type: 'string',
          ...doc(
            'A range of one day (start and end the same day) travels in this parameter alone, without the two ends; a longer range in `from` and `to` (§7 statistics: start_time, end_time, or time).',
            'time',
          ),
        },
      },
    },
    alwaysOn: { type: 'boolean', default: true, ...doc('Show the filter without the “add filter” menu.', false) },
    required: {
      type: 'boolean',
      default: false,
      ...doc('The list is only asked for with this filter set (a report over a period).', true),
    },
  },
};

/** A figure the list answer carries beside its rows. */
export const summaryItem = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'from', 'label'],
  ...doc('A figure the list answer carries beside its rows, shown above the list.', {
    name: 'credit',
    from: 'data.credit',
    label: { 'zh-CN': '可提现金额', en: 'Withdrawable' },
  }),
  properties: {
    name: { type: 'string', pattern: FIELD_NAME, ...doc('Identifier of the figure.', 'credit') },
    from: { type: 'string', pattern: FIELD_PATH, ...doc('Dotted path in the list answer.', 'data.credit') },
    label: { ...vocab('text'), ...doc('What the figure is.', { 'zh-CN': '可提现金额', en: 'Withdrawable' }) },
    widget: {
      enum: FIGURE_WIDGETS,
      default: 'money',
      ...doc('How the figure is written: as the widget writes a column (a percent of 100).', 'money'),
    },
    compute: {
      type: 'object',
      additionalProperties: false,
      required: ['op', 'field'],
      ...doc(
        'How the embedded upstream computes the figure from the records of the list’s current filters: their sum, or the newest record’s value (a running balance). Without it the figure is seeded.',
        { op: 'latest', field: 'balance' },
      ),
      properties: {
        op: {
          enum: ['sum', 'latest'],
          ...doc('sum: of the field over the filtered records; latest: the field of the newest one.', 'sum'),
        },
        field: { type: 'string', pattern: FIELD_PATH, ...doc('A number field of the record.', 'amount') },
        where: {
          type: 'object',
          additionalProperties: SCALAR,
          ...doc('Only the rows whose fields have these values.', { status: 0 }),
        },
      },
    },
    aggregate: {
      $ref: '#/$defs/aggregate',
      description:
        'The figure is computed from another resource’s records of the same merchant, whatever the list’s filters — so a balance shown here is the one the fund screens and the dashboard show (credit = the balance statement’s newest balance).',
    },
  },
};

const series = {
  type: 'array',
  minItems: 1,
  items: { type: 'string', pattern: FIELD_PATH },
  ...doc('Numeric fields drawn, one line or bar each (pie: the first), labelled as their columns.', [
    'orders',
    'turnover',
  ]),
};

/** A chart drawn from the list's rows (all rows of the current filters, not only the page). */
export const listChart = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'x', 'series'],
  ...doc(
    'A chart above the table, drawn from every row of the current filters (up to `limit`), not only the page shown; rows with the same x are added up (a day over every channel).',
    { kind: 'line', x: 'date', series: ['clicks', 'orders'] },
  ),
  properties: {
    kind: {
      enum: ['line', 'bar', 'pie'],
      ...doc('line and bar: series over x; pie: the first series’ share per x.', 'line'),
    },
    x: {
      type: 'string',
      pattern: FIELD_PATH,
      ...doc('The field along the horizontal axis (pie: the slices).', 'date'),
    },
    series,
    label: { ...vocab('text'), ...doc('Title above the chart.', { 'zh-CN': '转化趋势', en: 'Conversion trend' }) },
    limit: {
      type: 'integer',
      minimum: 1,
      maximum: 10000,
      default: 1000,
      ...doc('Most rows the chart asks for (§9: selectors load up to 10,000).', 366),
    },
  },
};

/** The list screen. */
export const list = {
  type: 'object',
  additionalProperties: false,
  required: ['columns'],
  ...doc('The list screen (page kind `list`).', {
    columns: ['order_no', 'status', 'amount'],
    filters: [{ field: 'status', op: 'in' }],
    sort: { field: 'created_at' },
  }),
  properties: {
    columns: { $ref: '#/$defs/fieldList', ...doc('Columns, in order.', ['order_no', 'status', 'amount']) },
    hiddenColumns: {
      type: 'array',
      uniqueItems: true,
      items: { type: 'string', pattern: FIELD_PATH },
      ...doc(
        'Columns (of `columns`) hidden until the user shows them with the column chooser (react-admin’s DataTable `hiddenColumns` and ColumnsButton; the choice is kept in the browser until logout); a view hides those of its columns that the list hides. Keep a wide list narrow enough that its actions column fits a 1280 px screen.',
        ['city', 'buyer_tel'],
      ),
    },
    filters: {
      type: 'array',
      items: { $ref: '#/$defs/filter' },
      ...doc('Filters above the list.', [{ field: 'status', op: 'in' }]),
    },
    sort: {
      type: 'object',
      additionalProperties: false,
      required: ['field'],
      ...doc('Default sort.', { field: 'created_at', order: 'DESC' }),
      properties: {
        field: { type: 'string', pattern: FIELD_PATH, ...doc('A sortable field.', 'created_at') },
        order: { enum: ['ASC', 'DESC'], default: 'DESC', ...doc('Direction.', 'DESC') },
      },
    },
    perPage: { type: 'integer', enum: [10, 20, 50, 100], default: 10, ...doc('Default page size (§5: 10).', 20) },
    rowClick: { enum: ['show', 'edit', 'none'], default: 'show', ...doc('What clicking a row opens.', 'edit') },
    summary: {
      type: 'array',
      items: { $ref: '#/$defs/summaryItem' },
      ...doc('Figures the list answer carries beside its rows (credit, daicredit).', [
        { name: 'credit', from: 'data.credit', label: { 'zh-CN': '可提现金额', en: 'Withdrawable' } },
      ]),
    },
    chart: { $ref: '#/$defs/listChart' },
    live: { $ref: '#/$defs/live' },
  },
};
