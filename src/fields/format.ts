/** Yuan with 2 decimals (§9: the number formatter defaults to 2 decimals). */
export function formatMoney(value: number): string {
  if (!Number.isFinite(value)) return '';
  return '¥' + value.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
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
