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
  const own = (name: string, path: Path) => {
    if (!Object.hasOwn(r.fields, name))
      ctx.checker.report(
        'derive.field.unknown',
        source,
        path,
        `no field "${name}" in this resource${didYouMean(name, Object.keys(r.fields))}`,
      );
  };
  const sourceOf = (name: string, path: Path) => {
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
  };
  const theirs = (target: ResourceInput, name: string, path: Path, kind?: 'number' | 'date') => {
    const f = Object.hasOwn(target.fields, name) ? target.fields[name] : undefined;
    const fits = f && (kind === 'number' ? isNumeric(f) : kind === 'date' ? isDate(f) : true);
    if (!fits)
      ctx.checker.report(
        'derive.target-field.unknown',
        source,
        path,
        `resource "${target.name}" has no ${kind ? `${kind} ` : ''}field "${name}"${didYouMean(name, Object.keys(target.fields))}`,
      );
  };
  (d.rows ?? []).forEach((row, i) => {
    const at: Path = ['derive', 'rows', i];
    const target = sourceOf(row.from, [...at, 'from']);
    for (const [to, from] of Object.entries(row.copy ?? {})) {
      own(to, [...at, 'copy', to]);
      if (target) theirs(target, from, [...at, 'copy', to]);
    }
    for (const to of Object.keys(row.set ?? {})) own(to, [...at, 'set', to]);
    if (target) for (const key of Object.keys(row.where ?? {})) theirs(target, key, [...at, 'where', key]);
  });
  const per = d.perMonth;
  if (!per) return;
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
