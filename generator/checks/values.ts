import type { FieldInput } from '../input';
import { fitsType } from './context';

/** A value a field may hold: of its type, and one of its enum values when it has a list (named lists included). */
export function valueProblem(f: FieldInput, value: unknown): string | undefined {
  if (!fitsType(f, value)) return `${JSON.stringify(value)} does not fit type ${f.type}`;
  if (Array.isArray(f.enum) && !f.enum.some((o) => o.value === value)) {
    return `${JSON.stringify(value)} is not one of the field's values (${f.enum.map((o) => JSON.stringify(o.value)).join(', ')})`;
  }
  return undefined;
}
