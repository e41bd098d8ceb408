import type { FieldModel } from '../../generator/model';
import type { SeedKind } from '../../vocabulary/seedKinds';
import type { WidgetSeed } from '../../vocabulary/widgetElements';
import { widgetOf } from '../../vocabulary/widgets';
import { DAY_MS, formatDate, formatDateTime } from '../time';
import * as pools from './pools';
import type { Rng } from './prng';
import { valueAt } from '../../vocabulary/paths';

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
  /** How many records another resource gets (a reference's target); without it, the same as this one. */
  countOf?: (resource: string) => number;
  /** What the merchant may grant (permission key → actions): a permissionTree field draws its grants from it. */
  grantable?: Readonly<Record<string, readonly string[]>>;
  /** The values this field gave the records before (kinds that honour `seed.unique`). */
  taken?: Set<unknown>;
}

type Generator = (rng: Rng, ctx: SeedContext, field: FieldModel) => unknown;

export const mobile = (rng: Rng) => `1${rng.int(3, 9)}${rng.digits(9)}`;
export const posterUrl = (n: number) => `/static/posters/${n}.svg`;

const personName = (rng: Rng) => rng.pick(pools.SURNAMES) + rng.pick(pools.GIVEN_NAMES);

function cinemaName(chain: (typeof pools.CINEMA_CHAINS)[number], branch: string): string {
  return chain.paren ? `${chain.name}（${branch}）` : `${chain.name}${branch.replace(/店$/, '')}店`;
}

/** Chain × branch pairs, so differently named cinemas, per city. */
const CINEMA_SITES = pools.CINEMA_CHAINS.length * pools.CINEMA_BRANCHES.length;
/** How many unique cinema names each city has handed out, per resource's set of taken names. */
const sitesTaken = new WeakMap<Set<unknown>, Map<string, number>>();

/**
 * A cinema of a chain, with its branch. With `unique` (a list of thousands of cinemas that a selector shows), each
 * is a different branch in the record's own city — '万达影城（成都来福士店）' — as real cinema names are. A city whose
 * 240 chain × branch pairs are all taken opens numbered second sites ('…来福士店）2号'), then third, and so on: ten
 * thousand cinemas (a benchmark's seed) take no longer than a hundred.
 */
function cinema(rng: Rng, ctx: SeedContext, field: FieldModel): string {
  if (!field.seed.unique || !ctx.taken)
    return cinemaName(rng.pick(pools.CINEMA_CHAINS), rng.pick(pools.CINEMA_BRANCHES));
  const city = typeof ctx.record.city === 'string' ? ctx.record.city : rng.pick(pools.CITIES);
  const counts = sitesTaken.get(ctx.taken) ?? new Map<string, number>();
  sitesTaken.set(ctx.taken, counts);
  const inCity = counts.get(city) ?? 0;
  const site = Math.floor(inCity / CINEMA_SITES);
  for (;;) {
    const name =
      cinemaName(rng.pick(pools.CINEMA_CHAINS), `${city}${rng.pick(pools.CINEMA_BRANCHES)}`) +
      (site === 0 ? '' : `${site + 1}号`);
    if (!ctx.taken.has(name)) {
      ctx.taken.add(name);
      counts.set(city, inCity + 1);
      return name;
    }
  }
}

function seats(rng: Rng, ctx: SeedContext, field: FieldModel): unknown {
  // Keep the seat list consistent with a ticket count on the same record when there is one.
  const countField = Object.entries(ctx.record).find(
    ([k, v]) => /count$/.test(k) && typeof v === 'number' && v > 0 && v <= 10,
  );
  const count = countField ? (countField[1] as number) : rng.int(1, 4);
  const row = rng.int(1, 15);
  const first = rng.int(1, 20 - count);
  const list = Array.from({ length: count }, (_, i) => `${row}排${first + i}座`);
  return field.type === 'array' ? list : list.join(',');
}

function orderNo(rng: Rng, ctx: SeedContext): string {
  // The date part follows the record's creation time, so order numbers look issued that day.
  const stamp = ctx.stampField === undefined ? undefined : ctx.record[ctx.stampField];
  const date =
    typeof stamp === 'string' && /^\d{4}-\d{2}-\d{2}/.test(stamp)
      ? stamp
      : formatDate(new Date(ctx.anchor.getTime() - ctx.index * DAY_MS));
  const day = date.slice(0, 10).replace(/-/g, '');
  return `DY${day}${rng.digits(4)}${String(ctx.index + 1).padStart(4, '0')}`;
}

const yuan = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2).replace(/0$/, ''));

/**
 * A coupon title. With seed.terms it states the record's value (and least spend when the record has one), so
 * '满50减10观影券' appears only where the threshold is 50 and the value 10; otherwise a title without amounts.
 */
function couponName(rng: Rng, ctx: SeedContext, field: FieldModel): string {
  const terms = field.seed.terms;
  const value = terms && Number(valueAt(ctx.record, terms.value));
  if (!terms || !Number.isFinite(value) || !value) return rng.pick(pools.COUPON_NAMES);
  const threshold = terms.threshold === undefined ? undefined : valueAt(ctx.record, terms.threshold);
  const withThreshold = typeof threshold === 'number' && threshold > value;
  const title = rng.pick(withThreshold ? pools.COUPON_TITLES_WITH_THRESHOLD : pools.COUPON_TITLES_WITHOUT_THRESHOLD);
  return title.replace('{v}', yuan(value)).replace('{t}', withThreshold ? yuan(threshold) : '');
}

/** Coupon codes avoid letters read as digits (O, I) and vice versa. */
const COUPON_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A street address in the record's city when it has one. */
function address(rng: Rng, ctx: SeedContext): string {
  const city =
    typeof ctx.record.city === 'string' && Object.hasOwn(pools.DISTRICTS, ctx.record.city)
      ? ctx.record.city
      : rng.pick(pools.CITIES);
  return `${city}市${rng.pick(pools.DISTRICTS[city])}${rng.pick(pools.ROADS)}${rng.int(1, 999)}号${rng.int(1, 30)}栋${rng.int(1, 28)}${String(rng.int(1, 4)).padStart(2, '0')}室`;
}

/** A name from the pool; `unique` names each record differently, in the pool's order (a shop's few apps or media). */
const fromPool = (pool: readonly string[], rng: Rng, ctx: SeedContext, field: FieldModel) =>
  field.seed.unique ? pool[ctx.index % pool.length] : rng.pick(pool);

/** seed.kind → generator: one per kind of the vocabulary (vocabulary/seedKinds.ts), checked by type. */
const KINDS: Record<SeedKind, Generator> = {
  // A film list names each film once; elsewhere films repeat as they would in orders.
  film: (rng, ctx, field) => (field.seed.unique ? pools.FILMS[ctx.index % pools.FILMS.length] : rng.pick(pools.FILMS)),
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
  // Whole, as a real service stores it: masking is the console's work (widget cardNumber, issue 30 item 14).
  bankCard: (rng) => `${rng.pick(pools.BANK_PREFIXES)}${rng.digits(12)}`,
  bouquet: (rng) => rng.pick(pools.BOUQUETS),
  dish: (rng) => rng.pick(pools.DISHES),
  couponName,
  couponCode: (rng) =>
    Array.from({ length: 12 }, () => COUPON_ALPHABET[rng.int(0, COUPON_ALPHABET.length - 1)]).join(''),
  product: (rng) => rng.pick(pools.PRODUCTS),
  appName: (rng, ctx, field) => fromPool(pools.APP_NAMES, rng, ctx, field),
  channelName: (rng, ctx, field) => fromPool(pools.CHANNEL_NAMES, rng, ctx, field),
  mediaName: (rng, ctx, field) => fromPool(pools.MEDIA_NAMES, rng, ctx, field),
  address,
  tradeNo: (rng) => `4200${rng.digits(24)}`,
  monthSeq: (_rng, ctx) => {
    const d = new Date(ctx.anchor.getFullYear(), ctx.anchor.getMonth() - ctx.index, 1);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
  },
  exportSource: (rng) => rng.pick(pools.EXPORT_SOURCES),
  exportFile: (rng, ctx) => {
    // Named like the upstream names a fresh export: <screen>-<yyyymmdd>.xlsx, dated by the record's creation time.
    const source =
      Object.values(ctx.record).find(
        (v): v is string => typeof v === 'string' && (pools.EXPORT_SOURCES as readonly string[]).includes(v),
      ) ?? rng.pick(pools.EXPORT_SOURCES);
    const stamp = ctx.stampField === undefined ? undefined : ctx.record[ctx.stampField];
    const day = typeof stamp === 'string' ? stamp.slice(0, 10) : formatDate(ctx.anchor);
    return `${source}-${day.replace(/-/g, '')}.xlsx`;
  },
  genres: (rng, _ctx, field) => {
    const picked = [...new Set(Array.from({ length: rng.int(1, 3) }, () => rng.pick(pools.GENRES)))];
    return field.type === 'array' ? picked : picked.join('/');
  },
  landline: (rng) => {
    const code = rng.pick(pools.AREA_CODES);
    return `${code}-${rng.int(2, 8)}${rng.digits(code.length === 3 ? 7 : 6)}`;
  },
};

/** Kinds that read other fields of the record, so they are generated last. */
export const DERIVED_KINDS: ReadonlySet<string> = new Set(['orderNo', 'seats', 'address', 'cinema', 'exportFile']);

function bounds(field: FieldModel, fallback: [number, number]): [number, number] {
  const lo = field.seed.min ?? field.minimum ?? fallback[0];
  const hi = field.seed.max ?? field.maximum ?? Math.max(lo, fallback[1]);
  return [Math.min(lo, hi), Math.max(lo, hi)];
}

function datetime(rng: Rng, ctx: SeedContext, field: FieldModel, dateOnly: boolean): string {
  // seed.min/max are days before the anchor; negative means after it (show times in the future).
  const [lo, hi] = [field.seed.min ?? 365, field.seed.max ?? 0];
  const ahead =
    field.seed.futureWhen !== undefined &&
    field.seed.futureWhen.in.some((v) => String(v) === String(ctx.record[field.seed.futureWhen!.field]));
  const daysAgo = rng.int(Math.min(lo, hi), Math.max(lo, hi)) * (ahead ? -1 : 1);
  const secondOfDay = rng.int(8 * 3600, 23 * 3600 + 59 * 60 + 59);
  const when = new Date(ctx.anchor.getTime() - daysAgo * DAY_MS);
  when.setHours(0, 0, secondOfDay);
  // Nothing happened later today than now: today's moments fall between 08:00 (or midnight) and the present.
  const now = Date.now();
  if (daysAgo === 0 && when.getTime() > now && now > ctx.anchor.getTime() && now - ctx.anchor.getTime() < DAY_MS) {
    when.setTime(ctx.anchor.getTime() + (now - ctx.anchor.getTime()) * rng.float());
  }
  return dateOnly ? formatDate(when) : formatDateTime(when);
}

function text(rng: Rng, ctx: SeedContext, field: FieldModel): string {
  if (field.format === 'email') return `user${ctx.index + 1}@example.com`;
  if (field.format === 'uri') return posterUrl(ctx.index + 1);
  let value = `${field.label['zh-CN']}${ctx.index + 1}`;
  if (field.pattern) {
    // A pattern the label cannot satisfy: try the shapes a reseller's fields usually have.
    const re = new RegExp(field.pattern);
    // A fixed run of digits (a 6-digit pick-up code) gets exactly that many.
    const run = /\\d\{(\d+)\}/.exec(field.pattern);
    // A fixed prefix before that run (an Alipay app id: ^20\d{14}$) starts the value.
    const prefixed = /^\^([A-Za-z0-9_-]+)\\d\{(\d+)\}\$$/.exec(field.pattern);
    const candidates = [
      value,
      mobile(rng),
      `wx${rng.hex(16)}`,
      rng.digits(run ? Number(run[1]) : 8),
      rng.digits(8),
      String(ctx.index + 1),
    ];
    if (prefixed) candidates.push(prefixed[1] + rng.digits(Number(prefixed[2])));
    value = candidates.find((c) => re.test(c)) ?? value;
  }
  if (field.maxLength !== undefined) value = value.slice(0, field.maxLength);
  if (field.minLength !== undefined) while (value.length < field.minLength) value += String(rng.int(0, 9));
  return value;
}

function byType(rng: Rng, ctx: SeedContext, field: FieldModel): unknown {
  switch (field.type) {
    case 'boolean':
      return rng.chance(0.5);
    case 'integer':
      return rng.int(...bounds(field, [0, 100]));
    case 'number': {
      const scale = 10 ** (field.seed.decimals ?? 2);
      return Math.round(rng.between(...bounds(field, [0, 100])) * scale) / scale;
    }
    case 'array':
      return seats(rng, ctx, field);
    default:
      return text(rng, ctx, field);
  }
}

/**
 * A sub-account's grants ('key:action'): one to three of what the merchant may grant, read-only (query and get) as a
 * front-desk or finance clerk's usually are, sometimes with an export. None without a merchant's grantable keys.
 */
function grants(rng: Rng, ctx: SeedContext): string[] {
  const keys = Object.keys(ctx.grantable ?? {});
  if (keys.length === 0) return [];
  const picked = new Set<string>();
  const howMany = rng.int(1, Math.min(3, keys.length));
  while (picked.size < howMany) picked.add(rng.pick(keys));
  return keys
    .filter((k) => picked.has(k))
    .flatMap((key) => {
      const actions = ctx.grantable![key];
      const readOnly = actions.filter((a) => a === 'query' || a === 'get' || (a === 'export' && rng.chance(0.4)));
      return readOnly.map((a) => `${key}:${a}`);
    });
}

/** One generator per seed kind of the widget table (vocabulary/widgets.ts `seed`). */
const WIDGET_SEEDS: Record<WidgetSeed, Generator> = {
  byType,
  phone: mobile,
  money: (rng, _ctx, field) => {
    const [lo, hi] = bounds(field, [0, 1000]);
    // Whole yuan when the schema says so (a coupon's face value); the §9 display still shows 2 decimals.
    const unit = 10 ** (field.seed.decimals ?? 2);
    return Math.round(rng.between(lo, hi) * unit) / unit;
  },
  // A share between the field's bounds (0–100 %, or what seed.min/max narrow it to), to 2 decimals of a percent.
  percent: (rng, _ctx, field) => {
    const [lo, hi] = bounds(field, [0, 100]);
    const scale = field.percentBase === 1 ? 10000 : 100;
    return Math.round(rng.between(lo, hi) * scale) / scale;
  },
  datetime: (rng, ctx, field) => datetime(rng, ctx, field, false),
  date: (rng, ctx, field) => datetime(rng, ctx, field, true),
  // One of the 24 months up to the anchor's (seed.min/max: months back).
  month: (rng, ctx, field) => {
    const d = new Date(
      ctx.anchor.getFullYear(),
      ctx.anchor.getMonth() - rng.int(field.seed.min ?? 0, field.seed.max ?? 23),
      1,
    );
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
  },
  imageUrl: (_rng, ctx) => posterUrl(ctx.index + 1),
  reference: (rng, ctx, field) => {
    const count = field.reference ? (ctx.countOf?.(field.reference.resource) ?? ctx.count) : ctx.count;
    return count > 0 ? (ctx.idOffset ?? 0) + rng.int(1, count) : null;
  },
  password: (rng) => `Seed${rng.digits(6)}`,
  seats,
  flag: (rng, _ctx, field) => (field.type === 'boolean' ? rng.chance(0.7) : rng.chance(0.7) ? 1 : 0),
  grants,
};

/** Without a seed.kind: one of the enum's options, else what the widget's seed kind invents. */
function byWidget(rng: Rng, ctx: SeedContext, field: FieldModel): unknown {
  if (field.enum && field.enum.length > 0) {
    // The first option is the usual state (enabled, published), so it comes up about twice as often.
    return rng.weighted(
      field.enum.map((o) => o.value),
      field.enum.map((_, i) => (i === 0 ? 2 : 1)),
    );
  }
  return WIDGET_SEEDS[widgetOf(field.widget).seed](rng, ctx, field);
}

/** One field's value for one record: its seed.kind when it has one, else what its widget and type suggest. */
export function seedValue(field: FieldModel, rng: Rng, ctx: SeedContext): unknown {
  // With unique, the records take the list's values in turn (all different while the list lasts).
  if (field.seed.pick)
    return field.seed.unique ? field.seed.pick[ctx.index % field.seed.pick.length] : rng.pick(field.seed.pick);
  const kind = field.seed.kind && KINDS[field.seed.kind];
  return kind ? kind(rng, ctx, field) : byWidget(rng, ctx, field);
}
