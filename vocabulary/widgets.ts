/**
 * What each widget accepts, as data: the generator checks schemas against it and the field-kind table
 * (fieldKinds.tsx) must cover exactly these widgets. Plain data so Node (the generator, the upstream) can read it.
 */
export type Widget =
  | 'text' | 'textarea' | 'number' | 'money' | 'phone' | 'datetime' | 'date' | 'image' | 'chip' | 'select'
  | 'switch' | 'reference' | 'hallType' | 'tags' | 'password';
export const FIELD_TYPES = ['string', 'integer', 'number', 'boolean', 'array'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];
export const FILTER_OPS = ['equals', 'contains', 'in', 'dateRange'] as const;
export type FilterOp = (typeof FILTER_OPS)[number];
/** Colours a `chip` may take (MUI's palette names). */
export const CHIP_COLORS = ['default', 'primary', 'secondary', 'success', 'warning', 'error', 'info'] as const;
export type ChipColor = (typeof CHIP_COLORS)[number];

export interface WidgetRule {
  /** JSON types the widget can show. */
  types: readonly FieldType[];
  /** Filter operators that make sense for it. */
  ops: readonly FilterOp[];
  /** Needs `enum` (chip, select). */
  needsEnum?: boolean;
  /** Needs `reference` (reference). */
  needsReference?: boolean;
}

export const widgetRules: Record<Widget, WidgetRule> = {
  text: { types: ['string'], ops: ['equals', 'contains'] },
  textarea: { types: ['string'], ops: ['contains'] },
  number: { types: ['integer', 'number'], ops: ['equals'] },
  money: { types: ['number', 'integer'], ops: ['equals'] },
  phone: { types: ['string'], ops: ['equals', 'contains'] },
  datetime: { types: ['string'], ops: ['dateRange'] },
  date: { types: ['string'], ops: ['equals', 'dateRange'] },
  image: { types: ['string'], ops: [] },
  chip: { types: ['string', 'integer', 'boolean'], ops: ['equals', 'in'], needsEnum: true },
  select: { types: ['string', 'integer', 'boolean'], ops: ['equals', 'in'], needsEnum: true },
  switch: { types: ['boolean', 'integer'], ops: ['equals'] },
  reference: { types: ['string', 'integer'], ops: ['equals', 'in'], needsReference: true },
  hallType: { types: ['string'], ops: ['equals', 'in'] },
  tags: { types: ['array'], ops: ['contains'] },
  password: { types: ['string'], ops: [] },
};

/** Every widget, in the table's order. */
export const WIDGETS = Object.keys(widgetRules) as Widget[];

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
