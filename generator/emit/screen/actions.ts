import type { ActionModel, ResourceModel } from '../../model';
import { literal, pascal, type Imports } from '../code';
import { attribute, code, element, indent } from './jsx';

/**
 * The schema's actions as concrete buttons, each behind the access check of its §3 key (§6: an element bound to an
 * action is removed when the permission lacks it). react-admin's Create/Edit/Show buttons ask canAccess themselves;
 * every other button is wrapped in <CanAccess>.
 */
const ACTIONS_MODULE = '../../actions';

function labelKey(r: ResourceModel, a: ActionModel): string | undefined {
  return a.label ? `resources.${r.id}.actions.${a.name}` : undefined;
}
function confirmKey(r: ResourceModel, a: ActionModel): string | undefined {
  return a.confirm ? `resources.${r.id}.confirm.${a.name}` : undefined;
}
function icon(a: ActionModel, imports: Imports): string | undefined {
  if (!a.icon) return undefined;
  imports.addDefault(`@mui/icons-material/${a.icon}`, a.icon);
  return code('icon', `<${a.icon} />`);
}
/** Imports a react-admin (or project) component and answers its name, for use in element(). */
function from(imports: Imports, module: string, name: string): string {
  imports.add(module, name);
  return name;
}
function guarded(access: string, button: string, imports: Imports): string {
  imports.add('react-admin', 'CanAccess');
  return `<CanAccess action="${access}">${button}</CanAccess>`;
}

/** A custom action with a `call`: the one button that calls the upstream and shows the outcome. */
function callButton(r: ResourceModel, a: ActionModel, scope: 'record' | 'selection' | 'list', imports: Imports): string {
  imports.add(ACTIONS_MODULE, 'CallActionButton');
  const button = element('CallActionButton', [
    attribute('action', a.name),
    attribute('scope', scope),
    attribute('label', labelKey(r, a) ?? `ra.action.${a.name}`),
    attribute('confirm', confirmKey(r, a)),
    icon(a, imports),
  ]);
  return guarded(a.access, button, imports);
}

function toolbarButton(r: ResourceModel, a: ActionModel, imports: Imports): string {
  const attrs = [attribute('label', labelKey(r, a)), icon(a, imports)];
  if (a.builtin && a.name === 'add') return element(from(imports, 'react-admin', 'CreateButton'), attrs);
  // react-admin's ExportButton exports what the list loaded; an export with a `call` asks the upstream for the file.
  if (a.name === 'export') {
    const button = a.builtin ? from(imports, 'react-admin', 'ExportButton') : from(imports, ACTIONS_MODULE, 'ExportAction');
    return guarded('export', element(button, attrs), imports);
  }
  return callButton(r, a, 'list', imports);
}

function rowButton(r: ResourceModel, a: ActionModel, imports: Imports): string {
  const attrs = [attribute('label', labelKey(r, a)), icon(a, imports)];
  if (!a.builtin) return callButton(r, a, 'record', imports);
  switch (a.name) {
    case 'get':
      // A hidden detail route (§2 /cinema/detail/Details?id=…) rather than react-admin's show path.
      return r.detail
        ? guarded('get', element(from(imports, ACTIONS_MODULE, 'DetailButton'), [attribute('detailRoute', r.detail.route), ...attrs]), imports)
        : element(from(imports, 'react-admin', 'ShowButton'), attrs);
    case 'edit':
      return element(from(imports, 'react-admin', 'EditButton'), attrs);
    default:
      // The meta-model allows only get, edit and delete as built-in row actions.
      return guarded('delete', element(from(imports, 'react-admin', 'DeleteWithConfirmButton'), [attribute('mutationMode', 'pessimistic'), attribute('confirmContent', confirmKey(r, a)), ...attrs]), imports);
  }
}

function bulkButton(r: ResourceModel, a: ActionModel, imports: Imports): string {
  if (!a.builtin) return callButton(r, a, 'selection', imports);
  const attrs = [attribute('mutationMode', 'pessimistic'), attribute('confirmContent', confirmKey(r, a)), attribute('label', labelKey(r, a)), icon(a, imports)];
  return guarded('delete', element(from(imports, 'react-admin', 'BulkDeleteWithConfirmButton'), attrs), imports);
}

/** The toolbar above the list: its actions, the filter button when a filter is optional, the column chooser. */
export function toolbarComponent(r: ResourceModel, imports: Imports): string {
  imports.add('react-admin', 'TopToolbar', 'ColumnsButton');
  const buttons = r.actions.filter((a) => a.place === 'toolbar').map((a) => toolbarButton(r, a, imports));
  if (r.list.filters.some((f) => !f.alwaysOn)) buttons.unshift(element(from(imports, 'react-admin', 'FilterButton'), []));
  buttons.push('<ColumnsButton />');
  return [
    `export function ${pascal(r.name)}Toolbar() {`,
    '  return (',
    '    <TopToolbar>',
    ...indent(buttons, 3),
    '    </TopToolbar>',
    '  );',
    '}',
  ].join('\n');
}

/** The buttons of one row; `visibleWhen` shows a button only for records in that state. */
export function rowActionsComponent(r: ResourceModel, imports: Imports): string | undefined {
  const row = r.actions.filter((a) => a.place === 'row');
  if (row.length === 0) return undefined;
  const conditional = row.some((a) => a.visibleWhen);
  imports.add(ACTIONS_MODULE, 'RowButtons');
  if (conditional) imports.add('react-admin', 'useRecordContext').addType(`../types/${r.name}`, `${pascal(r.name)}Record`);
  const buttons = row.map((a) => {
    const button = rowButton(r, a, imports);
    return a.visibleWhen ? `{record?.${a.visibleWhen.field} === ${literal(a.visibleWhen.equals)} ? ${button} : null}` : button;
  });
  return [
    `export function ${pascal(r.name)}RowActions() {`,
    conditional ? `  const record = useRecordContext<${pascal(r.name)}Record>();` : undefined,
    '  return (',
    '    <RowButtons>',
    ...indent(buttons, 3),
    '    </RowButtons>',
    '  );',
    '}',
  ].filter((l) => l !== undefined).join('\n');
}

/** The buttons on selected rows. */
export function bulkActionsComponent(r: ResourceModel, imports: Imports): string | undefined {
  const bulk = r.actions.filter((a) => a.place === 'bulk');
  if (bulk.length === 0) return undefined;
  return [
    `export function ${pascal(r.name)}BulkActions() {`,
    '  return (',
    '    <>',
    ...indent(bulk.map((a) => bulkButton(r, a, imports)), 3),
    '    </>',
    '  );',
    '}',
  ].join('\n');
}

