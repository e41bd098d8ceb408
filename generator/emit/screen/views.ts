import type { FieldModel, ResourceModel } from '../../model';
import { literal, pascal, type Imports } from '../code';
import { yupObjectSource } from '../validation';
import { fieldElement, inputElement } from './fieldElements';
import { indent } from './jsx';

type Models = { resources: ResourceModel[] };
const fieldOf = (r: ResourceModel, name: string): FieldModel => r.fields.find((f) => f.name === name)!;

/** The choices of every enum (and switch) field a screen shows, as react-admin choices with i18n names. */
export function choicesConst(r: ResourceModel): string | undefined {
  const ns = `resources.${r.id}`;
  const entries = r.fields
    .filter((f) => f.enum || f.widget === 'switch')
    .map((f) => [
      f.name,
      f.enum
        ? f.enum.map((o) => ({ id: o.value, name: `${ns}.enums.${f.name}.${String(o.value)}`, color: f.widget === 'chip' ? o.color : undefined }))
        : [{ id: f.type === 'integer' ? 1 : true, name: 'ra.boolean.true' }, { id: f.type === 'integer' ? 0 : false, name: 'ra.boolean.false' }],
    ]);
  if (entries.length === 0) return undefined;
  return `/** Options of the enum fields, labels as i18n keys. */\nexport const choices = ${literal(Object.fromEntries(entries))} satisfies Record<string, readonly Choice[]>;`;
}

export function showComponent(r: ResourceModel, imports: Imports, model: Models): string {
  imports.add('react-admin', 'Show', 'SimpleShowLayout').addType('react-admin', 'Identifier');
  const fields = r.show!.map((name) => fieldElement(fieldOf(r, name), imports, model)).filter((e): e is string => e !== undefined);
  return [
    `export function ${pascal(r.name)}Show({ id, title }: { id?: Identifier; title?: string }) {`,
    '  return (',
    '    <Show id={id} title={title} actions={false} disableAuthentication>',
    '      <SimpleShowLayout>',
    ...indent(fields, 4),
    '      </SimpleShowLayout>',
    '    </Show>',
    '  );',
    '}',
  ].join('\n');
}

/** The form rules of a view, from the schema's constraints (generator/emit/validation.ts). */
export function formSchemaConst(r: ResourceModel, view: 'create' | 'edit', imports: Imports): string {
  imports.addDefault('yup', '* as yup').add('../../resources/validationMessage', 'validationMessage as m');
  return `/** ${view === 'create' ? 'Create' : 'Edit'} form rules, from the schema's constraints. */\nexport const ${view}Schema = ${yupObjectSource(r, r[view]!)};`;
}

export function formComponent(r: ResourceModel, view: 'create' | 'edit', imports: Imports, model: Models): string {
  const Wrapper = view === 'create' ? 'Create' : 'Edit';
  imports.add('react-admin', Wrapper, 'SimpleForm').add('@hookform/resolvers/yup', 'yupResolver').add('../../resources/FormDraft', 'FormDraft');
  // Pessimistic: a failed save must keep what the user typed on screen (house rule), which undoable mode loses.
  // disableAuthentication: the access gate (src/app/withAccess.tsx) decided, and an open form keeps that answer —
  // react-admin's own check would leave the form when a refused Save makes the grants be read again.
  const props = view === 'edit' ? ' mutationMode="pessimistic" redirect="list" disableAuthentication' : ' redirect="list" disableAuthentication';
  // What the user typed outlives an expired session (§8), except passwords.
  const secret = r[view]!.filter((name) => fieldOf(r, name).widget === 'password');
  const draft = secret.length > 0 ? `<FormDraft omit={${literal(secret)}} />` : '<FormDraft />';
  return [
    `export function ${pascal(r.name)}${Wrapper}() {`,
    '  return (',
    `    <${Wrapper}${props}>`,
    `      <SimpleForm resolver={yupResolver(${view}Schema)}>`,
    ...indent(r[view]!.map((name) => inputElement(fieldOf(r, name), imports, model)), 4),
    `        ${draft}`,
    '      </SimpleForm>',
    `    </${Wrapper}>`,
    '  );',
    '}',
  ].join('\n');
}
