import type { ResourceInput } from '../input';
import { didYouMean } from '../suggest';
import { fieldAt, isDate, isNumeric, type Path, type ProjectContext } from './context';
import type { ResourceCheck } from './list';
import type { CheckId } from './registry';

type Dashboard = NonNullable<ResourceInput['dashboard']>;
type Chart = NonNullable<Dashboard['charts']>[number];
type Table = NonNullable<Dashboard['tables']>[number];

/** A dashboard page: its cards are its own fields, its charts and tables read other resources. */
export function checkDashboard(ctx: ProjectContext, c: ResourceCheck): void {
  const d = c.r.dashboard!;
  (d.cards ?? []).forEach((name, i) => fieldAt(c, ['dashboard', 'cards', i], name));
  (d.charts ?? []).forEach((chart, i) => checkChart(ctx, c, chart, ['dashboard', 'charts', i]));
  (d.tables ?? []).forEach((t, i) => checkTable(ctx, c, t, ['dashboard', 'tables', i]));
}

/**
 * The resource a chart or table reads, or undefined: reported as unknown at `path`, unless it is a file too broken to
 * keep (its own errors say enough).
 */
function readResource(
  ctx: ProjectContext,
  c: ResourceCheck,
  id: CheckId,
  name: string,
  path: Path,
): ResourceInput | undefined {
  const target = ctx.byName.get(name);
  if (!target && !ctx.brokenNames.has(name))
    c.checker.report(id, c.source, path, `unknown resource "${name}"${didYouMean(name, ctx.byName.keys())}`);
  return target;
}

/** A chart groups a resource's rows by month of a date field; each series counts them or sums a number field. */
function checkChart(ctx: ProjectContext, c: ResourceCheck, chart: Chart, at: Path) {
  const target = readResource(ctx, c, 'chart.resource.unknown', chart.from.resource, [...at, 'from', 'resource']);
  if (!target) return;
  const fieldOf = (n: string) => (Object.hasOwn(target.fields, n) ? target.fields[n] : undefined);
  // A target that failed its own checks may have lost the fields named here: its own errors say enough.
  const broken = ctx.brokenNames.has(chart.from.resource);
  if (!broken && !isDate(fieldOf(chart.from.date))) {
    c.checker.report(
      'chart.date.unknown',
      c.source,
      [...at, 'from', 'date'],
      `resource "${chart.from.resource}" has no date field "${chart.from.date}"${didYouMean(
        chart.from.date,
        Object.keys(target.fields).filter((n) => isDate(fieldOf(n))),
      )}`,
    );
  }
  chart.series.forEach((s, j) => {
    if (s.op !== 'count' && s.field === undefined)
      c.checker.report('chart.series.field', c.source, [...at, 'series', j], `"${s.op}" needs a "field"`, true);
    if (!broken && s.field !== undefined && !isNumeric(fieldOf(s.field)))
      c.checker.report(
        'chart.series.type',
        c.source,
        [...at, 'series', j, 'field'],
        `resource "${chart.from.resource}" has no number field "${s.field}"`,
      );
  });
}

/** A table shows rows of another resource's list, its columns that resource's fields. */
function checkTable(ctx: ProjectContext, c: ResourceCheck, t: Table, at: Path) {
  const target = readResource(ctx, c, 'table.resource.unknown', t.resource, [...at, 'resource']);
  // A target that failed its own checks may have lost the fields named here: its own errors say enough.
  if (!target || ctx.brokenNames.has(t.resource)) return;
  if (!target.upstream.list)
    c.checker.report(
      'table.resource.list',
      c.source,
      [...at, 'resource'],
      `resource "${t.resource}" has no list to show rows of`,
    );
  t.columns.forEach((name, j) => {
    if (!Object.hasOwn(target.fields, name.split('.')[0]))
      c.checker.report(
        'table.column.unknown',
        c.source,
        [...at, 'columns', j],
        `resource "${t.resource}" has no field "${name}"${didYouMean(name, Object.keys(target.fields))}`,
      );
  });
}
