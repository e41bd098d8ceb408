import type { FieldModel, Params, ResourceModel } from '../model';
import { widgetBounds } from '../../vocabulary/widgetBounds';
import { appliesGiven } from '../writableSchema';
import { key, literal, str } from './code';

/** Whether rules over these fields use a live bound (they then need `atMostFigure`, src/kit/resources/liveMaximum.ts). */
export const usesLiveMaximum = (resource: ResourceModel, fieldNames: readonly string[]) =>
  fieldNames.some((name) => resource.fields.find((f) => f.name === name)?.maximumFrom !== undefined);

/**
 * yup schema source for a form, from the schema's own constraints: the only place they become form rules. Nested
 * fields (dotted names) become nested objects, as react-hook-form holds their values. Messages are i18n keys
 * (react-admin's own where one exists) so errors show in the user's language.
 */
export function yupObjectSource(
  resource: ResourceModel,
  fieldNames: readonly string[],
  indent = '',
  depth = 0,
  given?: Params,
): string {
  const inner = indent + '  ';
  const groups = new Map<string, string[]>();
  for (const name of fieldNames) {
    const head = name.split('.')[depth];
    groups.set(head, [...(groups.get(head) ?? []), name]);
  }
  const lines = [...groups].map(([head, names]) => {
    const field =
      names.length === 1 ? resource.fields.find((f) => f.name === names[0] && f.path.length === depth + 1) : undefined;
    // A leaf, or an object field holding the listed nested fields.
    return `${inner}${key(head)}: ${field ? yupFieldSource(resource, field, given) : yupObjectSource(resource, names, inner, depth + 1, given)},`;
  });
  return `yup.object({\n${lines.join('\n')}\n${indent}})`;
}

const m = (message: string, args?: Record<string, unknown>) =>
  args ? `m(${str(message)}, ${literal(args)})` : `m(${str(message)})`;

/**
 * One field's rule. `given`: values the record holds when the rule applies (an action's effect), which decide a field
 * that applies only in some states once and for all instead of watching another input.
 */
function yupFieldSource(resource: ResourceModel, f: FieldModel, given?: Params): string {
  const chain: string[] = [];
  switch (f.type) {
    case 'string':
      chain.push('yup.string()');
      if (f.minLength !== undefined)
        chain.push(`min(${f.minLength}, ${m('ra.validation.minLength', { min: f.minLength })})`);
      if (f.maxLength !== undefined)
        chain.push(`max(${f.maxLength}, ${m('ra.validation.maxLength', { max: f.maxLength })})`);
      if (f.pattern !== undefined) {
        const message = f.patternMessage
          ? m(`resources.${resource.name}.patterns.${f.name}`)
          : m('ra.validation.regex', { pattern: f.pattern });
        chain.push(`matches(new RegExp(${str(f.pattern)}), { message: ${message}, excludeEmptyString: true })`);
      }
      if (f.format === 'email') chain.push(`email(${m('ra.validation.email')})`);
      break;
    case 'integer':
    case 'number':
      chain.push(`yup.number().typeError(${m('ra.validation.number')})`);
      if (f.type === 'integer') chain.push(`integer(${m('app.validation.integer')})`);
      if (f.widget === 'percent') {
        // The rule checks the stored value; the message speaks in the percent points the user typed.
        const points = (v: number) =>
          Math.round(((v * 100) / widgetBounds('percent', f.percentBase).maximum!) * 1e8) / 1e8;
        const message = m('app.validation.percentRange', { min: points(f.minimum!), max: points(f.maximum!) });
        chain.push(`min(${f.minimum}, ${message})`, `max(${f.maximum}, ${message})`);
        break;
      }
      if (f.minimum !== undefined) chain.push(`min(${f.minimum}, ${m('ra.validation.minValue', { min: f.minimum })})`);
      if (f.maximum !== undefined) chain.push(`max(${f.maximum}, ${m('ra.validation.maxValue', { max: f.maximum })})`);
      // A live bound (the withdrawable balance): the form hands its figures over as react-hook-form's context.
      if (f.maximumFrom) chain.push(`test(atMostFigure(${str(f.maximumFrom.summary)}))`);
      break;
    case 'boolean':
      chain.push('yup.boolean()');
      break;
    case 'array':
      chain.push('yup.array(yup.string().required())');
      break;
  }
  if (f.enum) {
    chain.push(
      `oneOf(${literal(f.enum.map((o) => o.value))}, ${m('ra.validation.oneOf', { options: f.enum.map((o) => o.value).join(', ') })})`,
    );
  }
  const presence = f.required ? `required(${m('ra.validation.required')})` : 'nullable()';
  const applies = appliesGiven(f, given);
  if (applies !== undefined) {
    chain.push(applies ? presence : 'nullable()');
  } else if (f.appliesWhen) {
    // Required only while it applies (a pricing rule's city for scope city); otherwise its input is not shown.
    const values = literal(f.appliesWhen.in.map(String));
    chain.push(
      `when(${str(f.appliesWhen.field)}, { is: (v: unknown) => ${values}.includes(String(v)), then: (s) => s.${presence}, otherwise: (s) => s.nullable() })`,
    );
  } else {
    chain.push(presence);
  }
  return chain.join('.');
}
