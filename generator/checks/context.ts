import { defaultWidget, type Widget } from '../../vocabulary/widgets';
import type { Diagnostic } from '../diagnostics';
import type { UpstreamProfile } from '../../vocabulary/upstreamProfile';
import type { FieldInput, FieldsInput, PermissionsInput, ResourceInput, RoutesInput } from '../input';
import { diagnosticAt, type LoadedSource } from '../load';
import { didYouMean } from '../suggest';
import type { CheckId } from './registry';

export type Path = (string | number)[];

/** Collects located diagnostics; `at` is the source's data path (pruned files map it back to the file's own). */
export class Checker {
  readonly diagnostics: Diagnostic[] = [];

  report(id: CheckId, source: LoadedSource, path: readonly (string | number)[], message: string, atKey = false): void {
    // A file cut short by a YAML syntax error lends its names to the others; what it lacks is that one error.
    if (source.damage?.unreadable) return;
    this.diagnostics.push(diagnosticAt(id, source, path, message, atKey));
  }
}

/** A resource file that passed (what is left of) its meta-schema. */
export interface ResourceSource {
  source: LoadedSource;
  r: ResourceInput;
}

/** What every check may look at across the project. */
export interface ProjectContext {
  checker: Checker;
  resources: readonly ResourceSource[];
  /** Resource files, views and pages by name: what references and hidden_routes may name. */
  byName: ReadonlyMap<string, ResourceInput>;
  /** Names of resources whose file was too broken to check: references to them are not reported again. */
  brokenNames: ReadonlySet<string>;
  /** A resource file was cut short by a YAML syntax error: the permission keys it declares may be among the lost. */
  someUnreadable: boolean;
  permissions?: PermissionsInput;
  routes?: RoutesInput;
  /** The upstream profile (upstream.yaml), as far as it passed its meta-schema. */
  upstream?: UpstreamProfile;
  upstreamSource?: LoadedSource;
  groups: ReadonlySet<string>;
  /** Feature folders (undefined: not checked). */
  features?: readonly string[];
  /** @mui/icons-material icon names (undefined: not checked). */
  icons?: ReadonlySet<string>;
}

/**
 * The leaf fields of a resource by their source (nested ones dotted), and the object fields grouping them. Own keys
 * only: `toString` or `constructor` must not pass for a field every object inherits.
 */
/** What a field check reads: the project, the file and its field names. */
export interface FieldCheck {
  ctx: ProjectContext;
  source: LoadedSource;
  fields: FieldIndex;
}

export class FieldIndex {
  private readonly leaves = new Map<string, FieldInput>();
  private readonly objects = new Set<string>();

  constructor(
    fields: FieldsInput,
    /** The source that declares the fields, and whether a field was removed as invalid there. */
    private readonly source: LoadedSource,
  ) {
    this.collect(fields, '');
  }

  private collect(fields: FieldsInput, prefix: string) {
    for (const [key, f] of Object.entries(fields)) {
      if (f.type === 'object') {
        this.objects.add(prefix + key);
        this.collect(f.properties ?? {}, `${prefix}${key}.`);
      } else {
        this.leaves.set(prefix + key, f);
      }
    }
  }

  get(name: string): FieldInput | undefined {
    return this.leaves.get(name);
  }

  /** Leaf names, in schema order. */
  names(): string[] {
    return [...this.leaves.keys()];
  }

  /** Leaf names passing a test (for "did you mean" among the names that would be valid there). */
  namesWhere(test: (f: FieldInput) => boolean): string[] {
    return [...this.leaves].filter(([, f]) => test(f)).map(([n]) => n);
  }

  isObject(name: string): boolean {
    return this.objects.has(name);
  }

  /** A field the file declared but that was removed as invalid: its own error says enough. */
  wasRemoved(name: string): boolean {
    const pathOf = (n: string) => n.split('.').flatMap((seg, i) => (i === 0 ? ['fields', seg] : ['properties', seg]));
    return this.source.wasPruned?.(pathOf(name)) ?? false;
  }
}

/** The widget a field is shown with (its own, or the type's default). */
export function widgetOfField(f: FieldInput): Widget {
  return f.widget ?? defaultWidget(f.type, f.enum !== undefined, f.format);
}

export const isNumeric = (f: FieldInput | undefined) => f?.type === 'integer' || f?.type === 'number';
export const isDate = (f: FieldInput | undefined) => f !== undefined && ['datetime', 'date'].includes(widgetOfField(f));

/**
 * Looks a field up where a schema names one, reporting an unknown name with a suggestion among `candidates` (the names
 * valid in that place; default every leaf). Answers the field, or undefined (reported, or removed as invalid).
 */
export function fieldAt(
  ctx: { checker: Checker; source: LoadedSource; fields: FieldIndex },
  path: Path,
  name: string,
  options: { atKey?: boolean; candidates?: readonly string[]; what?: string } = {},
): FieldInput | undefined {
  const f = ctx.fields.get(name);
  if (f) return f;
  if (ctx.fields.wasRemoved(name)) return undefined;
  if (ctx.fields.isObject(name)) {
    ctx.checker.report(
      'field.object-not-leaf',
      ctx.source,
      path,
      `"${name}" is an object field; name one of its fields (${name}.<field>)`,
      options.atKey,
    );
    return undefined;
  }
  const candidates = options.candidates ?? ctx.fields.names();
  ctx.checker.report(
    'field.unknown',
    ctx.source,
    path,
    `unknown ${options.what ?? 'field'} "${name}"${didYouMean(name, candidates)}`,
    options.atKey,
  );
  return undefined;
}

/** The value fits the field's type (enum options, effects, presets, visibleWhen). */
export function fitsType(f: FieldInput, value: unknown): boolean {
  if (f.type === 'boolean') return typeof value === 'boolean';
  if (f.type === 'integer') return Number.isInteger(value);
  if (f.type === 'number') return typeof value === 'number';
  return typeof value === 'string';
}
