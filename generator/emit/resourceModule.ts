import { hallTypes } from '../../vocabulary/hallTypes';
import type { ActionModel, FieldModel, ResourceModel } from '../model';
import { HEADER, Imports, key, literal, pascal, raw, str } from './code';
import { yupObjectSource } from './validation';

/** The file of one resource's screens: src/generated/resources/<name>.tsx. */
export function emitResourceModule(resource: ResourceModel, model: { resources: ResourceModel[] }): string {
  const P = pascal(resource.name);
  const imports = new Imports()
    .add('react-admin', 'Datagrid', 'List')
    .add('../../fields/fieldKinds', 'fieldKinds as k')
    .addType('../../resources/types', 'FieldSpec')
    .addType(`../types/${resource.name}`, `${P}Record`);
  const body: string[] = [];
  const ns = `resources.${resource.id}`;

  body.push(`/** Every field of the record, as the field-kind table reads it. */`);
  body.push(`export const fields = ${literal(Object.fromEntries(resource.fields.filter((f) => !f.writeOnly || inForms(resource, f.name)).map((f) => [f.name, fieldSpec(resource, f, model)])))} satisfies Partial<Record<keyof ${P}Record, FieldSpec>>;`);

  if (resource.actions.length > 0) {
    imports.addType('../../resources/types', 'ActionSpec');
    body.push('');
    body.push(`export const actions: readonly ActionSpec[] = [\n${resource.actions.map((a) => '  ' + actionSpec(resource, a, imports)).join(',\n')},\n];`);
  }
  const filters = resource.list.filters;
  if (filters.length > 0) {
    body.push('');
    body.push(`const filters = [\n${filters.map((f) => `  k.${widgetOf(resource, f.field)}.filter(fields.${f.field}, ${literal({ op: f.op, alwaysOn: f.alwaysOn })})`).join(',\n')},\n];`);
  }
  if (resource.list.summary.length > 0) {
    imports.addType('../../resources/types', 'SummarySpec').add('../../resources/ListSummary', 'ListSummary');
    const summary = resource.list.summary.map((s) => ({ name: s.name, label: `${ns}.summary.${s.name}`, widget: s.widget }));
    body.push('');
    body.push(`const summary: readonly SummarySpec[] = ${literal(summary)};`);
  }
  for (const view of ['create', 'edit'] as const) {
    if (!resource[view]) continue;
    imports.addDefault('yup', '* as yup').add('../../resources/validationMessage', 'validationMessage as m');
    body.push('');
    body.push(`/** ${view === 'create' ? 'Create' : 'Edit'} form rules, from the schema's constraints. */`);
    body.push(`export const ${view}Schema = ${yupObjectSource(resource, resource[view]!)};`);
  }

  body.push('');
  body.push(listComponent(resource, imports));
  if (resource.show) body.push('', showComponent(resource, imports));
  if (resource.create) body.push('', formComponent(resource, 'create', imports));
  if (resource.edit) body.push('', formComponent(resource, 'edit', imports));

  return `${HEADER(resource.file)}${imports.print()}\n\n${body.join('\n')}\n`;
}

function inForms(resource: ResourceModel, name: string): boolean {
  return Boolean(resource.create?.includes(name) || resource.edit?.includes(name));
}

function widgetOf(resource: ResourceModel, field: string): string {
  return resource.fields.find((f) => f.name === field)!.widget;
}

function fieldSpec(resource: ResourceModel, f: FieldModel, model: { resources: ResourceModel[] }) {
  const ns = `resources.${resource.id}`;
  const choices = f.widget === 'hallType'
    ? hallTypes.map((h) => ({ id: h.value, name: `app.hallType.${h.value}` }))
    : f.enum?.map((o) => ({ id: o.value, name: `${ns}.enums.${f.name}.${String(o.value)}`, color: f.widget === 'chip' ? o.color : undefined }));
  const target = f.reference && model.resources.find((r) => r.name === f.reference!.resource);
  return {
    source: f.name,
    kind: f.widget,
    label: `${ns}.fields.${f.name}`,
    sortable: f.sortable || undefined,
    choices: choices ?? (f.widget === 'switch' ? [{ id: f.type === 'integer' ? 1 : true, name: 'ra.boolean.true' }, { id: f.type === 'integer' ? 0 : false, name: 'ra.boolean.false' }] : undefined),
    reference: target ? { resource: target.id, display: f.reference!.display } : undefined,
    numeric: f.widget === 'switch' && f.type === 'integer' ? true : undefined,
  };
}

function actionSpec(resource: ResourceModel, a: ActionModel, imports: Imports): string {
  const ns = `resources.${resource.id}`;
  const spec: Record<string, unknown> = {
    name: a.name,
    access: a.access,
    place: a.place,
    builtin: a.builtin,
    label: a.label ? `${ns}.actions.${a.name}` : undefined,
    confirm: a.confirm ? `${ns}.confirm.${a.name}` : undefined,
    visibleWhen: a.visibleWhen,
    icon: a.icon ? raw(a.icon) : undefined,
  };
  if (a.icon) imports.addDefault(`@mui/icons-material/${a.icon}`, a.icon);
  return literal(spec, '  ');
}

function rowClick(resource: ResourceModel): string {
  if (resource.list.rowClick === 'none') return 'false';
  if (resource.list.rowClick === 'show' && resource.detail) return 'rowClick';
  return str(resource.list.rowClick);
}

function listComponent(resource: ResourceModel, imports: Imports): string {
  const P = pascal(resource.name);
  const hasRow = resource.actions.some((a) => a.place === 'row');
  const hasBulk = resource.actions.some((a) => a.place === 'bulk');
  const hasToolbar = resource.actions.some((a) => a.place === 'toolbar');
  if (hasRow) imports.add('../../actions/RowActions', 'RowActions');
  if (hasBulk) imports.add('../../actions/BulkActions', 'BulkActions');
  if (hasToolbar) imports.add('../../actions/ListToolbar', 'ListToolbar');
  const props = [
    resource.list.sort ? `sort={${literal(resource.list.sort)}}` : undefined,
    `perPage={${resource.list.perPage}}`,
    resource.list.filters.length ? 'filters={filters}' : undefined,
    `actions={${hasToolbar ? '<ListToolbar actions={actions} />' : 'false'}}`,
    resource.keepAlive ? undefined : 'storeKey={false}',
  ].filter(Boolean);
  const columns = resource.list.columns.map((c) => `        {k.${widgetOf(resource, c)}.field(fields.${c})}`);
  if (hasRow) {
    const detail = resource.detail ? ` detailRoute=${str(resource.detail.route)}` : '';
    columns.push(`        <RowActions label="app.action.actions" actions={actions}${detail} />`);
  }
  const detailClick = resource.list.rowClick === 'show' && resource.detail;
  if (detailClick) imports.add('../../resources/useDetailRowClick', 'useDetailRowClick');
  return [
    `export function ${P}List() {`,
    detailClick ? `  const rowClick = useDetailRowClick(${str(resource.detail!.route)});` : undefined,
    '  return (',
    `    <List ${props.join(' ')}>`,
    resource.list.summary.length ? '      <ListSummary items={summary} />' : undefined,
    `      <Datagrid rowClick={${rowClick(resource)}} bulkActionButtons={${hasBulk ? '<BulkActions actions={actions} />' : 'false'}}>`,
    ...columns,
    '      </Datagrid>',
    '    </List>',
    '  );',
    '}',
  ].filter((l) => l !== undefined).join('\n');
}

function showComponent(resource: ResourceModel, imports: Imports): string {
  imports.add('react-admin', 'Show', 'SimpleShowLayout').addType('react-admin', 'Identifier');
  const P = pascal(resource.name);
  return [
    `export function ${P}Show({ id, title }: { id?: Identifier; title?: string }) {`,
    '  return (',
    `    <Show id={id} title={title} actions={false}>`,
    '      <SimpleShowLayout>',
    ...resource.show!.map((f) => `        {k.${widgetOf(resource, f)}.field(fields.${f})}`),
    '      </SimpleShowLayout>',
    '    </Show>',
    '  );',
    '}',
  ].join('\n');
}

function formComponent(resource: ResourceModel, view: 'create' | 'edit', imports: Imports): string {
  const Wrapper = view === 'create' ? 'Create' : 'Edit';
  imports.add('react-admin', Wrapper, 'SimpleForm').add('@hookform/resolvers/yup', 'yupResolver').add('../../resources/FormDraft', 'FormDraft');
  const P = pascal(resource.name);
  // What the user typed outlives an expired session (§8), except passwords.
  const secret = resource[view]!.filter((f) => resource.fields.find((x) => x.name === f)?.widget === 'password');
  const draft = secret.length > 0 ? `<FormDraft omit={${literal(secret)}} />` : '<FormDraft />';
  // Pessimistic: a failed save must keep what the user typed on screen (house rule), which undoable mode loses.
  const props = view === 'edit' ? ' mutationMode="pessimistic" redirect="list"' : ' redirect="list"';
  return [
    `export function ${P}${Wrapper}() {`,
    '  return (',
    `    <${Wrapper}${props}>`,
    `      <SimpleForm resolver={yupResolver(${view}Schema)}>`,
    ...resource[view]!.map((f) => `        {k.${widgetOf(resource, f)}.input(fields.${key(f)})}`),
    `        ${draft}`,
    '      </SimpleForm>',
    `    </${Wrapper}>`,
    '  );',
    '}',
  ].join('\n');
}
