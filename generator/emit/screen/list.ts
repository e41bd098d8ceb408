import { widgetOf } from '../../../vocabulary/widgets';
import type { FieldModel, ResourceModel } from '../../model';
import { literal, pascal, str, type Imports } from '../code';
import { filterElement, fieldElement } from './fieldElements';
import { attribute, code, element, indent } from './jsx';

type Models = { resources: ResourceModel[] };
const fieldOf = (r: ResourceModel, name: string): FieldModel => r.fields.find((f) => f.name === name)!;

/** One list column: a plain `<DataTable.Col source>` for text, `field={…}` for a field with nothing to set, else a child. */
function column(f: FieldModel, imports: Imports, model: Models): string {
  const entry = widgetOf(f.widget);
  const attrs = [attribute('key', f.name), attribute('source', f.name), attribute('align', entry.alignRight ? 'right' : undefined), attribute('disableSort', !f.sortable || undefined)];
  const el = entry.field;
  if (!el || (el.component === 'TextField' && el.from === 'react-admin')) return element('DataTable.Col', attrs);
  const plain = !el.props && !el.choices && !el.reference && !(el.numeric && f.type === 'integer');
  if (plain) {
    imports.add(el.from === 'react-admin' ? 'react-admin' : '../../fields', el.component);
    return element('DataTable.Col', [...attrs, code('field', el.component)]);
  }
  return element('DataTable.Col', attrs, fieldElement(f, imports, model));
}

/** The list's columns, filters and summary, exported so a hand-written screen can compose them. */
export function listParts(r: ResourceModel, imports: Imports, model: Models): string[] {
  imports.add('react-admin', 'DataTable');
  const out = [
    '/** The list columns, in the schema\'s order (DataTable children). */',
    `export const columns = [\n${indent(r.list.columns.map((c) => `${column(fieldOf(r, c), imports, model)},`), 1).join('\n')}\n];`,
  ];
  if (r.list.filters.length > 0) {
    const filters = r.list.filters.map((flt) => filterElement(flt, fieldOf(r, flt.field), imports, model) + ',');
    out.push('', '/** The list filters (react-admin filter inputs). */', `export const filters = [\n${indent(filters, 1).join('\n')}\n];`);
  }
  if (r.list.summary.length > 0) {
    imports.addType('../../resources/types', 'SummarySpec');
    const summary = r.list.summary.map((s) => ({ name: s.name, label: `resources.${r.id}.summary.${s.name}`, widget: s.widget }));
    out.push('', '/** Figures the list answer carries beside its rows (§7). */', `export const summary: readonly SummarySpec[] = ${literal(summary)};`);
  }
  return out;
}

function rowClick(r: ResourceModel): string | undefined {
  if (r.list.rowClick === 'none') return code('rowClick', 'false');
  if (r.list.rowClick === 'show' && r.detail) return code('rowClick', 'rowClick');
  return attribute('rowClick', r.list.rowClick);
}

/** The list screen: react-admin's <List> and <DataTable> over the parts above. */
export function listComponent(r: ResourceModel, parts: { rowActions: boolean; bulkActions: boolean }, imports: Imports): string {
  const P = pascal(r.name);
  imports.add('react-admin', 'List');
  const detailClick = r.list.rowClick === 'show' && r.detail;
  if (detailClick) imports.add('../../resources/useDetailRowClick', 'useDetailRowClick');
  if (r.list.summary.length) imports.add('../../resources/ListSummary', 'ListSummary');
  const listProps = [
    // The access gate in front of every screen (src/app/withAccess.tsx) already decided; react-admin's own check
    // would redirect again whenever the grants are re-read.
    attribute('disableAuthentication', true),
    r.list.sort ? code('sort', literal(r.list.sort)) : undefined,
    code('perPage', String(r.list.perPage)),
    r.list.filters.length ? code('filters', 'filters') : undefined,
    code('actions', `<${P}Toolbar />`),
    r.keepAlive ? undefined : code('storeKey', 'false'),
  ];
  const tableProps = [rowClick(r), code('bulkActionButtons', parts.bulkActions ? `<${P}BulkActions />` : 'false')];
  const actionsColumn = parts.rowActions ? [`  <DataTable.Col label="app.action.actions" align="right">`, `    <${P}RowActions />`, '  </DataTable.Col>'] : [];
  return [
    `export function ${P}List() {`,
    detailClick ? `  const rowClick = useDetailRowClick(${str(r.detail!.route)});` : undefined,
    '  return (',
    `    ${element('List', listProps, '').replace('></List>', '>')}`,
    r.list.summary.length ? '      <ListSummary items={summary} />' : undefined,
    `      ${element('DataTable', tableProps, '').replace('></DataTable>', '>')}`,
    '        {columns}',
    ...indent(actionsColumn, 3),
    '      </DataTable>',
    '    </List>',
    '  );',
    '}',
  ].filter((l) => l !== undefined).join('\n');
}
