/** §9 count-down interval. */
export const COUNTDOWN_INTERVAL_MS = 1000;

/** §4: what is left until the target, clamped to zero when it is past. */
export function remainingMs(target: number, now: number): number {
  return Math.max(0, target - now);
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * §4 hh:mm:ss. Seconds round up, so a count-down started 60 s before its target reads 00:01:00, 00:00:59 … and
 * shows 00:00:00 only once the target is reached. Hours go past 24 rather than wrap.
 */
export function formatHms(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/**
 * When the shown second changes next. Each tick re-reads the clock and waits only until that moment, so a late
 * timer (a busy tab) never makes the count-down drift behind the clock.
 */
export function nextTickMs(remaining: number): number {
  const intoSecond = remaining % COUNTDOWN_INTERVAL_MS;
  return intoSecond === 0 ? COUNTDOWN_INTERVAL_MS : intoSecond;
}
