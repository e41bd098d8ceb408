const pad = (n: number) => String(n).padStart(2, '0');
const day = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/**
 * A dateRange filter's value covering the last `days` days, today included: what a report that needs a period
 * (a required dateRange filter) opens with, so it never opens empty.
 */
export function lastDays(days: number, today: Date = new Date()): { from: string; to: string } {
  const from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (days - 1));
  return { from: day(from), to: day(today) };
}
