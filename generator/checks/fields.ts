import { FIELD_OPTIONS, widgetOf, widgets, type WidgetEntry } from '../../vocabulary/widgets';
import type { CheckId } from './registry';
import type { FieldInput, FieldsInput } from '../input';
import type { LoadedSource } from '../load';
import { didYouMean } from '../suggest';
import { checkDefault } from './fieldDefault';
import { fitsType, isDate, isNumeric, widgetOfField, type FieldIndex, type Path, type ProjectContext } from './context';

interface FieldCheck {
  ctx: ProjectContext;
  source: LoadedSource;
  fields: FieldIndex;
}

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
  for (const key of ['widget', 'enum', 'reference', 'seed', 'sortable', 'format', 'pattern', ...FIELD_OPTIONS] as const) {
    if (f[key] !== undefined) ctx.checker.report('field.object.option', source, [...path, key], `"${key}" applies to the nested fields of an object field, not to the object`, true);
  }
}

function checkField(c: FieldCheck, f: FieldInput, path: Path) {
  const { ctx, source } = c;
  const report = (id: CheckId, p: Path, message: string, atKey = false) => ctx.checker.report(id, source, p, message, atKey);
  const widget = widgetOfField(f);
  const entry = widgetOf(widget);
  if (f.properties !== undefined) report('field.properties', [...path, 'properties'], '"properties" only applies to `type: object`', true);
  if (!entry.types.includes(f.type)) report('field.widget.type', [...path, 'widget'], `widget "${widget}" cannot show a field of type ${f.type} (it takes ${entry.types.join(' or ')})`);
  if (entry.needs === 'enum' && !f.enum) report('field.widget.enum', path, `widget "${widget}" needs an "enum" list`, true);
  if (entry.needs === 'reference' && !f.reference) report('field.widget.reference', path, 'widget "reference" needs a "reference" block', true);
  if (f.reference && widget !== 'reference') report('field.reference.widget', [...path, 'reference'], '"reference" only applies to widget "reference"', true);
  for (const option of FIELD_OPTIONS) {
    if (f[option] === undefined || entry.options?.includes(option)) continue;
    const takers = Object.entries(widgets).filter(([, e]) => (e as WidgetEntry).options?.includes(option)).map(([w]) => w);
    report('field.widget.option', [...path, option], `"${option}" does not apply to ${/^[aeiou]/.test(widget) ? 'an' : 'a'} ${widget} field (only to widget ${takers.join(' or ')})`, true);
  }
  if (typeof f.enum === 'string' && f.type !== 'string') report('field.enum.list-type', [...path, 'enum'], `the list "${f.enum}" holds text values; the field's type is ${f.type}`);
  if (Array.isArray(f.enum)) {
    f.enum.forEach((option, i) => {
      if (!fitsType(f, option.value)) report('field.enum.value-type', [...path, 'enum', i, 'value'], `enum value ${JSON.stringify(option.value)} does not fit type ${f.type}`);
    });
  }
  if (f.pattern !== undefined) {
    try {
      new RegExp(f.pattern);
    } catch (e) {
      // V8 already starts its message with "Invalid regular expression: /…/:"; keep only the reason after it.
      report('field.pattern', [...path, 'pattern'], `invalid regular expression: ${(e as Error).message.replace(/^Invalid regular expression: /, '')}`);
    }
  }
  if (f.minimum !== undefined && f.maximum !== undefined && f.minimum > f.maximum) report('field.range', [...path, 'minimum'], `minimum ${f.minimum} is greater than maximum ${f.maximum}`);
  if (f.reference) checkReference(ctx, source, f.reference, [...path, 'reference']);
  if (f.appliesWhen) checkAppliesWhen(c, f.appliesWhen, path);
  if (f.seed) checkSeed(c, f, [...path, 'seed']);
  checkDefault(ctx, source, f, path);
}

/** appliesWhen: a top-level field with values (enum or boolean), other than this one, that can take the values named. */
function checkAppliesWhen({ ctx, source, fields }: FieldCheck, when: { field: string; in: unknown[] }, path: Path) {
  const report = (id: CheckId, p: Path, message: string, atKey = false) => ctx.checker.report(id, source, p, message, atKey);
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
    if (!fields.wasRemoved(when.field)) report('field.applies-when.unknown', [...path, 'appliesWhen', 'field'], `unknown field "${when.field}"${didYouMean(when.field, fields.namesWhere(withValues))}`);
    return;
  }
  if (!withValues(g)) report('field.applies-when.values', [...path, 'appliesWhen', 'field'], `field "${when.field}" has no fixed values (give it an "enum" or make it boolean)`);
  when.in.forEach((value, i) => {
    const problem = valueProblem(g, value);
    if (problem) report('field.applies-when.never', [...path, 'appliesWhen', 'in', i], `never true: ${problem}`);
  });
}

function checkReference(ctx: ProjectContext, source: LoadedSource, ref: { resource: string; display: string; loadAll?: boolean }, path: Path) {
  if (ctx.brokenNames.has(ref.resource)) return;
  const target = ctx.byName.get(ref.resource);
  if (!target) {
    ctx.checker.report('reference.resource.unknown', source, [...path, 'resource'], `unknown resource "${ref.resource}"${didYouMean(ref.resource, ctx.byName.keys())}`);
  } else if (!Object.hasOwn(target.fields, ref.display)) {
    ctx.checker.report('reference.display.unknown', source, [...path, 'display'], `resource "${ref.resource}" has no field "${ref.display}"${didYouMean(ref.display, Object.keys(target.fields))}`);
  } else if (ref.loadAll && ((target.page ?? 'list') !== 'list' || !target.upstream?.list)) {
    // One getList of every record needs a list call; a form or dashboard page has one record and none.
    ctx.checker.report('reference.load-all', source, [...path, 'loadAll'], `resource "${ref.resource}" has no list to load its records from`);
  }
}


/** A value a field may hold: of its type, and one of its enum values when it has a list (named lists included). */
export function valueProblem(f: FieldInput, value: unknown): string | undefined {
  if (!fitsType(f, value)) return `${JSON.stringify(value)} does not fit type ${f.type}`;
  if (Array.isArray(f.enum) && !f.enum.some((o) => o.value === value)) {
    return `${JSON.stringify(value)} is not one of the field's values (${f.enum.map((o) => JSON.stringify(o.value)).join(', ')})`;
  }
  return undefined;
}

/** One value or a list of them, as a list. */
const listed = <T,>(v: T | readonly T[]): readonly T[] => (Array.isArray(v) ? v : [v as T]);

function checkSeed(c: FieldCheck, f: FieldInput, path: Path) {
  const { ctx, source, fields } = c;
  const seed = f.seed!;
  const sameRecord = (p: Path, name: string, test: (g: FieldInput | undefined) => boolean, what: string) => {
    const g = fields.get(name);
    if (!g && fields.wasRemoved(name)) return;
    if (!g) ctx.checker.report('seed.field.unknown', source, p, `unknown field "${name}"${didYouMean(name, fields.namesWhere(test))}`);
    else if (!test(g)) ctx.checker.report('seed.field.type', source, p, `field "${name}" is not ${what}`);
  };
  if (seed.after !== undefined) {
    if (!isDate(f)) ctx.checker.report('seed.after', source, [...path, 'after'], '"after" applies to date and datetime fields', true);
    sameRecord([...path, 'after'], seed.after, isDate, 'a date or datetime field');
  }
  if ((seed.sum || seed.minus || seed.running || seed.scale || seed.product) && !isNumeric(f)) ctx.checker.report('seed.number', source, path, 'sum, minus, product, scale and running apply to number fields', true);
  seed.product?.forEach((name, i) => sameRecord([...path, 'product', i], name, isNumeric, 'a number field'));
  seed.sum?.forEach((name, i) => sameRecord([...path, 'sum', i], name, isNumeric, 'a number field'));
  if (seed.scale) sameRecord([...path, 'scale', 'of'], seed.scale.of, isNumeric, 'a number field');
  seed.minus?.forEach((name, i) => sameRecord([...path, 'minus', i], name, isNumeric, 'a number field'));
  if (seed.minus && !seed.sum) ctx.checker.report('seed.minus', source, [...path, 'minus'], '"minus" needs "sum"', true);
  if (seed.running) sameRecord([...path, 'running', 'of'], seed.running.of, isNumeric, 'a number field');
  if (seed.running?.by) sameRecord([...path, 'running', 'by'], seed.running.by, (g) => g !== undefined, 'a field');
  if (seed.aggregate) checkAggregate(ctx, source, seed.aggregate, [...path, 'aggregate']);
  if (seed.from) checkSeedFrom(c, seed.from, [...path, 'from']);
  seed.pick?.forEach((value, i) => {
    const problem = valueProblem(f, value);
    if (problem) ctx.checker.report('seed.pick', source, [...path, 'pick', i], `the field cannot hold it: ${problem}`);
  });
  if (seed.futureWhen) {
    if (!isDate(f)) ctx.checker.report('seed.future-when', source, [...path, 'futureWhen'], '"futureWhen" applies to date and datetime fields', true);
    checkWhen(c, seed.futureWhen, [...path, 'futureWhen']);
  }
  if (seed.phase) checkPhase(c, f, seed.phase, [...path, 'phase']);
  if (seed.terms) {
    if (seed.kind !== 'couponName') ctx.checker.report('seed.terms', source, [...path, 'terms'], '"terms" applies to kind couponName', true);
    sameRecord([...path, 'terms', 'value'], seed.terms.value, isNumeric, 'a number field');
    if (seed.terms.threshold !== undefined) sameRecord([...path, 'terms', 'threshold'], seed.terms.threshold, isNumeric, 'a number field');
  }
  if (seed.onlyWhen) checkWhen(c, seed.onlyWhen, [...path, 'onlyWhen']);
}

type Seed = NonNullable<FieldInput['seed']>;

/** A condition on another field of the record (futureWhen, onlyWhen): the field exists and each value can occur. */
function checkWhen({ ctx, source, fields }: FieldCheck, when: { field: string; in: readonly unknown[] }, path: Path) {
  const g = fields.get(when.field);
  if (!g && !fields.wasRemoved(when.field)) ctx.checker.report('seed.when.unknown', source, [...path, 'field'], `unknown field "${when.field}"${didYouMean(when.field, fields.names())}`);
  when.in.forEach((value, i) => {
    const problem = g && valueProblem(g, value);
    if (problem) ctx.checker.report('seed.when.never', source, [...path, 'in', i], `never true: ${problem}`);
  });
}

/** A status that follows a period: start and end are date fields, and every value shown is one the field can hold. */
function checkPhase(c: FieldCheck, f: FieldInput, phase: NonNullable<Seed['phase']>, path: Path) {
  const { ctx, source, fields } = c;
  for (const end of ['start', 'end'] as const) {
    const name = phase[end];
    const g = fields.get(name);
    if (!g && fields.wasRemoved(name)) continue;
    if (!g) ctx.checker.report('seed.phase.unknown', source, [...path, end], `unknown field "${name}"${didYouMean(name, fields.namesWhere(isDate))}`);
    else if (!isDate(g)) ctx.checker.report('seed.phase.type', source, [...path, end], `field "${name}" is not a date or datetime field`);
  }
  const values: Array<[Path, unknown]> = [
    ...listed(phase.before).map((v, i): [Path, unknown] => [[...path, 'before', ...(Array.isArray(phase.before) ? [i] : [])], v]),
    ...phase.during.map((v, i): [Path, unknown] => [[...path, 'during', i], v]),
    ...listed(phase.after).map((v, i): [Path, unknown] => [[...path, 'after', ...(Array.isArray(phase.after) ? [i] : [])], v]),
  ];
  for (const [p, value] of values) {
    const problem = valueProblem(f, value);
    if (problem) ctx.checker.report('seed.phase.never', source, p, `never shown: ${problem}`);
  }
}

/** A figure computed from another resource: the resource, its summed field and its date field exist. */
export function checkAggregate(ctx: ProjectContext, source: LoadedSource, a: NonNullable<NonNullable<FieldInput['seed']>['aggregate']>, path: Path): void {
  if (ctx.brokenNames.has(a.resource)) return;
  const target = ctx.byName.get(a.resource);
  if (!target) {
    ctx.checker.report('seed.aggregate.resource', source, [...path, 'resource'], `unknown resource "${a.resource}"${didYouMean(a.resource, ctx.byName.keys())}`);
    return;
  }
  const fieldOf = (name: string) => (Object.hasOwn(target.fields, name) ? target.fields[name] : undefined);
  if (a.op !== 'count' && a.field === undefined) ctx.checker.report('seed.aggregate.field', source, path, `"${a.op}" needs a "field" to ${a.op === 'sum' ? 'sum' : 'average'}`, true);
  if (a.field !== undefined && !isNumeric(fieldOf(a.field))) {
    ctx.checker.report('seed.aggregate.field', source, [...path, 'field'], `resource "${a.resource}" has no number field "${a.field}"${didYouMean(a.field, Object.keys(target.fields).filter((n) => isNumeric(fieldOf(n))))}`);
  }
  for (const key of Object.keys(a.where ?? {})) {
    if (!fieldOf(key)) ctx.checker.report('seed.aggregate.where', source, [...path, 'where', key], `resource "${a.resource}" has no field "${key}"${didYouMean(key, Object.keys(target.fields))}`, true);
  }
  if (a.when && !isDate(fieldOf(a.when.field))) {
    ctx.checker.report('seed.aggregate.when', source, [...path, 'when', 'field'], `resource "${a.resource}" has no date field "${a.when.field}"${didYouMean(a.when.field, Object.keys(target.fields).filter((n) => isDate(fieldOf(n))))}`);
  }
}

/** seed.from: a reference field of the same record, and a field of the resource it references. */
function checkSeedFrom({ ctx, source, fields }: FieldCheck, from: { reference: string; field: string }, path: Path) {
  const ref = fields.get(from.reference);
  if (!ref) {
    if (!fields.wasRemoved(from.reference)) {
      ctx.checker.report('seed.from.reference', source, [...path, 'reference'], `unknown field "${from.reference}"${didYouMean(from.reference, fields.namesWhere((g) => g.reference !== undefined))}`);
    }
    return;
  }
  if (!ref.reference) {
    ctx.checker.report('seed.from.reference', source, [...path, 'reference'], `field "${from.reference}" is not a reference field`);
    return;
  }
  const target = ctx.byName.get(ref.reference.resource);
  if (!target || ctx.brokenNames.has(ref.reference.resource)) return;
  if (!Object.hasOwn(target.fields, from.field)) {
    ctx.checker.report('seed.from.field', source, [...path, 'field'], `resource "${ref.reference.resource}" has no field "${from.field}"${didYouMean(from.field, Object.keys(target.fields))}`);
  }
}
