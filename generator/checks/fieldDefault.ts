import { NAMED_ENUMS } from '../../vocabulary/enums';
import { widgetBounds } from '../../vocabulary/widgetBounds';
import type { LoadedSource } from '../load';
import type { FieldInput } from '../input';
import { fitsType, widgetOfField, type Path, type ProjectContext } from './context';
import type { CheckId } from './registry';

/**
 * A field's `default` (what a new record takes when the create leaves it out) is a value the field may hold: of its
 * type, one of its values, within its bounds and pattern — else the create form would start refused by its own rules.
 */
export function checkDefault(ctx: ProjectContext, source: LoadedSource, f: FieldInput, path: Path): void {
  if (f.default === undefined) return;
  const at = [...path, 'default'];
  const report = (id: CheckId, message: string) => ctx.checker.report(id, source, at, message);
  const shown = JSON.stringify(f.default);
  if (f.type === 'array' || f.type === 'object' || !fitsType(f, f.default)) {
    report('field.default.type', `default ${shown} does not fit type ${f.type}`);
    return;
  }
  const values: readonly unknown[] | undefined =
    // A list the project holds (enum: { from: … }) is known only once the model is built: not checked here.
    typeof f.enum === 'string'
      ? NAMED_ENUMS[f.enum].map((o) => o.value)
      : Array.isArray(f.enum)
        ? f.enum.map((o) => o.value)
        : undefined;
  if (values && !values.includes(f.default)) {
    report(
      'field.default.enum',
      `default ${shown} is not one of the field's values (${values.map((v) => JSON.stringify(v)).join(', ')})`,
    );
    return;
  }
  const problem =
    typeof f.default === 'number'
      ? numberProblem(f, f.default)
      : typeof f.default === 'string'
        ? textProblem(f, f.default)
        : undefined;
  if (problem) report('field.default.bounds', `default ${shown} ${problem}`);
}

function numberProblem(f: FieldInput, value: number): string | undefined {
  const { minimum, maximum } = {
    ...widgetBounds(widgetOfField(f), f.percentBase),
    ...definedOnly({ minimum: f.minimum, maximum: f.maximum }),
  };
  if (minimum !== undefined && value < minimum) return `is below the field's minimum ${minimum}`;
  if (maximum !== undefined && value > maximum) return `is above the field's maximum ${maximum}`;
  return undefined;
}

function textProblem(f: FieldInput, value: string): string | undefined {
  if (f.minLength !== undefined && [...value].length < f.minLength)
    return `is shorter than the field's minLength ${f.minLength}`;
  if (f.maxLength !== undefined && [...value].length > f.maxLength)
    return `is longer than the field's maxLength ${f.maxLength}`;
  if (f.pattern !== undefined && !safeTest(f.pattern, value)) return `does not match the field's pattern ${f.pattern}`;
  return undefined;
}

/** An invalid pattern is reported by the field check; here it matches nothing wrong. */
function safeTest(pattern: string, value: string): boolean {
  try {
    return new RegExp(pattern).test(value);
  } catch {
    return true;
  }
}

const definedOnly = <T extends object>(o: T): Partial<T> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
