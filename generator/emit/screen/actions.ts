import { isDestructive } from '../../../vocabulary/actions';
import { widgetOf } from '../../../vocabulary/widgets';
import type { ActionModel, ResourceModel } from '../../model';
import { appliesGiven } from '../../writableSchema';
import type { ListSpec } from './list';
import { literal, pascal, Raw, type Imports } from '../code';
import { usesLiveMaximum, yupObjectSource } from '../validation';
import { fieldElement, widgetElement } from './fieldElements';
import { attribute, code, element, indent } from './jsx';

/**
 * The schema's actions as concrete buttons, each behind the access check of its §3 key (§6: an element bound to an
 * action is removed when the permission lacks it). react-admin's Create/Edit/Show buttons ask canAccess themselves;
 * every other button is wrapped in <CanAccess>.
 */
const ACTIONS_MODULE = '../../kit/actions';

/** Where a list screen's texts live: the resource's namespace, or its view's. */
type Scope = Pick<ListSpec, 'name'>;

function labelKey(r: Scope, a: ActionModel): string | undefined {
  return a.label ? `resources.${r.name}.actions.${a.name}` : undefined;
}
/** The labels react-admin's built-in row buttons (and DetailButton) take when the schema gives none. */
const BUILTIN_LABELS: Record<string, string> = {
  get: 'ra.action.show',
  edit: 'ra.action.edit',
  delete: 'ra.action.delete',
};
function confirmKey(r: Scope, a: ActionModel): string | undefined {
  return a.confirm ? `resources.${r.name}.confirm.${a.name}` : undefined;
}
function icon(a: ActionModel, imports: Imports): string | undefined {
  if (!a.icon) return undefined;
  imports.addDefault(`@mui/icons-material/${a.icon}`, a.icon);
  return code('icon', `<${a.icon} />`);
}
/** Imports a react-admin (or project) component and answers its name, for use in element(). */
export function from(imports: Imports, module: string, name: string): string {
  imports.add(module, name);
  return name;
}
function guarded(access: string, button: string, imports: Imports): string {
  imports.add('react-admin', 'CanAccess');
  return `<CanAccess action="${access}">${button}</CanAccess>`;
}

/** The constant holding the rules of an action dialog's form (`form`), emitted beside the list (actionFormConsts). */
export const actionFormConst = (spec: Scope, a: ActionModel): string => `${spec.name}${pascal(a.name)}Form`;

/**
 * The rules of every action dialog's form of a list screen (its own actions, not a reused resource's), from the fields'
 * constraints judged in the state the action's effect leaves the record in (generator/emit/validation.ts).
 */
export function actionFormConsts(r: ResourceModel, spec: ListSpec, imports: Imports): string[] {
  if (spec.reuse.rowActions) return [];
  return spec.actions
    .filter((a) => a.form.length > 0)
    .map((a) => {
      imports.addDefault('yup', '* as yup').add('../../kit/resources/validationMessage', 'validationMessage as m');
      if (usesLiveMaximum(r, a.form)) imports.add('../../kit/resources/liveMaximum', 'atMostFigure');
      return `/** What the ${a.name} dialog asks for, from the schema's constraints. */\nexport const ${actionFormConst(spec, a)} = ${yupObjectSource(r, a.form, '', 0, a.effect)};`;
    });
}

/**
 * What a row action's dialog shows and asks (`shows`, `form`): the record's fields as the list shows them, the inputs
 * with their rules (required as the field is once the effect holds), and the text of its confirm button (`submit`).
 */
function dialogAttributes(r: ResourceModel, spec: Scope, a: ActionModel, imports: Imports): Array<string | undefined> {
  const model = { resources: [r] };
  const fieldOf = (name: string) => r.fields.find((f) => f.name === name)!;
  // An array, not a fragment: the dialog labels each field (react-admin's SimpleShowLayout labels its children).
  const shows = a.shows
    .map((name) => fieldElement(fieldOf(name), imports, model, [attribute('key', name)]))
    .filter((e): e is string => e !== undefined);
  const inputs = a.form.map((name) => {
    const f = fieldOf(name);
    return widgetElement(widgetOf(f.widget).input, f, imports, model, [
      attribute('isRequired', (f.required && appliesGiven(f, a.effect) === true) || undefined),
    ]);
  });
  const ownRules = a.form.length > 0 ? actionFormConst(spec, a) : undefined;
  // A money-out action (schema `moneyOut`) asks for the security password last, which the upstream checks.
  if (a.moneyOut) inputs.push(`<${from(imports, '../../kit/resources/securityPassword', 'SecurityPasswordInput')} />`);
  const rules = a.moneyOut
    ? `${from(imports, '../../kit/resources/securityPassword', 'withSecurityPassword')}(${ownRules ?? ''})`
    : ownRules;
  return [
    shows.length > 0 ? code('shows', `[${shows.join(', ')}]`) : undefined,
    inputs.length > 0 ? code('form', `<>${inputs.join('')}</>`) : undefined,
    rules ? code('rules', rules) : undefined,
    attribute('submit', a.submit ? `resources.${spec.name}.submit.${a.name}` : undefined),
  ];
}

/** A custom action with a `call`: the one button that calls the upstream and shows the outcome. */
function callButton(
  r: Scope,
  a: ActionModel,
  scope: 'record' | 'selection' | 'list',
  imports: Imports,
  dialog: Array<string | undefined> = [],
): string {
  imports.add(ACTIONS_MODULE, 'CallActionButton');
  const button = element('CallActionButton', [
    attribute('action', a.name),
    attribute('scope', scope),
    attribute('label', labelKey(r, a) ?? `ra.action.${a.name}`),
    attribute('confirm', confirmKey(r, a)),
    icon(a, imports),
    ...dialog,
  ]);
  return guarded(a.access, button, imports);
}

/**
 * Import (§3): the create form's fields are the spreadsheet's columns (importColumns) and its rules (createSchema, both
 * emitted beside the list) check each row.
 */
function importButton(attrs: Array<string | undefined>, imports: Imports): string {
  const button = element(from(imports, ACTIONS_MODULE, 'ImportAction'), [
    ...attrs,
    code('columns', 'importColumns'),
    code('rules', 'createSchema'),
  ]);
  return guarded('import', button, imports);
}

/** The columns of a resource's import, when it has one: the create form's fields; enum cells may hold a label. */
export function importColumnsConst(r: ResourceModel, imports: Imports): string | undefined {
  if (!r.actions.some((a) => a.name === 'import')) return undefined;
  imports.addType(ACTIONS_MODULE, 'ImportColumn');
  const columns = (r.create ?? []).map((name) => {
    const f = r.fields.find((x) => x.name === name)!;
    const choices =
      f.enum || f.widget === 'switch'
        ? new Raw(/^[A-Za-z_$][\w$]*$/.test(name) ? `choices.${name}` : `choices[${literal(name)}]`)
        : undefined;
    return { source: name, type: f.type, ...(choices ? { choices } : {}) };
  });
  return `/** The import's spreadsheet columns: the create form's fields. */\nexport const importColumns: ImportColumn[] = ${literal(columns)};`;
}

function toolbarButton(r: Scope, a: ActionModel, imports: Imports): string {
  const attrs = [attribute('label', labelKey(r, a)), icon(a, imports)];
  if (a.name === 'import') return importButton(attrs, imports);
  if (a.builtin && a.name === 'add') return element(from(imports, 'react-admin', 'CreateButton'), attrs);
  // react-admin's ExportButton exports what the list loaded; an export with a `call` asks the upstream for the file.
  if (a.name === 'export' && a.builtin)
    return guarded('export', element(from(imports, 'react-admin', 'ExportButton'), attrs), imports);
  if (a.name === 'export') {
    const range = a.export?.range?.required ? attribute('requiredRange', a.export.range.filter) : undefined;
    return guarded('export', element(from(imports, ACTIONS_MODULE, 'ExportAction'), [...attrs, range]), imports);
  }
  return callButton(r, a, 'list', imports);
}

/**
 * A row action's button, in its list's row or (`record`) in the header of the record's screen: there a deleted
 * record leaves for its list (react-admin's default redirect), where in a row the list stays.
 */
function rowButton(
  r: ResourceModel,
  spec: Scope,
  a: ActionModel,
  imports: Imports,
  where: 'row' | 'record' = 'row',
): string {
  const attrs = [attribute('label', labelKey(spec, a)), icon(a, imports)];
  if (!a.builtin) return callButton(spec, a, 'record', imports, dialogAttributes(r, spec, a, imports));
  switch (a.name) {
    case 'get':
      // A hidden detail route (§2 /cinema/detail/Details?id=…) rather than react-admin's show path — from the
      // resource's own list; a view opens its own show screen, under its own permission.
      return r.detail && spec.name === r.name
        ? guarded(
            'get',
            element(from(imports, ACTIONS_MODULE, 'DetailButton'), [
              attribute('detailRoute', r.detail.route),
              ...attrs,
            ]),
            imports,
          )
        : element(from(imports, 'react-admin', 'ShowButton'), attrs);
    case 'edit':
      return element(from(imports, 'react-admin', 'EditButton'), attrs);
    default:
      // The meta-model allows only get, edit and delete as built-in row actions.
      return guarded(
        'delete',
        element(from(imports, 'react-admin', 'DeleteWithConfirmButton'), [
          attribute('mutationMode', 'pessimistic'),
          where === 'row' ? code('redirect', 'false') : undefined,
          attribute('confirmContent', confirmKey(spec, a)),
          ...attrs,
        ]),
        imports,
      );
  }
}

function bulkButton(r: Scope, a: ActionModel, imports: Imports): string {
  if (!a.builtin) return callButton(r, a, 'selection', imports);
  const attrs = [
    attribute('mutationMode', 'pessimistic'),
    attribute('confirmContent', confirmKey(r, a)),
    attribute('label', labelKey(r, a)),
    icon(a, imports),
  ];
  return guarded('delete', element(from(imports, 'react-admin', 'BulkDeleteWithConfirmButton'), attrs), imports);
}

/** The toolbar above the list: its actions, the filter button when a filter is optional, the column chooser, the slot. */
export function toolbarComponent(spec: ListSpec, imports: Imports): string {
  imports.add('react-admin', 'TopToolbar', 'ColumnsButton');
  const buttons = spec.actions.filter((a) => a.place === 'toolbar').map((a) => toolbarButton(spec, a, imports));
  if (spec.list.filters.some((f) => !f.alwaysOn && !Object.hasOwn(spec.preset, f.field)))
    buttons.unshift(element(from(imports, 'react-admin', 'FilterButton'), []));
  // Then what the features add to every list (saved views), through the slot the shell fills.
  imports.add('../../kit/resources/ListToolbarSlot', 'ListToolbarSlot');
  buttons.push('<ColumnsButton />', '<ListToolbarSlot />');
  return [
    `export function ${spec.prefix}Toolbar() {`,
    '  return (',
    '    <TopToolbar>',
    ...indent(buttons, 3),
    '    </TopToolbar>',
    '  );',
    '}',
  ].join('\n');
}

/** The buttons of one row; `visibleWhen` shows a button only for records in that state. */
export function rowActionsComponent(r: ResourceModel, spec: ListSpec, imports: Imports): string | undefined {
  const row = spec.actions.filter((a) => a.place === 'row');
  if (row.length === 0) return undefined;
  const conditional = row.some((a) => a.visibleWhen);
  imports.add(ACTIONS_MODULE, 'RowButtons');
  if (conditional)
    imports.add('react-admin', 'useRecordContext').addType(`../types/${r.name}`, `${pascal(r.name)}Record`);
  const buttons = row.map((a) => whenVisible(a, rowButton(r, spec, a, imports)));
  // The room each button takes, kept until the table's first rows have painted: its label and icon, when it shows.
  const rooms = row.map((a) => {
    const room = literal(rowButtonRoom(spec, a));
    return a.visibleWhen ? `${visibility(a.visibleWhen)} ? ${room} : null` : room;
  });
  return [
    `export function ${spec.prefix}RowActions() {`,
    conditional ? `  const record = useRecordContext<${pascal(r.name)}Record>();` : undefined,
    '  return (',
    `    <RowButtons rooms={[${rooms.join(', ')}]}>`,
    ...indent(buttons, 3),
    '    </RowButtons>',
    '  );',
    '}',
  ]
    .filter((l) => l !== undefined)
    .join('\n');
}

/** A row action shown conditionally (`visibleWhen`): the button for records in that state, nothing otherwise. */
function whenVisible(a: ActionModel, button: string): string {
  return a.visibleWhen ? `{${visibility(a.visibleWhen)} ? ${button} : null}` : button;
}

/** What a row button looks like, as its room before it is drawn needs it (kit/actions/RowButtons' RowButtonRoom). */
function rowButtonRoom(spec: Scope, a: ActionModel): Record<string, string | boolean> {
  return {
    label: labelKey(spec, a) ?? BUILTIN_LABELS[a.name],
    // Built-in buttons come with react-admin's icons; a destructive one is outlined (src/platform/brand/brandButton.ts).
    ...(a.builtin || a.icon ? {} : { icon: false }),
    ...(isDestructive(a.name) ? { outlined: true } : {}),
  };
}

/** The test of a row action's `visibleWhen` on the row's record. */
function visibility(when: NonNullable<ActionModel['visibleWhen']>): string {
  return `record?.${when.field.split('.').join('?.')} === ${literal(when.equals)}`;
}

/** The row actions a record's own screen offers: every one of its list's but `get`, which opened the screen. */
export function recordActionsOf(spec: Pick<ListSpec, 'actions'>): ActionModel[] {
  return spec.actions.filter((a) => a.place === 'row' && a.name !== 'get');
}

/**
 * The record screen's buttons (its header, src/kit/resources/detail/DetailHeader.tsx): the row's, under the same access
 * checks and confirms, without the one that opened it.
 */
export function recordActionsComponent(r: ResourceModel, spec: ListSpec, imports: Imports): string | undefined {
  const actions = recordActionsOf(spec);
  if (actions.length === 0) return undefined;
  const conditional = actions.some((a) => a.visibleWhen);
  if (conditional)
    imports.add('react-admin', 'useRecordContext').addType(`../types/${r.name}`, `${pascal(r.name)}Record`);
  return [
    `export function ${spec.prefix}RecordActions() {`,
    conditional ? `  const record = useRecordContext<${pascal(r.name)}Record>();` : undefined,
    '  return (',
    '    <>',
    ...indent(
      actions.map((a) => whenVisible(a, rowButton(r, spec, a, imports, 'record'))),
      3,
    ),
    '    </>',
    '  );',
    '}',
  ]
    .filter((l) => l !== undefined)
    .join('\n');
}

/** The buttons on selected rows. */
export function bulkActionsComponent(spec: ListSpec, imports: Imports): string | undefined {
  const bulk = spec.actions.filter((a) => a.place === 'bulk');
  if (bulk.length === 0) return undefined;
  return [
    `export function ${spec.prefix}BulkActions() {`,
    '  return (',
    '    <>',
    ...indent(
      bulk.map((a) => bulkButton(spec, a, imports)),
      3,
    ),
    '    </>',
    '  );',
    '}',
  ].join('\n');
}
