/**
 * Seeded rows that contradict themselves (issue 10 review, spec §2 and §9): every schema of the repository is seeded
 * and its rows are held to rules declared once, so a new schema is held to them too —
 *  - nothing of a record happens before the record was made (a show time before its order time), and what the
 *    system recorded (read-only times) already happened;
 *  - amounts add up (sum/minus, product, running balances oldest first; a statement opens where the last one closed);
 *  - a status that has a period follows it (a carousel image past its end date is not 展示中);
 *  - a coupon's title states the amounts beside it (满50减10 only with a threshold of 50 and a value of 10).
 */
import { describe, expect, it } from 'vitest';
import type { FieldModel, ResourceModel } from '../../generator/model';
import { readSources } from '../../generator/load';
import { compileModel } from '../../generator/pipeline';
import { valueAt } from '../../vocabulary/paths';
import { Store, type Rec } from '../store';
import { REPO_ROOT, SEED_DATE } from '../testkit';
import { parseAnchorDate } from '../time';
import { creationStamp } from './rules';
import { seedResource } from './seedResource';

const model = compileModel(readSources(REPO_ROOT));
const anchor = parseAnchorDate(SEED_DATE);
const store = new Store(model, anchor, ['merchant', 'second']);
const lists = model.resources.filter((r) => r.page === 'list');
const isDate = (f: FieldModel) => f.widget === 'date' || f.widget === 'datetime';
/** The end of the anchor day: what "now" is for data dated by a fixed seed date. */
const now = new Date(anchor.getTime() + 24 * 3_600_000);
const pad = (n: number) => String(n).padStart(2, '0');
const NOW = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())} 00:00:00`;

/** Every merchant's rows of every list resource. */
function tables(): Array<[ResourceModel, Rec[]]> {
  return lists.flatMap((r) =>
    ['merchant', 'second'].map((m): [ResourceModel, Rec[]] => [r, store.table(r.name, m).records]),
  );
}
const stampOf = (r: ResourceModel) => creationStamp(r);
const text = (rec: Rec, name: string) => {
  const v = valueAt(rec, name);
  return v === null || v === undefined || v === '' ? undefined : String(v);
};
/** A date compared with a datetime: the same day counts as not before. */
const before = (a: string, b: string) => (a.length === 10 || b.length === 10 ? a.slice(0, 10) < b.slice(0, 10) : a < b);

/** The problems of one resource's rows, as readable lines (empty when they hold together). */
function problems(r: ResourceModel, rows: readonly Rec[]): string[] {
  const out: string[] = [];
  const stamp = stampOf(r);
  const id = (rec: Rec) => `${r.name}#${String(rec[r.recordId])}`;
  for (const rec of rows) {
    for (const f of r.fields.filter(isDate)) {
      const v = text(rec, f.name);
      if (v === undefined) continue;
      const made = stamp && stamp !== f.name ? text(rec, stamp) : undefined;
      if (made && before(v, made)) out.push(`${id(rec)}: ${f.name} ${v} before ${stamp} ${made}`);
      const base = f.seed.after && text(rec, f.seed.after);
      if (base && before(v, base)) out.push(`${id(rec)}: ${f.name} ${v} before ${f.seed.after} ${base}`);
      if (f.readOnly && !before(v, NOW)) out.push(`${id(rec)}: ${f.name} ${v} is recorded but has not happened`);
    }
    for (const f of r.fields) {
      const v = valueAt(rec, f.name);
      const num = (name: string) => Number(valueAt(rec, name) ?? 0);
      if (f.seed.sum && !f.seed.running && v !== null) {
        const want = f.seed.sum.reduce((n, s) => n + num(s), 0) - (f.seed.minus ?? []).reduce((n, s) => n + num(s), 0);
        if (Math.abs(Number(v) - want) > 0.011)
          out.push(
            `${id(rec)}: ${f.name} ${String(v)} ≠ ${f.seed.sum.join(' + ')}${(f.seed.minus ?? []).map((m) => ` − ${m}`).join('')} = ${want.toFixed(2)}`,
          );
      }
      if (f.seed.product && v !== null) {
        const want = f.seed.product.reduce((n, s) => n * num(s), 1);
        if (Math.abs(Number(v) - want) > 0.011)
          out.push(`${id(rec)}: ${f.name} ${String(v)} ≠ ${f.seed.product.join(' × ')}`);
      }
      if (f.seed.phase) {
        const { start, end } = f.seed.phase;
        const [from, to] = [text(rec, start), text(rec, end)];
        const list = (x: unknown) => (Array.isArray(x) ? x : [x]);
        const until = to && (to.length === 10 ? `${to} 23:59:59` : to);
        const allowed =
          from && NOW < from
            ? list(f.seed.phase.before)
            : until && NOW > until
              ? list(f.seed.phase.after)
              : f.seed.phase.during;
        if (!allowed.includes(v as never))
          out.push(
            `${id(rec)}: ${f.name} ${String(v)} while ${start} ${String(from)} – ${end} ${String(to)} (allowed ${allowed.join('/')})`,
          );
      }
      if (f.seed.kind === 'couponName' && typeof v === 'string')
        out.push(...titleProblems(f, rec, v).map((p) => `${id(rec)}: ${p}`));
    }
  }
  // A running balance: each row's balance is the one before plus its own amount, oldest first.
  for (const f of r.fields.filter((x) => x.seed.running)) {
    const by = f.seed.running!.by ?? stamp;
    const ordered = [...rows].sort(
      (a, b) =>
        String(valueAt(a, by ?? r.recordId)).localeCompare(String(valueAt(b, by ?? r.recordId))) ||
        Number(a[r.recordId]) - Number(b[r.recordId]),
    );
    let balance = f.seed.running!.start;
    for (const rec of ordered) {
      balance = Math.round((balance + Number(valueAt(rec, f.seed.running!.of) ?? 0)) * 100) / 100;
      if (Math.abs(Number(valueAt(rec, f.name)) - balance) > 0.011)
        out.push(`${id(rec)}: ${f.name} ${String(valueAt(rec, f.name))} ≠ running ${balance}`);
    }
  }
  return out;
}

/** The amounts a coupon title names agree with the record's (seed.terms). */
function titleProblems(f: FieldModel, rec: Rec, title: string): string[] {
  const terms = f.seed.terms;
  const named = /满(\d+(?:\.\d+)?)减(\d+(?:\.\d+)?)/.exec(title);
  const plain = /(\d+(?:\.\d+)?)元/.exec(title);
  if (!named && !plain && !/\d/.test(title)) return [];
  if (!terms) return [`${f.name} "${title}" names an amount, but the field declares no seed.terms to agree with`];
  const value = Number(valueAt(rec, terms.value));
  const threshold = terms.threshold === undefined ? undefined : valueAt(rec, terms.threshold);
  if (named && (Number(named[2]) !== value || Number(named[1]) !== Number(threshold)))
    return [`${f.name} "${title}" but ${terms.value} ${value}, ${String(terms.threshold)} ${String(threshold)}`];
  if (!named && plain && Number(plain[1]) !== value) return [`${f.name} "${title}" but ${terms.value} ${value}`];
  if (!named && typeof threshold === 'number' && threshold > 0)
    return [`${f.name} "${title}" does not name the threshold ${threshold}`];
  return [];
}

describe('seeded rows hold together (every schema)', () => {
  it.each(lists.map((r) => [r.name, r] as const))('%s', (_name, r) => {
    expect(['merchant', 'second'].flatMap((m) => problems(r, store.table(r.name, m).records))).toEqual([]);
  });

  it('a coupon title next to a face value declares the terms it states', () => {
    const missing = lists.flatMap((r) =>
      r.fields
        .filter((f) => f.seed.kind === 'couponName' && !f.seed.terms && r.fields.some((g) => g.name === 'face_value'))
        .map((f) => `${r.name}.${f.name}`),
    );
    expect(missing).toEqual([]);
  });

  it('a status beside a period the merchant sets (an end date seeded after a start date) follows it (seed.phase)', () => {
    const loose = lists.flatMap((r) => {
      const period = r.fields.find(
        (f) =>
          isDate(f) &&
          !f.readOnly &&
          f.seed.after !== undefined &&
          r.fields.some((g) => g.name === f.seed.after && isDate(g) && !g.readOnly),
      );
      const status = r.fields.find((f) => f.name === 'status' && f.enum);
      return period && status && !status.seed.phase
        ? [`${r.name}: status ignores ${period.seed.after}–${period.name}`]
        : [];
    });
    expect(loose).toEqual([]);
  });

  it('a statement opens where the one before closed', () => {
    for (const [r, rows] of tables().filter(([x]) => x.name === 'fundStatements')) {
      const ordered = [...rows].sort((a, b) => String(a.period).localeCompare(String(b.period)));
      for (let i = 1; i < ordered.length; i++)
        expect(ordered[i].opening, `${r.name} ${String(ordered[i].period)}`).toBeCloseTo(
          Number(ordered[i - 1].closing),
          2,
        );
    }
  });
});

describe('the rules find the contradictions the review found', () => {
  const orders = model.resources.find((r) => r.name === 'orders')!;
  const carousel = model.resources.find((r) => r.name === 'carouselImages')!;
  const coupons = model.resources.find((r) => r.name === 'wechatCoupons')!;
  const first = (r: ResourceModel) => seedResource(r, anchor).records[0];

  it('a show time before the order time', () => {
    const rec = { ...first(orders), created_at: '2025-06-01 10:00:00', show_time: '2025-05-20 19:30:00' };
    expect(problems(orders, [rec]).join('\n')).toMatch(/show_time 2025-05-20 19:30:00 before created_at/);
  });

  it('an image past its end date still shown', () => {
    const rec = { ...first(carousel), valid_from: '2025-04-01', valid_to: '2025-05-01', status: 1 };
    expect(problems(carousel, [rec]).join('\n')).toMatch(/status 1 while valid_from/);
  });

  it('a 满50减10 coupon worth ¥60', () => {
    const rec = { ...first(coupons), name: '满50减10观影券', face_value: 60, min_spend: 200 };
    expect(problems(coupons, [rec]).join('\n')).toMatch(/满50减10观影券" but face_value 60/);
  });

  it('a balance that does not run', () => {
    const balance = model.resources.find((r) => r.name === 'fundBalance')!;
    const rows = seedResource(balance, anchor).records.map((rec) => ({ ...rec }));
    rows[3] = { ...rows[3], balance: Number(rows[3].balance) + 10 };
    expect(problems(balance, rows).join('\n')).toMatch(/balance .* ≠ running/);
  });
});
