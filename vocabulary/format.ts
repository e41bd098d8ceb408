import { widgetOf, type Widget } from './widgets';

/**
 * Yuan with 2 decimals and thousands separators, written as zh-CN's `Intl.NumberFormat` writes them ('1,234.50',
 * '-0.50'; rounding half away from zero on the decimal the number prints as). Not with that formatter: the first one
 * a page builds loads ICU's number data, 14 ms of the console's evaluation on a cold load (issue 13, §9; timed per
 * module in a cold load of the orders list), and it was the only `Intl` use there. Amounts past 10^15 (beyond whole
 * cents in a double) still go through `Intl`.
 */
export function formatMoney(value: number): string {
  if (!Number.isFinite(value)) return '';
  const magnitude = Math.abs(value);
  if (magnitude >= 1e15) return '¥' + largeAmounts().format(value);
  // String(magnitude) is the shortest decimal that reads back as the number (1.005, not 1.00499…), so rounding it
  // rounds what the user sees; below 1e-6 it would be exponent notation, and those round to zero cents anyway.
  const cents = magnitude < 1e-6 ? 0 : Math.round(Number(`${magnitude}e2`));
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `¥${sign}${whole}.${String(cents % 100).padStart(2, '0')}`;
}

let large: Intl.NumberFormat | undefined;
const largeAmounts = () =>
  (large ??= new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD HH:mm:ss' in local time; strings already in that form pass through unchanged. */
export function formatDateTime(value: string, dateOnly = false): string {
  if (/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/.test(value)) return dateOnly ? value.slice(0, 10) : value;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  const date = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return dateOnly ? date : `${date} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/**
 * A stored share as a percentage with 2 decimals (§9): '12.50%'. `base` is what the upstream stores for 100 %:
 * 100 (12.5 means 12.50 %) or 1 (0.125 means 12.50 %).
 */
export function formatPercent(value: number, base: 100 | 1 = 100): string {
  if (!Number.isFinite(value)) return '';
  return toPercent(value, base).toFixed(2) + '%';
}

/** The stored value as percent points, and back; rounded so 0.1 × 100 reads 10, not 10.000000000000002. */
export const toPercent = (value: number, base: 100 | 1 = 100) => Math.round(((value * 100) / base) * 1e8) / 1e8;
export const fromPercent = (percent: number, base: 100 | 1 = 100) => Math.round(((percent * base) / 100) * 1e10) / 1e10;

/** A whole number with thousands separators ('12,500'); other numbers keep up to 2 decimals ('1,234.5'). */
export function formatGrouped(value: number): string {
  if (!Number.isFinite(value)) return '';
  const rounded = Math.round(value * 100) / 100;
  const [whole, decimals] = String(Math.abs(rounded)).split('.');
  return `${rounded < 0 ? '-' : ''}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${decimals ? `.${decimals}` : ''}`;
}

/**
 * A chart axis tick by its field's widget (issue 30 item 18): money as the money widget writes it but without the
 * cents a round tick never has ('¥12,500', '¥0.50'), a share as the percent widget's percentage ('12.5%'), a number
 * grouped by thousands ('10,000'). Short enough for the axis: never cut off as '100…'.
 */
export function formatAxisTick(
  value: number | null,
  widget: 'number' | 'money' | 'percent' = 'number',
  base: 100 | 1 = 100,
): string {
  if (value === null || !Number.isFinite(value)) return '';
  if (widget === 'money') return Number.isInteger(value) ? `¥${formatGrouped(value)}` : formatMoney(value);
  if (widget === 'percent') return `${formatGrouped(toPercent(value, base))}%`;
  return formatGrouped(value);
}

/**
 * One value as its widget writes it in a column, a summary card, a chart's tooltip and (text cells) an export: yuan
 * with 2 decimals, a share as a percentage of `base` (what the upstream stores for 100 %: 100 unless the field says
 * `percentBase: 1`), a number grouped by thousands, anything else as text.
 */
export function formatFigure(value: unknown, widget: Widget | undefined, base: 100 | 1 = 100): string {
  const cell = widget ? widgetOf(widget).cell : 'number';
  if (value === null || value === undefined) return '';
  const n = Number(value);
  if (value === '' || !Number.isFinite(n)) return String(value);
  if (cell === 'money') return formatMoney(n);
  if (cell === 'percent') return formatPercent(n, base);
  if (cell === 'number') return formatGrouped(n);
  return String(value);
}
