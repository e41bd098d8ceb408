import { filterOps, type FilterOp } from '../../vocabulary/widgets';
import type { ResourceInput } from '../input';
import type { LoadedSource } from '../load';
import { didYouMean } from '../suggest';
import {
  fieldAt,
  isNumeric,
  widgetOfField,
  type Checker,
  type FieldIndex,
  type Path,
  type ProjectContext,
} from './context';
import { checkAggregate } from './seed';
import { valueProblem } from './values';

export interface ResourceCheck {
  checker: Checker;
  source: LoadedSource;
  fields: FieldIndex;
  r: ResourceInput;
}

type List = NonNullable<ResourceInput['list']>;
type Summary = NonNullable<List['summary']>[number];

/** Columns name shown fields: existing, not write-only. */
export function checkColumns(c: ResourceCheck, columns: readonly string[], at: Path): void {
  const shown = c.fields.namesWhere((f) => !f.writeOnly);
  columns.forEach((name, i) => {
    const f = fieldAt(c, [...at, i], name, { candidates: shown });
    if (f?.writeOnly)
      c.checker.report(
        'list.column.write-only',
        c.source,
        [...at, i],
        `field "${name}" is writeOnly and cannot be a column`,
      );
  });
}

function checkFilters(c: ResourceCheck, list: List) {
  (list.filters ?? []).forEach((flt, i) => {
    const at = ['list', 'filters', i];
    const candidates = c.fields.namesWhere((f) => filterOps(widgetOfField(f)).includes(flt.op as FilterOp));
    const f = fieldAt(c, [...at, 'field'], flt.field, { candidates });
    if (f && !c.source.wasPruned?.(['fields', flt.field, 'widget'])) {
      const widget = widgetOfField(f);
      const ops = filterOps(widget);
      if (!ops.includes(flt.op))
        c.checker.report(
          'list.filter.op',
          c.source,
          [...at, 'op'],
          `filter "${flt.op}" does not apply to a ${widget} field (use ${ops.join(', ') || 'no filter'})`,
        );
    }
    if (flt.op === 'dateRange' && !flt.params)
      c.checker.report(
        'list.filter.date-range-params',
        c.source,
        at,
        'a dateRange filter needs "params" (from, to)',
        true,
      );
    if (flt.op !== 'dateRange' && flt.params)
      c.checker.report(
        'list.filter.params',
        c.source,
        [...at, 'params'],
        '"params" only applies to dateRange filters; use "param"',
        true,
      );
    if (flt.required && flt.alwaysOn === false)
      c.checker.report(
        'list.filter.required-always-on',
        c.source,
        [...at, 'required'],
        'a required filter is always shown; remove "alwaysOn: false"',
        true,
      );
  });
}

function checkChart(c: ResourceCheck, chart: NonNullable<List['chart']>) {
  const at = ['list', 'chart'];
  fieldAt(c, [...at, 'x'], chart.x);
  const numeric = c.fields.namesWhere(isNumeric);
  chart.series.forEach((name, i) => {
    const f = fieldAt(c, [...at, 'series', i], name, { candidates: numeric });
    if (f && !isNumeric(f))
      c.checker.report(
        'list.chart.series-type',
        c.source,
        [...at, 'series', i],
        `a chart series is a number field; "${name}" is ${f.type}`,
      );
  });
}

/** The list screen: columns, filters, sort, summary and chart. */
export function checkList(c: ResourceCheck, ctx: ProjectContext): void {
  const list = c.r.list!;
  checkColumns(c, list.columns, ['list', 'columns']);
  checkHiddenColumns(c, list);
  checkFilters(c, list);
  if (list.sort) checkSort(c, list.sort);
  const summaryNames = new Set<string>();
  (list.summary ?? []).forEach((s, i) => {
    if (summaryNames.has(s.name))
      c.checker.report(
        'list.summary.duplicate',
        c.source,
        ['list', 'summary', i, 'name'],
        `duplicate summary "${s.name}"`,
      );
    checkSummaryFigure(c, ctx, s, ['list', 'summary', i]);
    summaryNames.add(s.name);
  });
  if (list.chart) checkChart(c, list.chart);
  checkRowClick(c, list);
}

/** Hidden columns are columns the chooser can show, and at least one column stays shown. */
function checkHiddenColumns(c: ResourceCheck, list: List) {
  (list.hiddenColumns ?? []).forEach((name, i) => {
    if (!list.columns.includes(name)) {
      c.checker.report(
        'list.hidden-column.unknown',
        c.source,
        ['list', 'hiddenColumns', i],
        `"${name}" is not one of the list's columns${didYouMean(name, list.columns)}; a hidden column is one of "columns" the column chooser can show`,
      );
    }
  });
  if (list.hiddenColumns?.length && list.columns.every((name) => list.hiddenColumns!.includes(name))) {
    c.checker.report(
      'list.hidden-column.all',
      c.source,
      ['list', 'hiddenColumns'],
      'every column is hidden; keep at least one shown',
    );
  }
}

/** The default sort names a field the upstream can sort by. */
function checkSort(c: ResourceCheck, sort: NonNullable<List['sort']>) {
  const sortable = c.fields.namesWhere((f) => f.sortable === true);
  const f = fieldAt(c, ['list', 'sort', 'field'], sort.field, { candidates: sortable });
  if (f && !f.sortable)
    c.checker.report(
      'list.sort.not-sortable',
      c.source,
      ['list', 'sort', 'field'],
      `default sort field "${sort.field}" is not sortable; add "sortable: true" to it`,
    );
}

/** A summary figure is computed from the list's own rows or aggregated from another resource, not both. */
function checkSummaryFigure(c: ResourceCheck, ctx: ProjectContext, s: Summary, at: Path) {
  if (s.compute) checkCompute(c, s.compute, [...at, 'compute']);
  if (s.aggregate) checkAggregate(ctx, c.source, s.aggregate, [...at, 'aggregate']);
  if (s.aggregate && s.compute)
    c.checker.report(
      'list.summary.compute-and-aggregate',
      c.source,
      at,
      'a figure is either computed from the list’s rows (compute) or from another resource (aggregate), not both',
    );
}

/** A computed figure reads a number field, over rows its `where` can match. */
function checkCompute(c: ResourceCheck, compute: NonNullable<Summary['compute']>, at: Path) {
  const f = fieldAt(c, [...at, 'field'], compute.field, { candidates: c.fields.namesWhere(isNumeric) });
  if (f && !isNumeric(f))
    c.checker.report(
      'list.summary.compute-type',
      c.source,
      [...at, 'field'],
      `a computed figure reads a number field; "${compute.field}" is ${f.type}`,
    );
  for (const [key, value] of Object.entries(compute.where ?? {})) {
    const g = fieldAt(c, [...at, 'where', key], key, { atKey: true });
    const problem = g && valueProblem(g, value);
    if (problem)
      c.checker.report('list.summary.where-never', c.source, [...at, 'where', key], `no row would count: ${problem}`);
  }
}

/** A row click opens a view the resource has (declared or hand-written). */
function checkRowClick(c: ResourceCheck, list: List) {
  if (list.rowClick === 'show' && !c.r.show && !c.r.screens?.show)
    c.checker.report(
      'list.row-click.view',
      c.source,
      ['list', 'rowClick'],
      'rowClick "show" needs a "show" view',
      false,
    );
  if (list.rowClick === 'edit' && !c.r.edit && !c.r.screens?.edit)
    c.checker.report(
      'list.row-click.view',
      c.source,
      ['list', 'rowClick'],
      'rowClick "edit" needs an "edit" view',
      false,
    );
}
