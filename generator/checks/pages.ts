import type { ResourceInput } from '../input';
import type { CheckId } from './registry';
import { didYouMean } from '../suggest';
import { checkActions, checkIcon } from './actions';
import { fieldAt, type Path, type ProjectContext } from './context';
import { valueProblem } from './values';
import { checkDashboard } from './dashboard';
import { checkExportLog } from './exportLog';
import { checkColumns, checkList, type ResourceCheck } from './list';

/** What each page kind needs and refuses (`page`). */
function checkPageKind(c: ResourceCheck) {
  const { r } = c;
  const report = (id: CheckId, p: Path, message: string, atKey = false) =>
    c.checker.report(id, c.source, p, message, atKey);
  const kind = r.page ?? 'list';
  const needs = (key: keyof ResourceInput, what: string) => {
    if (r[key] === undefined) report('page.needs', [], `a ${kind} page needs "${String(key)}" (${what})`, true);
  };
  const refuses = (key: keyof ResourceInput) => {
    if (r[key] !== undefined)
      report('page.not-applicable', [key], `"${String(key)}" does not apply to a ${kind} page`, true);
  };
  if (kind === 'list') {
    needs('list', 'its columns');
    if (!r.upstream.list)
      report('page.list.upstream', ['upstream'], 'a list page needs an upstream "list" operation', true);
    refuses('form');
    refuses('dashboard');
    return;
  }
  for (const key of ['list', 'views', 'show', 'create', 'edit', 'detail'] as const) refuses(key);
  if (kind === 'form') {
    needs('form', 'the fields of its one record');
    refuses('dashboard');
    if (typeof r.upstream.get !== 'object')
      report(
        'page.form.get',
        ['upstream'],
        'a form page reads its record with an upstream "get" operation (a path; there is no list to read it from)',
        true,
      );
    if (!r.upstream.update)
      report('page.form.update', ['upstream'], 'a form page saves with an upstream "update" operation', true);
  } else {
    needs('dashboard', 'its cards, charts and tables');
    refuses('form');
    if (typeof r.upstream.get !== 'object')
      report(
        'page.dashboard.get',
        ['upstream'],
        'a dashboard reads its figures with an upstream "get" operation',
        true,
      );
  }
}

/** show, create, edit and form: existing fields, never a read-only one in a form nor a write-only one shown. */
function checkFieldLists(c: ResourceCheck) {
  for (const view of ['show', 'create', 'edit', 'form'] as const) {
    (c.r[view] ?? []).forEach((name, i) => {
      const f = fieldAt(c, [view, i], name);
      if (!f) return;
      if (view !== 'show' && f.readOnly)
        c.checker.report(
          'view.field.read-only',
          c.source,
          [view, i],
          `field "${name}" is readOnly and cannot be in the ${view} form`,
        );
      if (view === 'show' && f.writeOnly)
        c.checker.report(
          'view.field.write-only',
          c.source,
          [view, i],
          `field "${name}" is writeOnly and cannot be shown`,
        );
    });
  }
  // An edit form (and a show screen) load the record first: without a way to read it the screen bounces.
  for (const view of ['edit', 'show'] as const) {
    if (c.r[view] && c.r.upstream.get === undefined) {
      c.checker.report(
        'view.get',
        c.source,
        [view],
        `the ${view} view loads its record: add an upstream "get" operation, or "get: list" to read it from the list call by its id`,
        true,
      );
    }
  }
  if (c.r.detail && !c.r.show && !c.r.screens?.show)
    c.checker.report(
      'resource.detail.show',
      c.source,
      ['detail'],
      'a detail page shows the "show" view; add one',
      true,
    );
}

function checkViews(ctx: ProjectContext, c: ResourceCheck) {
  (c.r.views ?? []).forEach((v, i) => {
    const at = ['views', i];
    for (const [key, value] of Object.entries(v.filter ?? {})) {
      const f = fieldAt(c, [...at, 'filter', key], key, { atKey: true });
      const problem = f && valueProblem(f, value);
      if (problem)
        c.checker.report('view.filter.never', c.source, [...at, 'filter', key], `the view would be empty: ${problem}`);
    }
    for (const key of Object.keys(v.presetParams ?? {})) {
      const presets = Object.keys(v.filter ?? {});
      if (!presets.includes(key)) {
        c.checker.report(
          'view.preset-param.unknown',
          c.source,
          [...at, 'presetParams', key],
          `"${key}" is not a preset of this view${didYouMean(key, presets) || (presets.length ? ` (its "filter" presets ${presets.join(', ')})` : '; it has no "filter"')}; "presetParams" names the parameter a preset travels in`,
          true,
        );
      }
    }
    if (v.columns) checkColumns(c, v.columns, [...at, 'columns']);
    if (v.actions) checkActions(ctx, c, v.actions, [...at, 'actions']);
    checkMenu(ctx, c, v.menu, [...at, 'menu']);
  });
}

/** A menu place: a declared group, an existing icon. */
export function checkMenu(
  ctx: ProjectContext,
  c: Pick<ResourceCheck, 'source'>,
  menu: ResourceInput['menu'],
  at: Path,
): void {
  if (menu?.group !== undefined && ctx.routes && !ctx.groups.has(menu.group)) {
    ctx.checker.report(
      'menu.group.unknown',
      c.source,
      [...at, 'group'],
      `unknown menu group "${menu.group}"${didYouMean(menu.group, ctx.groups)}; declare it in routes.yaml`,
    );
  }
  checkIcon(ctx, c, [...at, 'icon'], menu?.icon);
}

/** Everything of one resource file that a meta-schema cannot say. */
export function checkPages(ctx: ProjectContext, c: ResourceCheck): void {
  checkPageKind(c);
  if ((c.r.page ?? 'list') === 'list' && c.r.list) checkList(c, ctx);
  if (c.r.dashboard && c.r.page === 'dashboard') checkDashboard(ctx, c);
  checkFieldLists(c);
  checkActions(ctx, c, c.r.actions ?? [], ['actions']);
  checkViews(ctx, c);
  checkMenu(ctx, c, c.r.menu, ['menu']);
  checkExportLog(ctx, c);
}
