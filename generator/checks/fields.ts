import { FIELD_OPTIONS } from '../../vocabulary/widgetElements';
import { widgetOf, widgets, type WidgetEntry } from '../../vocabulary/widgets';
import type { CheckId } from './registry';
import type { FieldInput, FieldsInput } from '../input';
import type { LoadedSource } from '../load';
import { didYouMean } from '../suggest';
import { checkDefault } from './fieldDefault';
import { fitsType, widgetOfField, type FieldCheck, type Path, type ProjectContext } from './context';
import { checkSeed } from './seed';
import { valueProblem } from './values';

/** Every field definition of a resource, nested ones included. */
export function checkFieldDefinitions(c: FieldCheck, defs: FieldsInput, at: Path = ['fields']): void {
  for (const [name, f] of Object.entries(defs)) {
    const path = [...at, name];
    if (f.type === 'object') {
      checkObjectField(c, f, path);
      checkFieldDefinitions(c, f.properties ?? {}, [...path, 'properties']);
    } else {
      checkField(c, f, path);
    }
  }
}

function checkObjectField({ ctx, source }: FieldCheck, f: FieldInput, path: Path) {
  for (const key of [
    'widget',
    'enum',
    'reference',
    'seed',
    'sortable',
    'format',
    'pattern',
    ...FIELD_OPTIONS,
  ] as const) {
    if (f[key] !== undefined)
      ctx.checker.report(
        'field.object.option',
        source,
        [...path, key],
        `"${key}" applies to the nested fields of an object field, not to the object`,
        true,
      );
  }
}

type Report = (id: CheckId, p: Path, message: string, atKey?: boolean) => void;

function checkField(c: FieldCheck, f: FieldInput, path: Path) {
  const { ctx, source } = c;
  const report: Report = (id, p, message, atKey = false) => ctx.checker.report(id, source, p, message, atKey);
  checkWidgetFits(report, f, path);
  checkValues(report, f, path);
  if (f.reference) checkReference(ctx, source, f.reference, [...path, 'reference']);
  if (f.appliesWhen) checkAppliesWhen(c, f.appliesWhen, path);
  if (f.seed) checkSeed(c, f, [...path, 'seed']);
  checkDefault(ctx, source, f, path);
}

/** The widget shows the field's type, has what it needs (enum, reference) and takes each option given. */
function checkWidgetFits(report: Report, f: FieldInput, path: Path) {
  const widget = widgetOfField(f);
  const entry = widgetOf(widget);
  if (f.properties !== undefined)
    report('field.properties', [...path, 'properties'], '"properties" only applies to `type: object`', true);
  if (!entry.types.includes(f.type))
    report(
      'field.widget.type',
      [...path, 'widget'],
      `widget "${widget}" cannot show a field of type ${f.type} (it takes ${entry.types.join(' or ')})`,
    );
  if (entry.needs === 'enum' && !f.enum)
    report('field.widget.enum', path, `widget "${widget}" needs an "enum" list`, true);
  if (entry.needs === 'reference' && !f.reference)
    report('field.widget.reference', path, 'widget "reference" needs a "reference" block', true);
  if (f.reference && widget !== 'reference')
    report('field.reference.widget', [...path, 'reference'], '"reference" only applies to widget "reference"', true);
  for (const option of FIELD_OPTIONS) {
    if (f[option] === undefined || entry.options?.includes(option)) continue;
    const takers = Object.entries(widgets)
      .filter(([, e]) => (e as WidgetEntry).options?.includes(option))
      .map(([w]) => w);
    report(
      'field.widget.option',
      [...path, option],
      `"${option}" does not apply to ${/^[aeiou]/.test(widget) ? 'an' : 'a'} ${widget} field (only to widget ${takers.join(' or ')})`,
      true,
    );
  }
}

/** The field's own values: enum values of its type, a pattern that compiles, a range that is not empty. */
function checkValues(report: Report, f: FieldInput, path: Path) {
  // A named list and a list the project holds (its resources' or actions' names) both hold text values.
  const list =
    typeof f.enum === 'string' ? `the list "${f.enum}"` : f.enum && 'from' in f.enum && `the project's ${f.enum.from}`;
  if (list && f.type !== 'string')
    report('field.enum.list-type', [...path, 'enum'], `${list} holds text values; the field's type is ${f.type}`);
  if (Array.isArray(f.enum)) {
    f.enum.forEach((option, i) => {
      if (!fitsType(f, option.value))
        report(
          'field.enum.value-type',
          [...path, 'enum', i, 'value'],
          `enum value ${JSON.stringify(option.value)} does not fit type ${f.type}`,
        );
    });
  }
  if (f.pattern !== undefined) {
    try {
      new RegExp(f.pattern);
    } catch (e) {
      // V8 already starts its message with "Invalid regular expression: /…/:"; keep only the reason after it.
      report(
        'field.pattern',
        [...path, 'pattern'],
        `invalid regular expression: ${(e as Error).message.replace(/^Invalid regular expression: /, '')}`,
      );
    }
  }
  if (f.minimum !== undefined && f.maximum !== undefined && f.minimum > f.maximum)
    report('field.range', [...path, 'minimum'], `minimum ${f.minimum} is greater than maximum ${f.maximum}`);
}

/** appliesWhen: a top-level field with values (enum or boolean), other than this one, that can take the values named. */
function checkAppliesWhen({ ctx, source, fields }: FieldCheck, when: { field: string; in: unknown[] }, path: Path) {
  const report = (id: CheckId, p: Path, message: string, atKey = false) =>
    ctx.checker.report(id, source, p, message, atKey);
  if (path.includes('properties')) {
    report('field.applies-when.nested', [...path, 'appliesWhen'], '"appliesWhen" applies to top-level fields', true);
    return;
  }
  if (when.field === path[path.length - 1]) {
    report('field.applies-when.self', [...path, 'appliesWhen', 'field'], 'a field cannot depend on itself');
    return;
  }
  const withValues = (g: FieldInput | undefined) => g !== undefined && (g.enum !== undefined || g.type === 'boolean');
  const g = fields.get(when.field);
  if (!g) {
    if (!fields.wasRemoved(when.field))
      report(
        'field.applies-when.unknown',
        [...path, 'appliesWhen', 'field'],
        `unknown field "${when.field}"${didYouMean(when.field, fields.namesWhere(withValues))}`,
      );
    return;
  }
  if (!withValues(g))
    report(
      'field.applies-when.values',
      [...path, 'appliesWhen', 'field'],
      `field "${when.field}" has no fixed values (give it an "enum" or make it boolean)`,
    );
  when.in.forEach((value, i) => {
    const problem = valueProblem(g, value);
    if (problem) report('field.applies-when.never', [...path, 'appliesWhen', 'in', i], `never true: ${problem}`);
  });
}

function checkReference(
  ctx: ProjectContext,
  source: LoadedSource,
  ref: { resource: string; display: string; loadAll?: boolean },
  path: Path,
) {
  if (ctx.brokenNames.has(ref.resource)) return;
  const target = ctx.byName.get(ref.resource);
  if (!target) {
    ctx.checker.report(
      'reference.resource.unknown',
      source,
      [...path, 'resource'],
      `unknown resource "${ref.resource}"${didYouMean(ref.resource, ctx.byName.keys())}`,
    );
  } else if (!Object.hasOwn(target.fields, ref.display)) {
    ctx.checker.report(
      'reference.display.unknown',
      source,
      [...path, 'display'],
      `resource "${ref.resource}" has no field "${ref.display}"${didYouMean(ref.display, Object.keys(target.fields))}`,
    );
  } else if (ref.loadAll && ((target.page ?? 'list') !== 'list' || !target.upstream?.list)) {
    // One getList of every record needs a list call; a form or dashboard page has one record and none.
    ctx.checker.report(
      'reference.load-all',
      source,
      [...path, 'loadAll'],
      `resource "${ref.resource}" has no list to load its records from`,
    );
  }
}
