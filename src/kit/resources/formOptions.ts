import type { AnyObject, ObjectSchema } from 'yup';

/**
 * `resetOptions` of every generated form. react-admin resets a form from its record in an effect, and React re-runs
 * effects when a kept-alive screen (<Activity>, multi-tab §2) is shown again: without this, a half-typed form would
 * lose what the user typed, and a refused Save its messages (§2: a kept screen comes back exactly as left). Fields
 * the user changed keep their values and stay changed, the messages and the submitted state stay; untouched fields
 * follow the record. One constant, so the effect's dependency stays the same object between renders.
 */
export const KEEP_TYPED_INPUT = {
  keepDirtyValues: true,
  keepDirty: true,
  keepErrors: true,
  keepTouched: true,
  keepIsSubmitted: true,
  keepSubmitCount: true,
} as const;

const blanks = new WeakMap<object, Record<string, unknown>>();

/**
 * A create form's defaults: each field named, none set but those the schema gives a `default` (`given`, the same for
 * one schema). react-hook-form treats a reset to `{}` as "forget what was changed" whatever the options say, so a
 * create form with no defaults would lose its typed input on its second reveal. The same object for one schema, so
 * react-admin's reset effect sees no change between renders.
 */
export function blankValues(
  schema: ObjectSchema<AnyObject>,
  given: Record<string, unknown> = {},
): Record<string, unknown> {
  let blank = blanks.get(schema);
  if (!blank) {
    blank = { ...Object.fromEntries(Object.keys(schema.fields).map((name) => [name, undefined])), ...given };
    blanks.set(schema, blank);
  }
  return blank;
}
