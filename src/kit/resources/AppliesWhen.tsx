import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';

/**
 * A form input shown only while another field of the form has one of the given values (schema `appliesWhen`: a
 * pricing rule's city only for scope city). The rule that makes it required only then is the form's (yup `when`);
 * the upstream stores the field empty while it does not apply.
 */
export function AppliesWhen({
  field,
  values,
  children,
}: {
  field: string;
  values: readonly (string | number | boolean)[];
  children: ReactNode;
}) {
  const value: unknown = useWatch({ name: field });
  return values.some((v) => String(v) === String(value)) ? children : null;
}
