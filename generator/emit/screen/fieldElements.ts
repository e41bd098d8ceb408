import type { ElementCode, FieldOption } from '../../../vocabulary/widgetElements';
import { widgetOf, type FilterOp } from '../../../vocabulary/widgets';
import type { FieldModel, FilterModel, ResourceModel } from '../../model';
import { str, type Imports } from '../code';
import { attribute, code, element } from './jsx';

/** The module the project's own field components come from, seen from src/generated/resources/. */
export const FIELDS_MODULE = '../../kit/fields';

/** The referenced resource's react-admin id: its name (crossRefs.ts checked it exists). */
function referenceId(f: FieldModel, _model: { resources: ResourceModel[] }): string {
  return f.reference!.resource;
}

/** The field that names a record of the resource holding this field (schema `recordLabel`), if it has one. */
export function recordLabelOf(f: FieldModel, model: { resources: ResourceModel[] }): string | undefined {
  return model.resources.find((r) => r.fields.includes(f))?.recordLabel;
}

/**
 * One widget element (vocabulary/widgets.ts) for one field, as JSX: `<MoneyField source="amount" />`. The label is
 * left to react-admin's convention (resources.<resource>.fields.<source>).
 */
export function widgetElement(
  el: ElementCode,
  f: FieldModel,
  imports: Imports,
  model: { resources: ResourceModel[] },
  extra: Array<string | undefined> = [],
  key?: string,
  /** The constant holding the field's choices (another resource's, imported under another name). */
  choicesVar = 'choices',
): string {
  imports.add(el.from === 'react-admin' ? 'react-admin' : FIELDS_MODULE, el.component);
  const attrs = [
    key,
    attribute('source', f.name),
    ...Object.entries(el.props ?? {}).map(([k, v]) => attribute(k, v)),
    el.choices
      ? code('choices', /^[A-Za-z_$][\w$]*$/.test(f.name) ? `${choicesVar}.${f.name}` : `${choicesVar}[${str(f.name)}]`)
      : undefined,
    el.reference ? attribute('reference', referenceId(f, model)) : undefined,
    el.reference ? attribute('display', f.reference!.display) : undefined,
    el.selector ? attribute('loadAll', f.reference!.loadAll) : undefined,
    ...Object.entries(el.passes ?? {}).map(([prop, option]) => attribute(prop, f[option])),
    el.numeric && f.type === 'integer' ? attribute('numeric', true) : undefined,
    el.named ? attribute('recordLabel', recordLabelOf(f, model)) : undefined,
    ...extra,
  ];
  return element(el.component, attrs);
}

/** The field as shown in a list column or the detail screen; undefined for widgets never shown (passwords). */
export function fieldElement(
  f: FieldModel,
  imports: Imports,
  model: { resources: ResourceModel[] },
  extra: Array<string | undefined> = [],
  choicesVar = 'choices',
): string | undefined {
  const el = widgetOf(f.widget).field;
  return el && widgetElement(el, f, imports, model, extra, undefined, choicesVar);
}

/** The list cell's element when the field sets an option that changes it (`ellipsis` cuts a text column). */
export function optionalCell(f: FieldModel): ElementCode | undefined {
  return Object.entries(widgetOf(f.widget).field?.ifOption ?? {}).find(
    ([option]) => f[option as FieldOption] !== undefined,
  )?.[1];
}

/** The field sets a value the element takes as a prop (`base` ← `percentBase`). */
export const passesValues = (el: ElementCode, f: FieldModel) =>
  Object.values(el.passes ?? {}).some((option) => f[option] !== undefined);

/**
 * A form input. A field the schema requires is marked so (react-admin's asterisk): the rules come through the yup
 * resolver, which react-admin cannot read the requirement from.
 */
export function inputElement(f: FieldModel, imports: Imports, model: { resources: ResourceModel[] }): string {
  return widgetElement(widgetOf(f.widget).input, f, imports, model, [attribute('isRequired', f.required || undefined)]);
}

/** A list filter: the widget's element for the filter's operator, keyed for react-admin's filter list. */
export function filterElement(
  flt: FilterModel,
  f: FieldModel,
  imports: Imports,
  model: { resources: ResourceModel[] },
): string {
  const el = widgetOf(f.widget).filter[flt.op as FilterOp]!;
  return widgetElement(
    el,
    f,
    imports,
    model,
    [attribute('alwaysOn', flt.alwaysOn || undefined)],
    attribute('key', f.name),
  );
}
