import type { ResourceInput } from '../input';
import type { LoadedSource } from '../load';
import { didYouMean } from '../suggest';
import { isDate, isNumeric, type Path, type ProjectContext } from './context';

/**
 * A derived resource (schema `derive`, issue 30 item 8): its sources exist, the fields it copies, sets and fills are
 * its own, and the source fields it reads are the source's (numbers where it sums, a date where it places a month).
 */
export function checkDerive(ctx: ProjectContext, source: LoadedSource, r: ResourceInput): void {
  const d = r.derive;
  if (!d) return;
  const names = deriveNames(ctx, source, r);
  (d.rows ?? []).forEach((row, i) => checkRow(names, row, ['derive', 'rows', i]));
  if (d.perMonth) checkPerMonth(ctx, source, names, d.perMonth);
}

type Derive = NonNullable<ResourceInput['derive']>;
type DerivedRow = NonNullable<Derive['rows']>[number];
type PerMonth = NonNullable<Derive['perMonth']>;

/** The three kinds of name a derivation uses, each reported where it is written when it names nothing. */
interface DeriveNames {
  /** A field of the derived resource itself (what it copies into, sets, fills). */
  own(name: string, path: Path): void;
  /** A source resource; undefined (and reported unless its file is too broken to keep) when there is none. */
  sourceOf(name: string, path: Path): ResourceInput | undefined;
  /** A field of the source resource, of the kind the derivation needs there. */
  theirs(target: ResourceInput, name: string, path: Path, kind?: 'number' | 'date'): void;
}

function deriveNames(ctx: ProjectContext, source: LoadedSource, r: ResourceInput): DeriveNames {
  return {
    own(name, path) {
      if (!Object.hasOwn(r.fields, name))
        ctx.checker.report(
          'derive.field.unknown',
          source,
          path,
          `no field "${name}" in this resource${didYouMean(name, Object.keys(r.fields))}`,
        );
    },
    sourceOf(name, path) {
      if (ctx.brokenNames.has(name)) return undefined;
      const target = ctx.byName.get(name);
      if (!target)
        ctx.checker.report(
          'derive.resource.unknown',
          source,
          path,
          `unknown resource "${name}"${didYouMean(name, ctx.byName.keys())}`,
        );
      return target;
    },
    theirs(target, name, path, kind) {
      const f = Object.hasOwn(target.fields, name) ? target.fields[name] : undefined;
      const fits = f && (kind === 'number' ? isNumeric(f) : kind === 'date' ? isDate(f) : true);
      if (!fits)
        ctx.checker.report(
          'derive.target-field.unknown',
          source,
          path,
          `resource "${target.name}" has no ${kind ? `${kind} ` : ''}field "${name}"${didYouMean(name, Object.keys(target.fields))}`,
        );
    },
  };
}

/** One row copied from another resource: copy maps own fields to theirs, set fills own fields, where reads theirs. */
function checkRow({ own, sourceOf, theirs }: DeriveNames, row: DerivedRow, at: Path): void {
  const target = sourceOf(row.from, [...at, 'from']);
  for (const [to, from] of Object.entries(row.copy ?? {})) {
    own(to, [...at, 'copy', to]);
    if (target) theirs(target, from, [...at, 'copy', to]);
  }
  for (const to of Object.keys(row.set ?? {})) own(to, [...at, 'set', to]);
  if (target) for (const key of Object.keys(row.where ?? {})) theirs(target, key, [...at, 'where', key]);
}

/** One row per month of a source's date field, its figures summed (or counted) from the source's rows. */
function checkPerMonth(ctx: ProjectContext, source: LoadedSource, names: DeriveNames, per: PerMonth): void {
  const { own, sourceOf, theirs } = names;
  own(per.key, ['derive', 'perMonth', 'key']);
  const target = sourceOf(per.from, ['derive', 'perMonth', 'from']);
  if (target) theirs(target, per.date, ['derive', 'perMonth', 'date'], 'date');
  for (const part of ['open', 'closed'] as const)
    for (const to of Object.keys(per[part] ?? {})) own(to, ['derive', 'perMonth', part, to]);
  for (const [name, f] of Object.entries(per.figures)) {
    const at: Path = ['derive', 'perMonth', 'figures', name];
    own(name, at);
    if (f.op !== 'count' && f.field === undefined)
      ctx.checker.report('derive.op.field', source, at, `"${f.op}" needs a "field"`);
    if (target && f.field !== undefined) theirs(target, f.field, [...at, 'field'], 'number');
    if (target) for (const key of Object.keys(f.where ?? {})) theirs(target, key, [...at, 'where', key]);
  }
}
