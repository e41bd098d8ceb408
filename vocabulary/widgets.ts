/**
 * The widget table: everything a widget is, in one entry per widget — the JSON types it shows, the filters it
 * offers, and the React elements a generated screen writes for it (as code: component and constant props; the
 * components are react-admin's or src/kit/fields'). The generator checks schemas against it and emits screens from it;
 * the embedded upstream reads the same entries. Plain data, so Node and the browser share it.
 */
export const FIELD_TYPES = ['string', 'integer', 'number', 'boolean', 'array', 'object'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];
export const FILTER_OPS = ['equals', 'contains', 'in', 'dateRange'] as const;
export type FilterOp = (typeof FILTER_OPS)[number];
/** Colours a `chip` may take (MUI's palette names). */
export const CHIP_COLORS = ['default', 'primary', 'secondary', 'success', 'warning', 'error', 'info'] as const;
export type ChipColor = (typeof CHIP_COLORS)[number];

import type { CellKind, ElementCode, FieldOption, PropValue, WidgetSeed } from './widgetElements';

export interface WidgetEntry {
  /** What it is, for the schema language's documentation. */
  readonly about: string;
  /** JSON types it can show. */
  readonly types: readonly FieldType[];
  /** Needs `enum` (chip, select) or `reference` (reference). */
  readonly needs?: 'enum' | 'reference';
  /** A list column and a row of the detail screen; absent = never shown (passwords). */
  readonly field?: ElementCode;
  /** Text-aligned right in tables (amounts). */
  readonly alignRight?: boolean;
  /** A form input. */
  readonly input: ElementCode;
  /**
   * Also a figure's widget: a list summary, a dashboard figure or a chart series is one value written as this widget
   * writes a column (vocabulary/format.ts formatFigure), so the schema language offers the same names there.
   */
  readonly figure?: boolean;
  /**
   * The input is short (a number, a day, a choice, a switch): it needs half a form's width at most, so two short
   * inputs in a row of the schema's form share a line on wide screens (generator/emit/screen/views.ts, FormRow).
   */
  readonly short?: boolean;
  /** A list filter per operator it offers; the keys are the operators a schema may choose. */
  readonly filter: Readonly<Partial<Record<FilterOp, ElementCode>>>;
  /** The export cell. */
  readonly cell: CellKind;
  /** The seeded value. */
  readonly seed: WidgetSeed;
  /** The widget options (FIELD_OPTIONS) a field with this widget may set. */
  readonly options?: readonly FieldOption[];
}

const ra = (component: string, props?: Record<string, PropValue>, extra?: Partial<ElementCode>): ElementCode => ({
  component,
  from: 'react-admin',
  props,
  ...extra,
});
const own = (component: string, props?: Record<string, PropValue>, extra?: Partial<ElementCode>): ElementCode => ({
  component,
  from: 'fields',
  props,
  ...extra,
});

const textFilter = ra('TextInput', { helperText: false });
// Date inputs are MUI X pickers loaded on first use (src/kit/fields/pickers), never the browser's mm/dd/yyyy box.
const dateRange = own('DateRangeFilter');
const ellipsis = { ifOption: { ellipsis: own('EllipsisField', undefined, { passes: { maxWidth: 'ellipsis' } }) } };
const choice = { choices: true };
const selector = { reference: true, selector: true };

export const widgets = {
  text: {
    about: 'one line of text',
    types: ['string'],
    field: ra('TextField', undefined, ellipsis),
    input: ra('TextInput'),
    filter: { equals: textFilter, contains: textFilter },
    figure: true,
    cell: 'text',
    seed: 'byType',
    options: ['ellipsis'],
  },
  textarea: {
    about: 'several lines of text',
    types: ['string'],
    field: own('LongTextField', undefined, ellipsis),
    input: ra('TextInput', { multiline: true, minRows: 3 }),
    filter: { contains: textFilter },
    cell: 'text',
    seed: 'byType',
    options: ['ellipsis'],
  },
  number: {
    about: 'a number',
    types: ['integer', 'number'],
    field: ra('NumberField'),
    input: ra('NumberInput'),
    short: true,
    filter: { equals: ra('NumberInput', { helperText: false }) },
    figure: true,
    cell: 'number',
    seed: 'byType',
  },
  money: {
    about: 'yuan with 2 decimals (§9)',
    types: ['number', 'integer'],
    field: own('MoneyField'),
    alignRight: true,
    input: ra('NumberInput', { step: 0.01 }),
    short: true,
    filter: { equals: ra('NumberInput', { helperText: false }) },
    figure: true,
    cell: 'money',
    seed: 'money',
  },
  percent: {
    about: "a share shown '12.50%'; stored 0–100 (default) or, with `percentBase: 1`, 0–1",
    types: ['number', 'integer'],
    field: own('PercentField', undefined, { passes: { base: 'percentBase' } }),
    alignRight: true,
    input: own('PercentInput', undefined, { passes: { base: 'percentBase' } }),
    short: true,
    filter: { equals: own('PercentInput', { helperText: false }, { passes: { base: 'percentBase' } }) },
    figure: true,
    cell: 'percent',
    seed: 'percent',
    options: ['percentBase'],
  },
  fileSize: {
    about:
      "a file's size stored in bytes, shown as people read it: '512 字节' / '512 bytes', '358.3 KB', '1.5 MB' (1024-based, one decimal)",
    types: ['integer', 'number'],
    field: own('FileSizeField'),
    alignRight: true,
    input: ra('NumberInput', { min: 0 }),
    short: true,
    filter: {},
    cell: 'fileSize',
    seed: 'byType',
  },
  cardNumber: {
    about:
      "a bank card number: lists, dialogs and exports show it masked to its last four digits ('**** **** **** 0202') whatever the upstream sends; the detail view shows the whole number on request (a reveal button) to accounts that may `add` records of the resource (apply for a withdrawal)",
    types: ['string'],
    field: own('CardNumberField'),
    input: ra('TextInput', { inputMode: 'numeric', autoComplete: 'off' }),
    filter: {},
    cell: 'cardNumber',
    seed: 'byType',
  },
  phone: {
    about: 'a mainland mobile number',
    types: ['string'],
    field: ra('TextField'),
    input: ra('TextInput', { type: 'tel' }),
    short: true,
    filter: { equals: textFilter, contains: textFilter },
    cell: 'text',
    seed: 'phone',
  },
  datetime: {
    about: "a moment, shown 'YYYY-MM-DD HH:mm:ss'",
    types: ['string'],
    field: own('DateTimeField'),
    input: own('DateTimePickerInput'),
    short: true,
    filter: { dateRange },
    cell: 'text',
    seed: 'datetime',
  },
  date: {
    about: "a day, shown 'YYYY-MM-DD'",
    types: ['string'],
    field: own('DateTimeField', { dateOnly: true }),
    input: own('DatePickerInput'),
    short: true,
    filter: { equals: own('DatePickerInput', { helperText: false }), dateRange },
    cell: 'text',
    seed: 'date',
  },
  month: {
    about: "a calendar month 'YYYY-MM' (statement periods), picked from a month calendar",
    types: ['string'],
    field: ra('TextField'),
    input: own('MonthPickerInput'),
    short: true,
    filter: { equals: own('MonthPickerInput', { helperText: false }) },
    cell: 'text',
    seed: 'month',
  },
  image: {
    about: 'an image URL, shown as a thumbnail',
    types: ['string'],
    field: own('ThumbnailField', undefined, { named: true }),
    // Not type=url: the browser would refuse the root-relative paths the movie service answers (/static/…).
    input: ra('TextInput'),
    filter: {},
    cell: 'text',
    seed: 'imageUrl',
  },
  upload: {
    about:
      'an image uploaded through the §7 upload path (`accept` types, `maxSize` bytes, checked on both sides), stored as its URL',
    types: ['string'],
    field: own('ThumbnailField', undefined, { named: true }),
    input: own('ImageUploadInput', undefined, { passes: { accept: 'accept', maxSize: 'maxSize' } }),
    filter: {},
    cell: 'text',
    seed: 'imageUrl',
    options: ['accept', 'maxSize'],
  },
  link: {
    about: 'a file to download (a path on the client’s base URL, or an http(s) URL), shown as a download link',
    types: ['string'],
    field: own('DownloadLinkField'),
    // Not type=url: the browser would refuse the root-relative paths the movie service answers (/static/…).
    input: ra('TextInput'),
    filter: {},
    cell: 'text',
    seed: 'byType',
  },
  chip: {
    about: 'a status from `enum`, as a coloured chip',
    types: ['string', 'integer', 'boolean'],
    needs: 'enum',
    field: own('ChoiceChipField', undefined, choice),
    input: ra('SelectInput', undefined, choice),
    short: true,
    filter: {
      equals: ra('SelectInput', { helperText: false }, choice),
      in: ra('SelectArrayInput', { helperText: false }, choice),
    },
    cell: 'text',
    seed: 'byType',
  },
  select: {
    about: 'a choice from `enum`, as its label',
    types: ['string', 'integer', 'boolean'],
    needs: 'enum',
    field: ra('SelectField', undefined, choice),
    input: ra('SelectInput', undefined, choice),
    short: true,
    filter: {
      equals: ra('SelectInput', { helperText: false }, choice),
      in: ra('SelectArrayInput', { helperText: false }, choice),
    },
    cell: 'text',
    seed: 'byType',
  },
  switch: {
    about: 'yes or no (a boolean, or 0/1)',
    types: ['boolean', 'integer'],
    field: ra('BooleanField', { looseValue: true }),
    input: own('SwitchInput', undefined, { numeric: true }),
    short: true,
    filter: { equals: ra('SelectInput', { helperText: false }, choice) },
    cell: 'yesNo',
    seed: 'flag',
  },
  reference: {
    about: 'a record of another resource, shown by one of its fields',
    types: ['string', 'integer'],
    needs: 'reference',
    field: own('ReferenceTextField', undefined, { reference: true }),
    input: own('ReferenceSelectInput', undefined, selector),
    short: true,
    filter: {
      equals: own('ReferenceSelectInput', undefined, selector),
      in: own('ReferenceSelectInput', { multiple: true }, selector),
    },
    cell: 'number',
    seed: 'reference',
  },
  tags: {
    about: 'a list of short texts (seats, keywords)',
    types: ['array'],
    field: own('TagsField'),
    input: own('TagsInput'),
    filter: { contains: textFilter },
    cell: 'list',
    seed: 'seats',
  },
  permissionTree: {
    about:
      "what an account may use (§6): routes and the §3 actions on each, chosen from the permission manifest as a checkbox tree (menu group → route → actions) among what the signed-in account holds itself; stored as 'key:action' strings (`order_all:query`)",
    types: ['array'],
    field: own('PermissionTreeField'),
    input: own('PermissionTreeInput'),
    filter: {},
    cell: 'list',
    seed: 'grants',
  },
  password: {
    about: 'a secret that is written, never shown',
    types: ['string'],
    input: ra('PasswordInput'),
    filter: {},
    cell: 'text',
    seed: 'password',
  },
} as const satisfies Record<string, WidgetEntry>;

export type Widget = keyof typeof widgets;
/** Every widget, in the table's order. */
export const WIDGETS = Object.keys(widgets) as Widget[];

/** The widgets a list summary or dashboard figure may take (entries marked `figure`), in the table's order. */
export const FIGURE_WIDGETS = WIDGETS.filter((w) => widgetOf(w).figure);
/** Those of them a chart series may take: the numeric ones. */
export const SERIES_WIDGETS = FIGURE_WIDGETS.filter((w) => widgetOf(w).types.includes('number'));

/** The table entry of a widget, typed as the general shape. */
export function widgetOf(widget: Widget): WidgetEntry {
  return widgets[widget];
}

/** The filter operators a widget offers. */
export function filterOps(widget: Widget): FilterOp[] {
  return Object.keys(widgetOf(widget).filter) as FilterOp[];
}

/** The widget a field gets when its schema names none. */
export function defaultWidget(type: FieldType, hasEnum: boolean, format?: string): Widget {
  if (hasEnum) return 'select';
  if (type === 'boolean') return 'switch';
  if (type === 'array') return 'tags';
  if (type === 'integer' || type === 'number') return 'number';
  if (format === 'date-time') return 'datetime';
  if (format === 'date') return 'date';
  return 'text';
}
