import type { FieldModel } from '../../generator/model';
import type { SeedKind } from '../../vocabulary/seedKinds';
import { widgetOf, type WidgetSeed } from '../../vocabulary/widgets';
import { DAY_MS, formatDate, formatDateTime } from '../time';
import * as pools from './pools';
import type { Rng } from './prng';

export type Rec = Record<string, unknown>;

/** What a value generator may look at besides its own random stream. */
export interface SeedContext {
  /** 0-based position of the record being seeded. */
  index: number;
  /** How many records the resource gets (references point into 1..count). */
  count: number;
  /** Day the "days ago" of datetime seeds count back from. */
  anchor: Date;
  /** The record so far: derived kinds (orderNo, seats) run after every other field is set. */
  record: Rec;
  /** The record's creation-time field (first readOnly datetime), which order numbers take their date from. */
  stampField?: string;
  /** The merchant's id offset: references point at that merchant's own records (offset+1 … offset+count). */
  idOffset?: number;
}

type Generator = (rng: Rng, ctx: SeedContext, field: FieldModel) => unknown;

export const mobile = (rng: Rng) => `1${rng.int(3, 9)}${rng.digits(9)}`;
export const posterUrl = (n: number) => `/static/posters/${n}.svg`;

const personName = (rng: Rng) => rng.pick(pools.SURNAMES) + rng.pick(pools.GIVEN_NAMES);

function cinema(rng: Rng): string {
  const chain = rng.pick(pools.CINEMA_CHAINS);
  const branch = rng.pick(pools.CINEMA_BRANCHES);
  return chain.paren ? `${chain.name}（${branch}）` : `${chain.name}${branch.replace(/店$/, '')}店`;
}

function seats(rng: Rng, ctx: SeedContext, field: FieldModel): unknown {
  // Keep the seat list consistent with a ticket count on the same record when there is one.
  const countField = Object.entries(ctx.record)
    .find(([k, v]) => /count$/.test(k) && typeof v === 'number' && v > 0 && v <= 10);
  const count = countField ? (countField[1] as number) : rng.int(1, 4);
  const row = rng.int(1, 15);
  const first = rng.int(1, 20 - count);
  const list = Array.from({ length: count }, (_, i) => `${row}排${first + i}座`);
  return field.type === 'array' ? list : list.join(',');
}

function orderNo(rng: Rng, ctx: SeedContext): string {
  // The date part follows the record's creation time, so order numbers look issued that day.
  const stamp = ctx.stampField === undefined ? undefined : ctx.record[ctx.stampField];
  const date = typeof stamp === 'string' && /^\d{4}-\d{2}-\d{2}/.test(stamp) ? stamp : formatDate(new Date(ctx.anchor.getTime() - ctx.index * DAY_MS));
  const day = date.slice(0, 10).replace(/-/g, '');
  return `DY${day}${rng.digits(4)}${String(ctx.index + 1).padStart(4, '0')}`;
}

/** seed.kind → generator: one per kind of the vocabulary (vocabulary/seedKinds.ts), checked by type. */
const KINDS: Record<SeedKind, Generator> = {
  film: (rng) => rng.pick(pools.FILMS),
  cinema,
  city: (rng) => rng.pick(pools.CITIES),
  personName,
  company: (rng) => rng.pick(pools.COMPANY_PREFIXES) + rng.pick(pools.COMPANY_SUFFIXES),
  seats,
  orderNo,
  phone: mobile,
  appid: (rng) => `wx${rng.hex(16)}`,
  imageUrl: (_rng, ctx) => posterUrl(ctx.index + 1),
  remark: (rng) => rng.pick(pools.REMARKS),
  sequence: (_rng, ctx) => ctx.index + 1,
  wechatNick: (rng) => rng.pick(pools.WECHAT_NICKS),
  bankCard: (rng) => `${rng.pick(pools.BANK_PREFIXES)} **** **** ${rng.digits(4)}`,
};

/** Kinds that read other fields of the record, so they are generated last. */
export const DERIVED_KINDS: ReadonlySet<string> = new Set(['orderNo', 'seats']);

function bounds(field: FieldModel, fallback: [number, number]): [number, number] {
  const lo = field.seed.min ?? field.minimum ?? fallback[0];
  const hi = field.seed.max ?? field.maximum ?? Math.max(lo, fallback[1]);
  return [Math.min(lo, hi), Math.max(lo, hi)];
}

function datetime(rng: Rng, ctx: SeedContext, field: FieldModel, dateOnly: boolean): string {
  // seed.min/max are days before the anchor; negative means after it (show times in the future).
  const [lo, hi] = [field.seed.min ?? 365, field.seed.max ?? 0];
  const daysAgo = rng.int(Math.min(lo, hi), Math.max(lo, hi));
  const secondOfDay = rng.int(8 * 3600, 23 * 3600 + 59 * 60 + 59);
  const when = new Date(ctx.anchor.getTime() - daysAgo * DAY_MS);
  when.setHours(0, 0, secondOfDay);
  return dateOnly ? formatDate(when) : formatDateTime(when);
}

function text(rng: Rng, ctx: SeedContext, field: FieldModel): string {
  if (field.format === 'email') return `user${ctx.index + 1}@example.com`;
  if (field.format === 'uri') return posterUrl(ctx.index + 1);
  let value = `${field.label['zh-CN']}${ctx.index + 1}`;
  if (field.pattern) {
    // A pattern the label cannot satisfy: try the shapes a reseller's fields usually have.
    const re = new RegExp(field.pattern);
    const candidates = [value, mobile(rng), `wx${rng.hex(16)}`, rng.digits(8), String(ctx.index + 1)];
    value = candidates.find((c) => re.test(c)) ?? value;
  }
  if (field.maxLength !== undefined) value = value.slice(0, field.maxLength);
  if (field.minLength !== undefined) while (value.length < field.minLength) value += String(rng.int(0, 9));
  return value;
}

function byType(rng: Rng, ctx: SeedContext, field: FieldModel): unknown {
  switch (field.type) {
    case 'boolean': return rng.chance(0.5);
    case 'integer': return rng.int(...bounds(field, [0, 100]));
    case 'number': return Math.round(rng.between(...bounds(field, [0, 100])) * 100) / 100;
    case 'array': return seats(rng, ctx, field);
    default: return text(rng, ctx, field);
  }
}

/** One generator per seed kind of the widget table (vocabulary/widgets.ts `seed`). */
const WIDGET_SEEDS: Record<WidgetSeed, Generator> = {
  byType,
  phone: mobile,
  money: (rng, _ctx, field) => {
    const [lo, hi] = bounds(field, [0, 1000]);
    return Math.round(rng.between(lo, hi) * 100) / 100;
  },
  datetime: (rng, ctx, field) => datetime(rng, ctx, field, false),
  date: (rng, ctx, field) => datetime(rng, ctx, field, true),
  imageUrl: (_rng, ctx) => posterUrl(ctx.index + 1),
  reference: (rng, ctx) => (ctx.idOffset ?? 0) + rng.int(1, ctx.count),
  password: (rng) => `Seed${rng.digits(6)}`,
  seats,
  flag: (rng, _ctx, field) => (field.type === 'boolean' ? rng.chance(0.7) : rng.chance(0.7) ? 1 : 0),
};

/** Without a seed.kind: one of the enum's options, else what the widget's seed kind invents. */
function byWidget(rng: Rng, ctx: SeedContext, field: FieldModel): unknown {
  if (field.enum && field.enum.length > 0) {
    // The first option is the usual state (enabled, published), so it comes up about twice as often.
    return rng.weighted(field.enum.map((o) => o.value), field.enum.map((_, i) => (i === 0 ? 2 : 1)));
  }
  return WIDGET_SEEDS[widgetOf(field.widget).seed](rng, ctx, field);
}

/** One field's value for one record: its seed.kind when it has one, else what its widget and type suggest. */
export function seedValue(field: FieldModel, rng: Rng, ctx: SeedContext): unknown {
  const kind = field.seed.kind && KINDS[field.seed.kind];
  return kind ? kind(rng, ctx, field) : byWidget(rng, ctx, field);
}
