import type { FieldModel, ResourceModel } from '../model';
import { literal, str } from './code';

/**
 * yup schema source for a form, from the schema's own constraints: the only place they become form rules.
 * Messages are i18n keys (react-admin's own where one exists) so errors show in the user's language.
 */
export function yupObjectSource(resource: ResourceModel, fieldNames: readonly string[], indent = ''): string {
  const inner = indent + '  ';
  const lines = fieldNames.map((name) => {
    const field = resource.fields.find((f) => f.name === name)!;
    return `${inner}${name}: ${yupFieldSource(resource, field)},`;
  });
  return `yup.object({\n${lines.join('\n')}\n${indent}})`;
}

const m = (message: string, args?: Record<string, unknown>) =>
  args ? `m(${str(message)}, ${literal(args)})` : `m(${str(message)})`;

function yupFieldSource(resource: ResourceModel, f: FieldModel): string {
  const chain: string[] = [];
  switch (f.type) {
    case 'string':
      chain.push('yup.string()');
      if (f.minLength !== undefined) chain.push(`min(${f.minLength}, ${m('ra.validation.minLength', { min: f.minLength })})`);
      if (f.maxLength !== undefined) chain.push(`max(${f.maxLength}, ${m('ra.validation.maxLength', { max: f.maxLength })})`);
      if (f.pattern !== undefined) {
        const message = f.patternMessage ? m(`resources.${resource.id}.patterns.${f.name}`) : m('ra.validation.regex', { pattern: f.pattern });
        chain.push(`matches(new RegExp(${str(f.pattern)}), { message: ${message}, excludeEmptyString: true })`);
      }
      if (f.format === 'email') chain.push(`email(${m('ra.validation.email')})`);
      break;
    case 'integer':
    case 'number':
      chain.push(`yup.number().typeError(${m('ra.validation.number')})`);
      if (f.type === 'integer') chain.push(`integer(${m('app.validation.integer')})`);
      if (f.minimum !== undefined) chain.push(`min(${f.minimum}, ${m('ra.validation.minValue', { min: f.minimum })})`);
      if (f.maximum !== undefined) chain.push(`max(${f.maximum}, ${m('ra.validation.maxValue', { max: f.maximum })})`);
      break;
    case 'boolean':
      chain.push('yup.boolean()');
      break;
    case 'array':
      chain.push('yup.array(yup.string().required())');
      break;
  }
  if (f.enum) {
    chain.push(`oneOf(${literal(f.enum.map((o) => o.value))}, ${m('ra.validation.oneOf', { options: f.enum.map((o) => o.value).join(', ') })})`);
  }
  chain.push(f.required ? `required(${m('ra.validation.required')})` : 'nullable()');
  return chain.join('.');
}
