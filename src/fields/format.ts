/**
 * One formatter for every amount: `toLocaleString` with options builds a new one per call, which cost about 18 ms of
 * a cold load's first list (issue 13, CPU profile of the orders list).
 */
const YUAN = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Yuan with 2 decimals (§9: the number formatter defaults to 2 decimals). */
export function formatMoney(value: number): string {
  if (!Number.isFinite(value)) return '';
  return '¥' + YUAN.format(value);
}

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
export const toPercent = (value: number, base: 100 | 1 = 100) => Math.round((value * 100 / base) * 1e8) / 1e8;
export const fromPercent = (percent: number, base: 100 | 1 = 100) => Math.round((percent * base / 100) * 1e10) / 1e10;
