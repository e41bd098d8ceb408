/**
 * The parts of a widget table entry (widgets.ts): the React element it is written as, the options a field may set
 * beside its widget, how an export writes its value and how the embedded upstream invents one. Plain data, shared by
 * the generator, the console and the embedded upstream.
 */
/** A prop value a widget element always gets. */
export type PropValue = string | number | boolean | readonly PropValue[] | { readonly [key: string]: PropValue };

/** One React element as code: `<component source="…" {...props} />` (labels come from react-admin's convention). */
export interface ElementCode {
  readonly component: string;
  /** react-admin, or the project's own field components (src/kit/fields/index.ts). */
  readonly from: 'react-admin' | 'fields';
  readonly props?: Readonly<Record<string, PropValue>>;
  /** Gets the field's choices (`choices={choices.<field>}`): enum options, or yes/no for a switch. */
  readonly choices?: boolean;
  /** Gets the referenced resource and the field shown for it (`reference`, `display`). */
  readonly reference?: boolean;
  /** A selector: gets `loadAll` when the reference loads every record at once (`reference.loadAll`). */
  readonly selector?: boolean;
  /**
   * Gets `recordLabel`, the field that names a record (schema `recordLabel`), when the resource has one: an image
   * takes its alt text from it, else from the field's label (WCAG 1.1.1).
   */
  readonly named?: boolean;
  /** Gets `numeric` when the field stores 0/1 rather than a boolean. */
  readonly numeric?: boolean;
  /** Props taken from the field's widget options when the schema sets them (`maxWidth` ← `ellipsis`). */
  readonly passes?: Readonly<Record<string, FieldOption>>;
  /** For list cells: another element used instead when the field sets this option (a text column with `ellipsis`). */
  readonly ifOption?: Readonly<Partial<Record<FieldOption, ElementCode>>>;
}

/**
 * Widget options a field may set beside `widget` (generator/language/resource/fields.ts documents each); a widget
 * lists the ones it takes (`options`), and a field setting another is refused with its location.
 */
export const FIELD_OPTIONS = ['ellipsis', 'percentBase', 'accept', 'maxSize'] as const;
export type FieldOption = (typeof FIELD_OPTIONS)[number];

/**
 * How an export writes the value (upstream/render.ts): text (made formula-safe), a number cell, yuan with 2 decimals,
 * a percentage with 2 decimals, a file size as the console shows it ('358.3 KB'), 是/否, a list joined with 、, or a
 * bank card number masked to its last four digits (vocabulary/cardNumber.ts). Enum fields always export their option's label.
 */
export type CellKind = 'text' | 'number' | 'money' | 'percent' | 'fileSize' | 'yesNo' | 'list' | 'cardNumber';

/**
 * How the embedded upstream invents a value when the field names no `seed.kind` (upstream/seed/values.ts): by the
 * widget's own kind, or from the JSON type and constraints (`byType`). Enum fields always pick one of their options.
 */
export type WidgetSeed =
  | 'byType'
  | 'phone'
  | 'money'
  | 'percent'
  | 'datetime'
  | 'date'
  | 'month'
  | 'imageUrl'
  | 'reference'
  | 'password'
  | 'seats'
  | 'flag'
  | 'grants';
