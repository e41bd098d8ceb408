/** Date handling in local time, in the 'YYYY-MM-DD HH:mm:ss' form the movie service uses everywhere. */

export const DAY_MS = 86_400_000;

const pad = (n: number) => String(n).padStart(2, '0');

export function formatDate(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export function formatDateTime(d: Date): string {
  return `${formatDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** 'YYYY-MM-DD' → local midnight; throws on anything else so a mistyped UPSTREAM_SEED_DATE is loud. */
export function parseAnchorDate(text: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  const d = m && new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (!d || d.getMonth() !== Number(m[2]) - 1) throw new Error(`seed date "${text}" is not a valid YYYY-MM-DD date`);
  return d;
}

/** Today at 00:00 local: the default anchor, so seeded "days ago" values stay recent. */
export function today(): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}
