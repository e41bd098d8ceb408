import type { FieldInput } from '../input';
import type { LoadedSource } from '../load';
import { didYouMean } from '../suggest';
import { isDate, isNumeric, type FieldCheck, type Path, type ProjectContext } from './context';
import { valueProblem } from './values';

/** One value or a list of them, as a list. */
const listed = <T>(v: T | readonly T[]): readonly T[] => (Array.isArray(v) ? v : [v as T]);

type Seed = NonNullable<FieldInput['seed']>;
type FieldTest = (g: FieldInput | undefined) => boolean;

/** A field of the same record that a rule names: it exists and passes the rule's test. */
function sameRecord({ ctx, source, fields }: FieldCheck, p: Path, name: string, test: FieldTest, what: string) {
  const g = fields.get(name);
  if (!g && fields.wasRemoved(name)) return;
  if (!g)
    ctx.checker.report(
      'seed.field.unknown',
      source,
      p,
      `unknown field "${name}"${didYouMean(name, fields.namesWhere(test))}`,
    );
  else if (!test(g)) ctx.checker.report('seed.field.type', source, p, `field "${name}" is not ${what}`);
}

/** Seed rules (how the embedded upstream makes a field's values): the fields they name exist and fit. */
export function checkSeed(c: FieldCheck, f: FieldInput, path: Path) {
  const { ctx, source } = c;
  const seed = f.seed!;
  if (seed.after !== undefined) {
    if (!isDate(f))
      ctx.checker.report('seed.after', source, [...path, 'after'], '"after" applies to date and datetime fields', true);
    sameRecord(c, [...path, 'after'], seed.after, isDate, 'a date or datetime field');
  }
  checkArithmetic(c, f, seed, path);
  if (seed.aggregate) checkAggregate(ctx, source, seed.aggregate, [...path, 'aggregate']);
  if (seed.from) checkSeedFrom(c, seed.from, [...path, 'from']);
  seed.pick?.forEach((value, i) => {
    const problem = valueProblem(f, value);
    if (problem) ctx.checker.report('seed.pick', source, [...path, 'pick', i], `the field cannot hold it: ${problem}`);
  });
  if (seed.futureWhen) {
    if (!isDate(f)) {
      const message = '"futureWhen" applies to date and datetime fields';
      ctx.checker.report('seed.future-when', source, [...path, 'futureWhen'], message, true);
    }
    checkWhen(c, seed.futureWhen, [...path, 'futureWhen']);
  }
  if (seed.phase) checkPhase(c, f, seed.phase, [...path, 'phase']);
  if (seed.terms) {
    if (seed.kind !== 'couponName')
      ctx.checker.report('seed.terms', source, [...path, 'terms'], '"terms" applies to kind couponName', true);
    sameRecord(c, [...path, 'terms', 'value'], seed.terms.value, isNumeric, 'a number field');
    if (seed.terms.threshold !== undefined)
      sameRecord(c, [...path, 'terms', 'threshold'], seed.terms.threshold, isNumeric, 'a number field');
  }
  if (seed.onlyWhen) checkWhen(c, seed.onlyWhen, [...path, 'onlyWhen']);
}

/** sum, minus, product, scale and running: a number field computed from number fields of the same record. */
function checkArithmetic(c: FieldCheck, f: FieldInput, seed: Seed, path: Path) {
  const { ctx, source } = c;
  const numberField = (p: Path, name: string) => sameRecord(c, p, name, isNumeric, 'a number field');
  if ((seed.sum || seed.minus || seed.running || seed.scale || seed.product) && !isNumeric(f)) {
    const message = 'sum, minus, product, scale and running apply to number fields';
    ctx.checker.report('seed.number', source, path, message, true);
  }
  seed.product?.forEach((name, i) => numberField([...path, 'product', i], name));
  seed.sum?.forEach((name, i) => numberField([...path, 'sum', i], name));
  if (seed.scale) numberField([...path, 'scale', 'of'], seed.scale.of);
  seed.minus?.forEach((name, i) => numberField([...path, 'minus', i], name));
  if (seed.minus && !seed.sum)
    ctx.checker.report('seed.minus', source, [...path, 'minus'], '"minus" needs "sum"', true);
  if (seed.running) numberField([...path, 'running', 'of'], seed.running.of);
  if (seed.running?.by) sameRecord(c, [...path, 'running', 'by'], seed.running.by, (g) => g !== undefined, 'a field');
}

/** A condition on another field of the record (futureWhen, onlyWhen): the field exists and each value can occur. */
function checkWhen({ ctx, source, fields }: FieldCheck, when: { field: string; in: readonly unknown[] }, path: Path) {
  const g = fields.get(when.field);
  if (!g && !fields.wasRemoved(when.field))
    ctx.checker.report(
      'seed.when.unknown',
      source,
      [...path, 'field'],
      `unknown field "${when.field}"${didYouMean(when.field, fields.names())}`,
    );
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
    if (!g)
      ctx.checker.report(
        'seed.phase.unknown',
        source,
        [...path, end],
        `unknown field "${name}"${didYouMean(name, fields.namesWhere(isDate))}`,
      );
    else if (!isDate(g))
      ctx.checker.report('seed.phase.type', source, [...path, end], `field "${name}" is not a date or datetime field`);
  }
  const values: Array<[Path, unknown]> = [
    ...listed(phase.before).map((v, i): [Path, unknown] => [
      [...path, 'before', ...(Array.isArray(phase.before) ? [i] : [])],
      v,
    ]),
    ...phase.during.map((v, i): [Path, unknown] => [[...path, 'during', i], v]),
    ...listed(phase.after).map((v, i): [Path, unknown] => [
      [...path, 'after', ...(Array.isArray(phase.after) ? [i] : [])],
      v,
    ]),
  ];
  for (const [p, value] of values) {
    const problem = valueProblem(f, value);
    if (problem) ctx.checker.report('seed.phase.never', source, p, `never shown: ${problem}`);
  }
}

/** A figure computed from another resource: the resource, its summed field and its date field exist. */
export function checkAggregate(
  ctx: ProjectContext,
  source: LoadedSource,
  a: NonNullable<NonNullable<FieldInput['seed']>['aggregate']>,
  path: Path,
): void {
  if (ctx.brokenNames.has(a.resource)) return;
  const target = ctx.byName.get(a.resource);
  if (!target) {
    ctx.checker.report(
      'seed.aggregate.resource',
      source,
      [...path, 'resource'],
      `unknown resource "${a.resource}"${didYouMean(a.resource, ctx.byName.keys())}`,
    );
    return;
  }
  const fieldOf = (name: string) => (Object.hasOwn(target.fields, name) ? target.fields[name] : undefined);
  if (a.op !== 'count' && a.field === undefined)
    ctx.checker.report(
      'seed.aggregate.field',
      source,
      path,
      `"${a.op}" needs a "field" to ${a.op === 'sum' ? 'sum' : 'average'}`,
      true,
    );
  if (a.field !== undefined && !isNumeric(fieldOf(a.field))) {
    ctx.checker.report(
      'seed.aggregate.field',
      source,
      [...path, 'field'],
      `resource "${a.resource}" has no number field "${a.field}"${didYouMean(
        a.field,
        Object.keys(target.fields).filter((n) => isNumeric(fieldOf(n))),
      )}`,
    );
  }
  for (const key of Object.keys(a.where ?? {})) {
    if (!fieldOf(key))
      ctx.checker.report(
        'seed.aggregate.where',
        source,
        [...path, 'where', key],
        `resource "${a.resource}" has no field "${key}"${didYouMean(key, Object.keys(target.fields))}`,
        true,
      );
  }
  if (a.when && !isDate(fieldOf(a.when.field))) {
    ctx.checker.report(
      'seed.aggregate.when',
      source,
      [...path, 'when', 'field'],
      `resource "${a.resource}" has no date field "${a.when.field}"${didYouMean(
        a.when.field,
        Object.keys(target.fields).filter((n) => isDate(fieldOf(n))),
      )}`,
    );
  }
}

/** seed.from: a reference field of the same record, and a field of the resource it references. */
function checkSeedFrom({ ctx, source, fields }: FieldCheck, from: { reference: string; field: string }, path: Path) {
  const ref = fields.get(from.reference);
  if (!ref) {
    if (!fields.wasRemoved(from.reference)) {
      ctx.checker.report(
        'seed.from.reference',
        source,
        [...path, 'reference'],
        `unknown field "${from.reference}"${didYouMean(
          from.reference,
          fields.namesWhere((g) => g.reference !== undefined),
        )}`,
      );
    }
    return;
  }
  if (!ref.reference) {
    ctx.checker.report(
      'seed.from.reference',
      source,
      [...path, 'reference'],
      `field "${from.reference}" is not a reference field`,
    );
    return;
  }
  const target = ctx.byName.get(ref.reference.resource);
  if (!target || ctx.brokenNames.has(ref.reference.resource)) return;
  if (!Object.hasOwn(target.fields, from.field)) {
    ctx.checker.report(
      'seed.from.field',
      source,
      [...path, 'field'],
      `resource "${ref.reference.resource}" has no field "${from.field}"${didYouMean(from.field, Object.keys(target.fields))}`,
    );
  }
}
