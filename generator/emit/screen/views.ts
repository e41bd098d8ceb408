import { widgetOf } from '../../../vocabulary/widgets';
import type { ActionModel, FieldModel, ResourceModel } from '../../model';
import { literal, pascal, str, type Imports } from '../code';
import { SECURITY_PASSWORD_FIELD } from '../../../vocabulary/moneyOut';
import { usesLiveMaximum, yupObjectSource } from '../validation';
import { from } from './actions';
import { FIELDS_MODULE, fieldElement, inputElement } from './fieldElements';
import { detailPanels } from './history';
import { attribute, indent } from './jsx';

type Models = { resources: ResourceModel[] };
const fieldOf = (r: ResourceModel, name: string): FieldModel => r.fields.find((f) => f.name === name)!;

/** The choices of every enum (and switch) field a screen shows, as react-admin choices with i18n names. */
export function choicesConst(r: ResourceModel): string | undefined {
  const ns = `resources.${r.name}`;
  const entries = r.fields
    .filter((f) => f.enum || f.widget === 'switch')
    .map((f) => [
      f.name,
      f.enum
        ? f.enum.map((o) => ({
            id: o.value,
            name: `${ns}.enums.${f.name}.${String(o.value)}`,
            color: f.widget === 'chip' ? o.color : undefined,
          }))
        : [
            { id: f.type === 'integer' ? 1 : true, name: 'ra.boolean.true' },
            { id: f.type === 'integer' ? 0 : false, name: 'ra.boolean.false' },
          ],
    ]);
  if (entries.length === 0) return undefined;
  return `/** Options of the enum fields, labels as i18n keys. */\nexport const choices = ${literal(Object.fromEntries(entries))} satisfies Record<string, readonly Choice[]>;`;
}

const DETAIL_MODULE = '../../kit/resources/detail';

/**
 * The record screen (§9: a description list of at most 4 columns) under its header: the way back to its list, the
 * record's title and the buttons its list offers on the row. A record the upstream does not know, or a failed read,
 * is told on the screen (DetailError) rather than by a toast and a jump back to the list; the read shows react-admin's
 * loading state, never a flash of "not found".
 */
export function showComponent(r: ResourceModel, imports: Imports, model: Models, recordActions?: string): string {
  imports.add('react-admin', 'Show', 'Loading').add(FIELDS_MODULE, 'DescriptionList');
  imports
    .add(DETAIL_MODULE, 'DetailHeader', 'DetailError', 'DETAIL_QUERY_OPTIONS')
    .addType(DETAIL_MODULE, 'DetailProps');
  const fields = r
    .show!.map((name) => fieldElement(fieldOf(r, name), imports, model))
    .filter((e): e is string => e !== undefined);
  const actions = recordActions ? `, actions = <${recordActions} />` : ', actions';
  return [
    `export function ${pascal(r.name)}Show({ id, title, list = ${str(r.route)}${actions} }: DetailProps) {`,
    '  return (',
    '    <Show',
    '      id={id}',
    '      title={title}',
    '      actions={<DetailHeader list={list}>{actions}</DetailHeader>}',
    '      error={<DetailError id={id} />}',
    '      loading={<Loading />}',
    '      queryOptions={DETAIL_QUERY_OPTIONS}',
    '      disableAuthentication',
    '    >',
    '      <DescriptionList>',
    ...indent(fields, 4),
    '      </DescriptionList>',
    ...detailPanels(r, imports),
    '    </Show>',
    '  );',
    '}',
  ].join('\n');
}

/**
 * A view's record screen: the resource's, leading back to the view's list with the view's own row buttons (`null`:
 * the view offers none of the resource's).
 */
export function viewShowComponent(
  r: ResourceModel,
  prefix: string,
  route: string,
  recordActions: string | undefined,
  resourceActions: string | undefined,
): string {
  const actions = recordActions ? ` actions={<${recordActions} />}` : resourceActions ? ' actions={null}' : '';
  return [
    `export function ${prefix}Show() {`,
    `  return <${pascal(r.name)}Show ${attribute('list', route)}${actions} />;`,
    '}',
  ].join('\n');
}

/** The form rules of a view, from the schema's constraints (generator/emit/validation.ts). */
export function formSchemaConst(r: ResourceModel, view: 'create' | 'edit' | 'form', imports: Imports): string {
  imports.addDefault('yup', '* as yup').add('../../kit/resources/validationMessage', 'validationMessage as m');
  if (usesLiveMaximum(r, r[view]!)) imports.add('../../kit/resources/liveMaximum', 'atMostFigure');
  const what = { create: 'Create form', edit: 'Edit form', form: 'Form page' }[view];
  return `/** ${what} rules, from the schema's constraints. */\nexport const ${view}Schema = ${yupObjectSource(r, r[view]!)};`;
}

/**
 * The fields of a form: their inputs, then the draft keeper (what was typed outlives an expired session, §8).
 * Consecutive short inputs (the widget table's `short`: numbers, days, choices, switches) go into one FormRow, which
 * sets them side by side on wide screens (§9 forms, issue 30 item 13); every other input takes the form's width.
 */
function formBody(
  r: ResourceModel,
  names: readonly string[],
  imports: Imports,
  model: Models,
  moneyOut = false,
): string[] {
  imports.add('../../kit/resources/FormDraft', 'FormDraft');
  const secret = [
    ...names.filter((name) => fieldOf(r, name).widget === 'password'),
    ...(moneyOut ? [SECURITY_PASSWORD_FIELD] : []),
  ];
  const draft = secret.length > 0 ? `<FormDraft omit={${literal(secret)}} />` : '<FormDraft />';
  const input = (name: string) => {
    const f = fieldOf(r, name);
    const el = inputElement(f, imports, model);
    if (!f.appliesWhen) return el;
    // Shown only while the field applies (schema appliesWhen).
    imports.add('../../kit/resources/AppliesWhen', 'AppliesWhen');
    return `<AppliesWhen field=${str(f.appliesWhen.field)} values={${literal(f.appliesWhen.in)}}>${el}</AppliesWhen>`;
  };
  const lines: string[] = [];
  let run: string[] = [];
  const endRun = () => {
    if (run.length > 1) {
      imports.add('../../kit/resources/FormRow', 'FormRow');
      lines.push('<FormRow>', ...indent(run.map(input), 1), '</FormRow>');
    } else lines.push(...run.map(input));
    run = [];
  };
  for (const name of names) {
    if (widgetOf(fieldOf(r, name).widget).short) run.push(name);
    else {
      endRun();
      lines.push(input(name));
    }
  }
  endRun();
  // A money-out form (schema `moneyOut`) asks for the security password last, just above its save button.
  const password = moneyOut ? [`<${from(imports, SECURITY_PASSWORD_MODULE, 'SecurityPasswordInput')} />`] : [];
  return [...lines, ...password, draft];
}

const SECURITY_PASSWORD_MODULE = '../../kit/resources/securityPassword';

/**
 * Page kind `form` (§2 /group/tag): the one record, read with get and saved with update (no id: the upstream knows
 * whose it is). Save exists only for an account whose permission carries `edit` (§6).
 */
export function formPageComponent(r: ResourceModel, imports: Imports, model: Models): string {
  imports
    .add('react-admin', 'Edit', 'SimpleForm', 'Toolbar', 'SaveButton', 'CanAccess')
    .add('@hookform/resolvers/yup', 'yupResolver')
    .add('../../kit/resources/singleton', 'SINGLETON_ID')
    .add('../../kit/resources/formOptions', 'KEEP_TYPED_INPUT');
  return [
    `export function ${pascal(r.name)}Form() {`,
    '  return (',
    `    <Edit id={SINGLETON_ID} mutationMode="pessimistic" redirect={false} actions={false} title="resources.${r.name}.title" disableAuthentication>`,
    '      <SimpleForm',
    '        resolver={yupResolver(formSchema)}',
    '        resetOptions={KEEP_TYPED_INPUT}',
    '        toolbar={',
    '          <Toolbar>',
    '            <CanAccess action="edit"><SaveButton /></CanAccess>',
    '          </Toolbar>',
    '        }',
    '      >',
    ...indent(formBody(r, r.form!, imports, model), 4),
    '      </SimpleForm>',
    '    </Edit>',
    '  );',
    '}',
  ].join('\n');
}

/**
 * The toolbar of a create or edit form. The save button says what it does when the schema's add or edit action has a
 * `submit` text and an icon (申请提现 with the payments icon, not 保存 with a floppy disk). An edit form offers
 * react-admin's delete only when the schema declares the record delete (a `delete` action without its own call):
 * react-admin's default toolbar shows it to anyone whose key holds `delete`, which a bulk `delete` with its own call
 * (channels' batch) also grants, and the upstream has no single-record delete for it to call. Undefined: react-admin's
 * default toolbar.
 */
function formToolbar(
  r: ResourceModel,
  view: 'create' | 'edit',
  action: ActionModel | undefined,
  imports: Imports,
): string | undefined {
  const recordDelete = r.actions.some((a) => a.builtin && a.name === 'delete');
  if (!action?.submit && (view === 'create' || recordDelete)) return undefined;
  imports.add('react-admin', 'Toolbar', 'SaveButton');
  if (action?.icon && action.submit) imports.addDefault(`@mui/icons-material/${action.icon}`, action.icon);
  const save = action?.submit
    ? `<SaveButton ${attribute('label', `resources.${r.name}.submit.${action.name}`)}${action.icon ? ` icon={<${action.icon} />}` : ''} />`
    : '<SaveButton />';
  return ` toolbar={<Toolbar>${save}</Toolbar>}`;
}

/** The figures of the list's summary an add shows above its form (`summary`), as items of the exported `summary`. */
function formSummary(r: ResourceModel, action: ActionModel | undefined, imports: Imports): string | undefined {
  if (!action?.summary.length) return undefined;
  imports.add('../../kit/resources/FormSummary', 'FormSummary');
  const at = action.summary.map((name) => `summary[${r.list!.summary.findIndex((s) => s.name === name)}]`);
  return `<FormSummary items={[${at.join(', ')}]} />`;
}

export function formComponent(r: ResourceModel, view: 'create' | 'edit', imports: Imports, model: Models): string {
  const Wrapper = view === 'create' ? 'Create' : 'Edit';
  // The button that opens the form says what it does; so do the form's title (create) and its save button.
  const action = r.actions.find((a) => a.builtin && a.name === (view === 'create' ? 'add' : 'edit'));
  const title = view === 'create' && action?.label ? ` ${attribute('title', `resources.${r.name}.actions.add`)}` : '';
  const summary = formSummary(r, action, imports);
  const moneyOut = view === 'create' && action?.moneyOut === true;
  const rules = moneyOut
    ? `${from(imports, SECURITY_PASSWORD_MODULE, 'withSecurityPassword')}(${view}Schema)`
    : `${view}Schema`;
  // Live bounds (schema maximumFrom) read the list summary's figures, handed to the rules as the form's context.
  const live =
    usesLiveMaximum(r, r[view]!) && r.list?.summary.length
      ? `${from(imports, '../../kit/resources/FormSummary', 'useSummaryFigures')}(summary)`
      : undefined;
  imports
    .add('react-admin', Wrapper, 'SimpleForm')
    .add('@hookform/resolvers/yup', 'yupResolver')
    .add('../../kit/resources/formOptions', 'KEEP_TYPED_INPUT');
  if (view === 'create') imports.add('../../kit/resources/formOptions', 'blankValues');
  // Pessimistic: a failed save must keep what the user typed on screen (house rule), which undoable mode loses.
  // disableAuthentication: the access gate (src/app/withAccess.tsx) decided, and an open form keeps that answer —
  // react-admin's own check would leave the form when a refused Save makes the grants be read again.
  // After a save the list opens at its §2 path (react-admin's 'list' would be /<name>, which only redirects there),
  // as it was left: its filters, sort and page (issue 30 item 12, src/kit/resources/listAddress.ts).
  // A record that cannot be read is told in place of the form (EditError): react-admin's default toasts 'element
  // does not exist' whatever went wrong and leaves for the list.
  if (view === 'edit') imports.add(DETAIL_MODULE, 'EditError', 'DETAIL_QUERY_OPTIONS');
  const read = view === 'edit' ? ' queryOptions={DETAIL_QUERY_OPTIONS} error={<EditError />}' : '';
  imports.add('../../kit/resources/listAddress', 'toList');
  const props = `${view === 'edit' ? ' mutationMode="pessimistic"' : ''}${title}${read} redirect={toList(${str(r.route)})} disableAuthentication`;
  return [
    `export function ${pascal(r.name)}${Wrapper}() {`,
    live ? `  const figures = ${live};` : undefined,
    '  return (',
    `    <${Wrapper}${props}>`,
    summary ? `      ${summary}` : undefined,
    `      <SimpleForm resolver={yupResolver(${rules})}${live ? ' context={figures}' : ''}${view === 'create' ? ` defaultValues={${createDefaults(r)}}` : ''} resetOptions={KEEP_TYPED_INPUT}${formToolbar(r, view, action, imports) ?? ''}>`,
    ...indent(formBody(r, r[view]!, imports, model, moneyOut), 4),
    '      </SimpleForm>',
    `    </${Wrapper}>`,
    '  );',
    '}',
  ]
    .filter((l) => l !== undefined)
    .join('\n');
}

/** A create form's starting values: every field blank but those with a schema `default`, which start with it. */
function createDefaults(r: ResourceModel): string {
  const given: Record<string, unknown> = {};
  for (const name of r.create ?? []) {
    const f = r.fields.find((g) => g.name === name);
    if (f?.default === undefined) continue;
    const path = f.path;
    let at = given;
    for (const part of path.slice(0, -1)) at = (at[part] ??= {}) as Record<string, unknown>;
    at[path[path.length - 1]] = f.default;
  }
  return Object.keys(given).length ? `blankValues(createSchema, ${literal(given)})` : 'blankValues(createSchema)';
}
