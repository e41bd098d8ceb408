import { PAGE_SIZES as DEFAULT_PAGE_SIZES } from '../../../vocabulary/pageSizes';
import { widgetOf } from '../../../vocabulary/widgets';
import type { ActionModel, FieldModel, ListModel, ResourceModel, ViewModel } from '../../model';
import { literal, pascal, str, type Imports } from '../code';
import { filterElement, fieldElement, optionalCell, passesValues, recordLabelOf, widgetElement } from './fieldElements';
import { attribute, code, element, indent } from './jsx';

type Models = { resources: ResourceModel[] };
export const fieldOf = (r: ResourceModel, name: string): FieldModel => r.fields.find((f) => f.name === name)!;

/** A chart's series that are not plain numbers, by their widget: the axis and tooltip write them as the widget does (¥, %). */
function chartWidgets(r: ResourceModel, series: readonly string[]): string | undefined {
  const widgets = series.flatMap((name) =>
    ['money', 'percent'].includes(fieldOf(r, name).widget) ? [[name, fieldOf(r, name).widget]] : [],
  );
  return widgets.length ? code('widgets', literal(Object.fromEntries(widgets))) : undefined;
}

/** Percent series whose field stores 0–1 (`percentBase: 1`): the chart writes them as their column does. */
function chartBases(r: ResourceModel, series: readonly string[]): string | undefined {
  const bases = series
    .filter((name) => fieldOf(r, name).widget === 'percent' && fieldOf(r, name).percentBase === 1)
    .map((name) => [name, 1]);
  return bases.length ? code('bases', literal(Object.fromEntries(bases))) : undefined;
}

/**
 * One list screen: the resource's own, or a view's (its columns, preset filter and buttons). `prefix` names its
 * components; a view that keeps the resource's columns or buttons reuses the resource's.
 */
export interface ListSpec {
  prefix: string;
  /** The react-admin resource id (and i18n namespace) the screen runs under. */
  name: string;
  list: ListModel;
  columns: string[];
  /** Field values fixed by the view (its filters do not offer them). */
  preset: Record<string, unknown>;
  actions: ActionModel[];
  keepAlive: boolean;
  /** Component names to reuse instead of emitting new ones. */
  reuse: { columns?: string; toolbar?: string; rowActions?: string; bulkActions?: string };
}

export function resourceListSpec(r: ResourceModel): ListSpec {
  return {
    prefix: pascal(r.name),
    name: r.name,
    list: r.list!,
    columns: r.list!.columns,
    preset: {},
    actions: r.actions,
    keepAlive: r.keepAlive,
    reuse: {},
  };
}

export function viewListSpec(r: ResourceModel, v: ViewModel): ListSpec {
  const P = pascal(r.name);
  const sameColumns = v.columns.join() === r.list!.columns.join();
  const sameActions = v.actions === r.actions;
  return {
    prefix: pascal(v.name),
    name: v.name,
    list: r.list!,
    columns: v.columns,
    preset: v.filter,
    actions: v.actions,
    keepAlive: v.keepAlive,
    reuse:
      sameColumns || sameActions
        ? {
            columns: sameColumns ? 'columns' : undefined,
            ...(sameActions
              ? { toolbar: `${P}Toolbar`, rowActions: `${P}RowActions`, bulkActions: `${P}BulkActions` }
              : {}),
          }
        : {},
  };
}

/** One list column: a plain `<DataTable.Col source>` for text, `field={…}` for a field with nothing to set, else a child. */
function column(f: FieldModel, imports: Imports, model: Models): string {
  const entry = widgetOf(f.widget);
  const attrs = [
    attribute('key', f.name),
    attribute('source', f.name),
    attribute('align', entry.alignRight ? 'right' : undefined),
    attribute('disableSort', !f.sortable || undefined),
  ];
  const cell = optionalCell(f);
  if (cell) return element('DataTable.Col', attrs, widgetElement(cell, f, imports, model));
  const el = entry.field;
  if (!el || (el.component === 'TextField' && el.from === 'react-admin')) return element('DataTable.Col', attrs);
  const plain =
    !el.props &&
    !el.choices &&
    !el.reference &&
    !(el.numeric && f.type === 'integer') &&
    !passesValues(el, f) &&
    !(el.named && recordLabelOf(f, model));
  if (plain) {
    imports.add(el.from === 'react-admin' ? 'react-admin' : '../../kit/fields', el.component);
    return element('DataTable.Col', [...attrs, code('field', el.component)]);
  }
  return element('DataTable.Col', attrs, fieldElement(f, imports, model));
}

/** DataTable columns of some fields, as the array a DataTable takes as children. */
export function columnsSource(r: ResourceModel, names: readonly string[], imports: Imports, model: Models): string {
  imports.add('react-admin', 'DataTable');
  return `[\n${indent(
    names.map((c) => `${column(fieldOf(r, c), imports, model)},`),
    1,
  ).join('\n')}\n]`;
}

/** The resource's columns, filters and summary, exported so a hand-written screen can compose them. */
export function listParts(r: ResourceModel, imports: Imports, model: Models): string[] {
  const list = r.list!;
  const out = [
    "/** The list columns, in the schema's order (DataTable children). */",
    `export const columns = ${columnsSource(r, list.columns, imports, model)};`,
  ];
  if (list.filters.length > 0) {
    const filters = list.filters.map((flt) => filterElement(flt, fieldOf(r, flt.field), imports, model) + ',');
    out.push(
      '',
      '/** The list filters (react-admin filter inputs). */',
      `export const filters = [\n${indent(filters, 1).join('\n')}\n];`,
    );
  }
  if (list.summary.length > 0) {
    imports.addType('../../kit/resources/types', 'SummarySpec');
    const summary = list.summary.map((s) => ({
      name: s.name,
      label: `resources.${r.name}.summary.${s.name}`,
      widget: s.widget,
    }));
    out.push(
      '',
      '/** Figures the list answer carries beside its rows (§7). */',
      `export const summary: readonly SummarySpec[] = ${literal(summary)};`,
    );
  }
  return out;
}

/** A view's own columns (when they differ from the resource's). */
export function viewColumnsConst(
  r: ResourceModel,
  spec: ListSpec,
  imports: Imports,
  model: Models,
): string | undefined {
  if (spec.reuse.columns) return undefined;
  return `/** The columns of ${spec.name}. */\nexport const ${spec.name}Columns = ${columnsSource(r, spec.columns, imports, model)};`;
}

/**
 * What a row click opens: the resource's hidden detail route (§2 /cinema/detail/Details) from its own list, else
 * react-admin's show or edit screen of the list's resource id (a view's own, under its permission).
 */
function rowClick(r: ResourceModel, spec: ListSpec): string | undefined {
  const target = spec.list.rowClick;
  if (target === 'none') return code('rowClick', 'false');
  if (target === 'show' && r.detail && spec.name === r.name) return code('rowClick', 'rowClick');
  return attribute('rowClick', target);
}

/** A view's filters (as an expression): the resource's, but never one its preset fixes. */
function filtersOf(r: ResourceModel, spec: ListSpec): string | undefined {
  const list = r.list!;
  if (list.filters.length === 0) return undefined;
  const kept = list.filters.map((f, i) => [f, i] as const).filter(([f]) => !Object.hasOwn(spec.preset, f.field));
  if (kept.length === list.filters.length) return 'filters';
  if (kept.length === 0) return undefined;
  return `[${kept.map(([, i]) => `filters[${i}]`).join(', ')}]`;
}

/** The DataTable's props (row click, density, bulk buttons, hidden columns) and its sticky actions column. */
function tableParts(
  r: ResourceModel,
  spec: ListSpec,
  parts: { rowActions?: string; bulkActions?: string },
  imports: Imports,
) {
  // Columns the schema hides until the column chooser (ColumnsButton) shows them: a view hides those of its own.
  const hidden = spec.list.hiddenColumns.filter((c) => spec.columns.includes(c));
  imports.add('../../kit/resources/listDensity', 'useListDensity');
  // Row density is the user's choice (saved views, issue 11), kept in the store beside the column choices.
  const tableProps = [
    rowClick(r, spec),
    code('size', 'density'),
    code('bulkActionButtons', parts.bulkActions ? `<${parts.bulkActions} />` : 'false'),
    hidden.length ? code('hiddenColumns', literal(hidden)) : undefined,
  ];
  // The row buttons stay in sight at the table's right edge while the other columns scroll (theme: ACTIONS_COLUMN),
  // in a column drawn only for an account that may use one of them (rowActionsAllowed).
  const actionsColumn = parts.rowActions
    ? [
        '  {rowActionsAllowed ? (',
        `    <DataTable.Col label="app.action.actions" align="right" headerClassName={ACTIONS_COLUMN} cellClassName={ACTIONS_COLUMN}>`,
        `      <${parts.rowActions} />`,
        '    </DataTable.Col>',
        '  ) : null}',
      ]
    : [];
  if (parts.rowActions)
    imports
      .add('../../kit/resources/tableClasses', 'ACTIONS_COLUMN')
      .add('../../kit/resources/useRowActionsAllowed', 'useRowActionsAllowed');
  return { tableProps, actionsColumn };
}

/** The §3 keys of the row buttons a list screen draws (the resource's, when a view reuses them). */
function rowAccessKeys(r: ResourceModel, spec: ListSpec): string[] {
  const actions = spec.reuse.rowActions ? r.actions : spec.actions;
  return [...new Set(actions.filter((a) => a.place === 'row').map((a) => a.access))];
}

/** A filter choosing among another resource's records (widget reference): drawn only for accounts that may list them. */
function hasReferenceFilter(r: ResourceModel, spec: ListSpec): boolean {
  return spec.list.filters.some(
    (f) => fieldOf(r, f.field).widget === 'reference' && !Object.hasOwn(spec.preset, f.field),
  );
}

/** The filters a list cannot run without (a view's preset fills some). */
function requiredFilters(spec: ListSpec) {
  return spec.list.filters.filter((f) => f.required && !Object.hasOwn(spec.preset, f.field));
}

/**
 * The first page a generated list asks for when opened without a query string: react-admin's list controller asks
 * for page 1 at the List's own sort and page size, with no filter. The console asks for it on the click that opens
 * the screen (issue 13, src/kit/resources/openingList.ts). None when the opening query depends on more than the schema:
 * list params kept in the store (a kept-alive screen), default filter values (a required period), or no sort of its
 * own (react-admin's default would be assumed).
 */
export function openingListOf(
  spec: ListSpec,
): { perPage: number; sort: NonNullable<ListSpec['list']['sort']> } | undefined {
  const list = spec.list;
  const defaults = requiredFilters(spec).some((f) => f.op === 'dateRange');
  if (spec.keepAlive || defaults || !list.sort) return undefined;
  return { perPage: list.perPage, sort: list.sort };
}

/** The filters shown, and the same filters read with their references' names where a filter picks a record. */
function filterParts(r: ResourceModel, spec: ListSpec, imports: Imports) {
  const shownFilters = filtersOf(r, spec);
  const readableFilters = shownFilters && hasReferenceFilter(r, spec) ? shownFilters : undefined;
  if (readableFilters) imports.add('../../kit/resources/useReadableFilters', 'useReadableFilters');
  return { shownFilters, readableFilters };
}

/** The chart above the table: its kind, axis and series, each series written as its column's widget writes it. */
function chartElement(r: ResourceModel, chart: NonNullable<ListSpec['list']['chart']>): string {
  return element('ListChart', [
    attribute('kind', chart.kind),
    attribute('x', chart.x),
    code('series', literal(chart.series)),
    chartWidgets(r, chart.series),
    chartBases(r, chart.series),
    attribute('label', chart.label ? `resources.${r.name}.chart` : undefined),
    code('limit', String(chart.limit)),
  ]);
}

/**
 * The pager (ListPagination) offers 10, 20, 50 and 100 (vocabulary/pageSizes.ts): a page size of the schema's own is
 * offered too, or the menu would show nothing selected.
 */
function paginationProp(perPage: number) {
  if (DEFAULT_PAGE_SIZES.includes(perPage)) return undefined;
  const sizes = [...new Set([...DEFAULT_PAGE_SIZES, perPage])].sort((a, b) => a - b);
  return code('pagination', `<ListPagination rowsPerPageOptions={${literal(sizes)}} />`);
}

/**
 * The list screen: <ResourceList> (react-admin's <List>, saying when its call fails) and, for the records,
 * <ListTable> — react-admin's <DataTable> from 576 px up, cards built from the same columns below (§9 mobile;
 * src/kit/resources/ListTable.tsx) — over the parts above (and a chart above the table). The switch is at run time, on the screen's width, so the generated code stays one screen.
 */
export function listComponent(
  r: ResourceModel,
  spec: ListSpec,
  parts: { rowActions?: string; bulkActions?: string; toolbar: string },
  imports: Imports,
): string {
  const list = spec.list;
  // react-admin's <List>, with what a list shows when its call fails (src/kit/resources/ResourceList.tsx).
  imports.add('../../kit/resources/ResourceList', 'ResourceList');
  if (!DEFAULT_PAGE_SIZES.includes(list.perPage)) imports.add('../../kit/resources/ListPagination', 'ListPagination');
  const detailClick = list.rowClick === 'show' && r.detail && spec.name === r.name;
  if (detailClick) imports.add('../../kit/resources/useDetailRowClick', 'useDetailRowClick');
  if (list.summary.length) imports.add('../../kit/resources/ListSummary', 'ListSummary');
  if (list.chart) imports.add('../../kit/resources/ListChart', 'ListChart');
  // A report over a period opens on the last 30 days, and says what it waits for when a required filter is cleared.
  const required = requiredFilters(spec);
  const ranges = required.filter((f) => f.op === 'dateRange');
  if (ranges.length) imports.add('../../kit/resources/filterDefaults', 'lastDays');
  if (required.length) imports.add('../../kit/resources/MissingFiltersNotice', 'MissingFiltersNotice');
  const { shownFilters, readableFilters } = filterParts(r, spec, imports);
  const listProps = [
    // The access gate in front of every screen (src/app/withAccess.tsx) already decided; react-admin's own check
    // would redirect again whenever the grants are re-read.
    attribute('disableAuthentication', true),
    // The list's own title (全部订单); react-admin's default would be the record's noun (resources.<name>.name).
    attribute('title', `resources.${spec.name}.title`),
    list.sort ? code('sort', literal(list.sort)) : undefined,
    code('perPage', String(list.perPage)),
    paginationProp(list.perPage),
    shownFilters ? code('filters', readableFilters ? 'readableFilters' : shownFilters) : undefined,
    code('actions', `<${parts.toolbar} />`),
    ranges.length
      ? code('filterDefaultValues', `{ ${ranges.map((f) => `${f.field}: lastDays(30)`).join(', ')} }`)
      : undefined,
    required.length ? code('empty', 'false') : undefined,
    spec.keepAlive ? undefined : code('storeKey', 'false'),
  ];
  const { tableProps, actionsColumn } = tableParts(r, spec, parts, imports);
  imports.add('../../kit/resources/ListTable', 'ListTable');
  const chart = list.chart ? chartElement(r, list.chart) : undefined;
  return [
    `export function ${spec.prefix}List() {`,
    detailClick ? `  const rowClick = useDetailRowClick(${str(r.detail!.route)});` : undefined,
    '  const density = useListDensity();',
    parts.rowActions
      ? `  const rowActionsAllowed = useRowActionsAllowed(${literal(rowAccessKeys(r, spec))});`
      : undefined,
    readableFilters ? `  const readableFilters = useReadableFilters(${readableFilters});` : undefined,
    '  return (',
    `    ${element('ResourceList', listProps, '').replace('></ResourceList>', '>')}`,
    required.length ? '      <MissingFiltersNotice />' : undefined,
    list.summary.length ? '      <ListSummary items={summary} />' : undefined,
    chart ? `      ${chart}` : undefined,
    `      ${element('ListTable', tableProps, '').replace('></ListTable>', '>')}`,
    `        {${spec.reuse.columns ?? (spec.name === r.name ? 'columns' : `${spec.name}Columns`)}}`,
    ...indent(actionsColumn, 3),
    '      </ListTable>',
    '    </ResourceList>',
    '  );',
    '}',
  ]
    .filter((l) => l !== undefined)
    .join('\n');
}
