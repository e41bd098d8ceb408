import { ACTION_KEYS, builtinRowIconOf, iconPicture, type ActionKey } from '../../vocabulary/actions';
import type { CheckId } from './registry';
import type { ActionInput } from '../input';
import { didYouMean } from '../suggest';
import { widgetOf } from '../../vocabulary/widgets';
import { fieldAt, widgetOfField, type Path, type ProjectContext } from './context';
import { valueProblem } from './values';
import type { ResourceCheck } from './list';
import { checkMoneyOut } from './money';

/** Built-in actions: what each needs from the schema to work. */
const BUILTIN_NEEDS: Partial<
  Record<ActionKey, { view?: 'create' | 'edit' | 'show'; operation: 'create' | 'update' | 'delete' | 'get' }>
> = {
  add: { view: 'create', operation: 'create' },
  edit: { view: 'edit', operation: 'update' },
  delete: { operation: 'delete' },
  get: { view: 'show', operation: 'get' },
};

/** An @mui/icons-material name that exists (when the icon list is known). */
export function checkIcon(
  ctx: ProjectContext,
  c: Pick<ResourceCheck, 'source'>,
  path: Path,
  icon: string | undefined,
): void {
  if (icon === undefined || !ctx.icons || ctx.icons.has(icon)) return;
  ctx.checker.report(
    'action.icon.unknown',
    c.source,
    path,
    `unknown icon "${icon}"${didYouMean(icon, ctx.icons)}; use an @mui/icons-material name (https://mui.com/material-ui/material-icons/)`,
  );
}

function checkBuiltin(c: ResourceCheck, a: ActionInput, at: Path) {
  const { r, checker, source } = c;
  // A delete with its own call (§7 channel batch) deletes through it, not through the upstream's delete operation.
  const needs = a.name === 'delete' && a.call ? undefined : BUILTIN_NEEDS[a.name as ActionKey];
  if (needs) {
    if (needs.view && !r[needs.view] && !r.screens?.[needs.view])
      checker.report(
        'action.needs-view',
        source,
        [...at, 'name'],
        `action "${a.name}" needs a "${needs.view}" view listing its fields`,
      );
    if (!r.upstream[needs.operation])
      checker.report(
        'action.needs-operation',
        source,
        [...at, 'name'],
        `action "${a.name}" needs an upstream "${needs.operation}" operation`,
      );
  } else if (a.name === 'import') {
    // Import (§3) reads a spreadsheet with the create form's columns and rules, and sends the valid rows to `call`.
    if (!a.call)
      checker.report(
        'action.import.call',
        source,
        at,
        'action "import" needs a "call": the bulk endpoint that creates the valid rows',
        true,
      );
    if (!r.create)
      checker.report(
        'action.import.create',
        source,
        [...at, 'name'],
        'action "import" needs a "create" view: its fields are the spreadsheet\'s columns and its rules check each row',
      );
    if (a.place !== 'toolbar')
      checker.report(
        'action.import.place',
        source,
        [...at, 'place'],
        'action "import" works on the whole list; place it in "toolbar"',
      );
  } else if (a.name !== 'export' && !a.call) {
    // A built-in export (no call) is react-admin's ExportButton over the list call; it needs nothing else.
    checker.report(
      'action.call.missing',
      source,
      at,
      `action "${a.name}" needs a "call" (the endpoint it calls)`,
      true,
    );
  }
}

function checkPlace(c: ResourceCheck, a: ActionInput, at: Path) {
  const report = (id: CheckId, p: Path, message: string, atKey = false) =>
    c.checker.report(id, c.source, p, message, atKey);
  if (a.place === 'toolbar' && (a.name === 'edit' || a.name === 'delete' || a.name === 'get')) {
    report(
      'action.place.record',
      [...at, 'place'],
      `action "${a.name}" works on one record; place it in "row"${a.name === 'delete' ? ' or "bulk"' : ''}`,
    );
  }
  if (a.place === 'bulk' && (a.name === 'edit' || a.name === 'get'))
    report('action.place.record', [...at, 'place'], `action "${a.name}" works on one record; place it in "row"`);
  if (a.place !== 'toolbar' && (a.name === 'add' || a.name === 'export') && !a.call)
    report('action.place.list', [...at, 'place'], `action "${a.name}" works on the whole list; place it in "toolbar"`);
  if (a.place !== 'row' && a.visibleWhen)
    report('action.visible-when.place', [...at, 'visibleWhen'], '"visibleWhen" only applies to row actions', true);
  if (a.call?.idsParam !== undefined && a.place !== 'bulk')
    report('action.ids-param.place', [...at, 'call', 'idsParam'], '"idsParam" only applies to bulk actions', true);
}

function checkFieldsUsed(c: ResourceCheck, a: ActionInput, at: Path) {
  (a.payload ?? []).forEach((name, j) => fieldAt(c, [...at, 'payload', j], name));
  // An effect names the field by its key, so point at the key, not at the value it sets.
  for (const [key, value] of Object.entries(a.effect ?? {})) {
    const f = fieldAt(c, [...at, 'effect', key], key, { atKey: true });
    const problem = f && valueProblem(f, value);
    if (problem)
      c.checker.report('action.effect.value', c.source, [...at, 'effect', key], `effect on "${key}": ${problem}`);
  }
  if (a.visibleWhen) {
    const withValues = c.fields.namesWhere((f) => f.enum !== undefined || f.type === 'boolean');
    const f = fieldAt(c, [...at, 'visibleWhen', 'field'], a.visibleWhen.field, { candidates: withValues });
    const problem = f && valueProblem(f, a.visibleWhen.equals);
    if (problem)
      c.checker.report(
        'action.visible-when.never',
        c.source,
        [...at, 'visibleWhen', 'equals'],
        `the button would never show: ${problem}`,
      );
  }
}

function checkExport(c: ResourceCheck, a: ActionInput, at: Path) {
  const options = a.export;
  if (!options) return;
  if (a.name !== 'export')
    c.checker.report(
      'action.export.not-export',
      c.source,
      [...at, 'export'],
      '"export" options only apply to the export action',
      true,
    );
  if (!a.call)
    c.checker.report(
      'action.export.call',
      c.source,
      [...at, 'export'],
      'export options need a "call": the upstream writes the file (react-admin’s own export has no options)',
      true,
    );
  if (options.range) {
    const ranges = (c.r.list?.filters ?? []).filter((f) => f.op === 'dateRange').map((f) => f.field);
    if (!ranges.includes(options.range.filter)) {
      c.checker.report(
        'action.export.range',
        c.source,
        [...at, 'export', 'range', 'filter'],
        `"${options.range.filter}" is not a dateRange filter of the list${didYouMean(options.range.filter, ranges) || (ranges.length ? ` (its dateRange filters: ${ranges.join(', ')})` : '; add one')}`,
      );
    }
  }
  if (options.columns) options.columns.forEach((name, i) => fieldAt(c, [...at, 'export', 'columns', i], name));
}

/**
 * What an action's screen or dialog says: `submit` names a button that exists (a form's save, a dialog's confirm), and
 * an add's `summary` names figures the list answer carries, which a list needing filters answers only when they are set.
 */
function checkOwnScreen(c: ResourceCheck, a: ActionInput, at: Path) {
  const report = (id: CheckId, p: Path, message: string) =>
    c.checker.report(id, c.source, [...at, ...p], message, true);
  const form = a.name === 'add' || a.name === 'edit';
  const dialog = a.call && (a.confirm || a.shows || a.form);
  if (a.submit && !(form && !a.call) && !dialog) {
    report(
      'action.submit.place',
      ['submit'],
      '"submit" names the button that carries the action out: the form of add or edit, or the dialog of an action with "confirm", "shows" or "form"',
    );
  }
  checkDialog(c, a, at);
  if (!a.summary) return;
  if (a.name !== 'add' || a.call) {
    report(
      'action.summary.place',
      ['summary'],
      '"summary" shows figures above the create form; only the add action opens one',
    );
    return;
  }
  const figures = (c.r.list?.summary ?? []).map((s) => s.name);
  a.summary.forEach((name, i) => {
    if (!figures.includes(name)) {
      c.checker.report(
        'action.summary.unknown',
        c.source,
        [...at, 'summary', i],
        `"${name}" is not a figure of the list's summary${didYouMean(name, figures) || (figures.length ? ` (its figures: ${figures.join(', ')})` : '; add one under list.summary')}`,
      );
    }
  });
  if ((c.r.list?.filters ?? []).some((f) => f.required))
    report(
      'action.summary.required-filter',
      ['summary'],
      '"summary" reads the list answer, which a list with a required filter does not give before the filter is set',
    );
}

/**
 * An action's dialog (`shows`, `form`) is about one record: a row action with a call. It shows fields the record has
 * and can show, and asks for fields an input can set, none of which the action also sets by its effect.
 */
function checkDialog(c: ResourceCheck, a: ActionInput, at: Path) {
  const report = (id: CheckId, p: Path, message: string, atKey = false) =>
    c.checker.report(id, c.source, [...at, ...p], message, atKey);
  for (const key of ['shows', 'form'] as const) {
    if (a[key] && (a.place !== 'row' || !a.call))
      report(
        'action.dialog.place',
        [key],
        `"${key}" belongs to a dialog about one record: a row action with a "call"`,
        true,
      );
  }
  (a.shows ?? []).forEach((name, i) => {
    const f = fieldAt(c, [...at, 'shows', i], name);
    if (f && !widgetOf(widgetOfField(f)).field)
      report('action.shows.hidden', ['shows', i], `field "${name}" (widget ${widgetOfField(f)}) is never shown`);
  });
  const recordId = c.r.recordId ?? 'id';
  (a.form ?? []).forEach((name, i) => {
    const f = fieldAt(c, [...at, 'form', i], name);
    if (!f) return;
    if (f.readOnly || name === recordId)
      report(
        'action.form.read-only',
        ['form', i],
        `field "${name}" is ${name === recordId ? 'the record id' : 'readOnly'}; a dialog asks only for fields the user may set`,
      );
    if (a.effect && Object.hasOwn(a.effect, name))
      report(
        'action.form.effect',
        ['form', i],
        `field "${name}" is set by the action's "effect"; ask for it or set it, not both`,
      );
  });
}

/**
 * A row's buttons stand side by side: each draws a picture of its own, and none draws a built-in button's (the eye of
 * get, the pen of edit, the bin of delete) unless it is that button.
 */
function checkRowIcons(c: ResourceCheck, actions: readonly ActionInput[], at: Path) {
  const drawn = new Map<string, string>();
  actions.forEach((a, i) => {
    if (a.place !== 'row' || a.icon === undefined) return;
    const builtin = builtinRowIconOf(a.icon);
    if (builtin !== undefined && builtin !== a.name) {
      c.checker.report(
        'action.icon.builtin',
        c.source,
        [...at, i, 'icon'],
        `icon "${a.icon}" is the picture of the "${builtin}" button; a row's buttons need pictures of their own (choose another icon)`,
      );
    }
    const picture = iconPicture(a.icon);
    const before = drawn.get(picture);
    if (before !== undefined)
      c.checker.report(
        'action.icon.duplicate',
        c.source,
        [...at, i, 'icon'],
        `icon "${a.icon}" is already the picture of the "${before}" button in this row; choose another icon`,
      );
    else drawn.set(picture, a.name);
  });
}

/** The buttons of a resource or of one of its views (`at`: where the list of actions sits). */
export function checkActions(ctx: ProjectContext, c: ResourceCheck, actions: readonly ActionInput[], at: Path): void {
  const names = new Set<string>();
  actions.forEach((a, i) => {
    const here = [...at, i];
    if (names.has(a.name))
      c.checker.report('action.duplicate', c.source, [...here, 'name'], `duplicate action "${a.name}"`);
    names.add(a.name);
    const isKey = (ACTION_KEYS as readonly string[]).includes(a.name);
    if (!isKey && !a.access) {
      c.checker.report(
        'action.custom.access',
        c.source,
        [...here, 'name'],
        `"${a.name}" is not a §3 action key${didYouMean(a.name, ACTION_KEYS)}; a custom action needs "access" (the §3 key that permits it)`,
      );
    }
    if (a.name === 'query') {
      c.checker.report(
        'action.query',
        c.source,
        [...here, 'name'],
        '"query" is the list itself, not a button; remove this action',
      );
      return;
    }
    checkBuiltin(c, a, here);
    checkPlace(c, a, here);
    checkFieldsUsed(c, a, here);
    checkExport(c, a, here);
    checkOwnScreen(c, a, here);
    checkIcon(ctx, c, [...here, 'icon'], a.icon);
    checkMoneyOut(ctx, c, a, here);
  });
  checkRowIcons(c, actions, at);
}
