import type { SeedKind } from '../../vocabulary/seedKinds';
import { describe, expect, it } from 'vitest';
import type { FieldModel } from '../../generator/model';
import { parseAnchorDate } from '../time';
import { hashString, Rng } from './prng';
import { seedValue, type SeedContext } from './values';

const anchor = parseAnchorDate('2025-06-15');

function field(over: Partial<FieldModel>): FieldModel {
  const name = over.name ?? 'f';
  return {
    name,
    path: name.split('.'),
    type: 'string',
    label: { 'zh-CN': '字段', en: 'Field' },
    widget: 'text',
    required: false,
    readOnly: false,
    writeOnly: false,
    sortable: false,
    seed: {},
    ...over,
  };
}

/** 200 values of one field, as seedResource would draw them. */
function draw(f: FieldModel, record: Record<string, unknown> = {}): unknown[] {
  const rng = new Rng('test.' + f.name);
  return Array.from({ length: 200 }, (_, index) =>
    seedValue(f, rng, { index, count: 57, anchor, record } satisfies SeedContext),
  );
}

describe('prng', () => {
  it('is deterministic per seed and differs between seeds', () => {
    const a = Array.from(
      { length: 5 },
      (
        (r) => () =>
          r.float()
      )(new Rng('orders.amount')),
    );
    const b = Array.from(
      { length: 5 },
      (
        (r) => () =>
          r.float()
      )(new Rng('orders.amount')),
    );
    const c = Array.from(
      { length: 5 },
      (
        (r) => () =>
          r.float()
      )(new Rng('orders.status')),
    );
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
    expect(hashString('abc')).toBe(hashString('abc'));
  });

  it('keeps int() inside its bounds, both ends reachable', () => {
    const rng = new Rng(1);
    const seen = new Set(Array.from({ length: 500 }, () => rng.int(1, 6)));
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('seed kinds', () => {
  it.each<[SeedKind, RegExp]>([
    ['phone', /^1[3-9]\d{9}$/],
    ['appid', /^wx[0-9a-f]{16}$/],
    ['bankCard', /^\d{16}$/],
    ['imageUrl', /^\/static\/posters\/\d+\.svg$/],
    ['cinema', /(影城|影院|电影城)/],
    ['personName', /^[\u4e00-\u9fa5]{2,3}$/],
    ['orderNo', /^DY\d{16}$/],
  ])('%s values look right', (kind, pattern) => {
    for (const v of draw(field({ seed: { kind } }))) expect(String(v)).toMatch(pattern);
  });

  it('pick chooses among its values; with unique the records take them in turn', () => {
    const pick = ['周末加价', '节假日加价', '首映加价'];
    const random = draw(field({ seed: { pick } }));
    expect(new Set(random)).toEqual(new Set(pick));
    expect(random.slice(0, 6)).not.toEqual([...pick, ...pick]);
    expect(draw(field({ seed: { pick, unique: true } })).slice(0, 6)).toEqual([...pick, ...pick]);
  });

  it('sequence counts from 1', () => {
    expect(draw(field({ type: 'integer', seed: { kind: 'sequence' } })).slice(0, 3)).toEqual([1, 2, 3]);
  });

  it('seats follow a ticket count on the record', () => {
    for (const v of draw(field({ type: 'array', seed: { kind: 'seats' } }), { ticket_count: 3 })) {
      expect(v).toHaveLength(3);
      for (const seat of v as string[]) expect(seat).toMatch(/^\d+排\d+座$/);
    }
  });
});

describe('values by widget', () => {
  it('money stays within seed bounds with 2 decimals', () => {
    for (const v of draw(field({ type: 'number', widget: 'money', seed: { min: 29, max: 480 } })) as number[]) {
      expect(v).toBeGreaterThanOrEqual(29);
      expect(v).toBeLessThanOrEqual(480);
      expect(Math.round(v * 100)).toBeCloseTo(v * 100, 6);
    }
  });

  it('datetimes count days back from the anchor; negative means later', () => {
    const values = draw(field({ widget: 'datetime', seed: { min: -7, max: 90 } })) as string[];
    for (const v of values) {
      expect(v).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(v >= '2025-03-17' && v <= '2025-06-22 23:59:59').toBe(true);
    }
    expect(values.some((v) => v > '2025-06-16')).toBe(true);
  });

  it('integers respect minimum and maximum, enums pick their values', () => {
    for (const v of draw(field({ type: 'integer', widget: 'number', minimum: 1, maximum: 6 })) as number[]) {
      expect(Number.isInteger(v) && v >= 1 && v <= 6).toBe(true);
    }
    const options = [
      { value: 1, label: { 'zh-CN': '启用', en: 'On' }, color: 'success' as const },
      { value: 0, label: { 'zh-CN': '停用', en: 'Off' }, color: 'default' as const },
    ];
    const picked = draw(field({ type: 'integer', widget: 'chip', enum: options }));
    expect(new Set(picked)).toEqual(new Set([0, 1]));
  });

  it('text honours a pattern it can satisfy and the length limits', () => {
    for (const v of draw(field({ pattern: '^1[3-9]\\d{9}$' }))) expect(v).toMatch(/^1[3-9]\d{9}$/);
    // A fixed prefix and a run of digits (an Alipay app id), which neither the label nor the usual shapes satisfy.
    for (const v of draw(field({ pattern: '^20\\d{14}$' }))) expect(v).toMatch(/^20\d{14}$/);
    for (const v of draw(field({ maxLength: 3 }))) expect(String(v).length).toBeLessThanOrEqual(3);
  });
});
