/**
 * The name of an export file (§7: 'xlsx blob named by date range'), one rule for the console, which saves the file,
 * and the embedded upstream, which names its answer: the schema's pattern with {name} (the list's title in the
 * user's language), {from}, {to} and {today}. An unset start drops out with the separator before it, an unset end is
 * today. The range comes from URL-controlled filter text, so only real YYYY-MM-DD dates are used and the name keeps
 * only letters (Chinese included), digits, _ and -: nothing like `../` or a second extension reaches the disk.
 */

/** The pattern when the schema names none. */
export const DEFAULT_EXPORT_FILE_NAME = '{name}_{from}_{to}';

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD in the local time zone (toISOString would give yesterday's date in China before 08:00). */
export function localDay(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A real calendar day written YYYY-MM-DD, or undefined: filter values come from the address, so anything goes. */
export function isoDay(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const [y, m, d] = value.split('-').map(Number);
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d ? value : undefined;
}

export interface ExportNameParts {
  pattern?: string;
  /** The list's title in the user's language. */
  label: string;
  from?: unknown;
  to?: unknown;
  /** Used when nothing of the pattern is left (a name of ASCII letters only). */
  fallback: string;
  today?: Date;
}

/** The file name, `.xlsx` included. */
export function exportFileNameOf({
  pattern = DEFAULT_EXPORT_FILE_NAME,
  label,
  from,
  to,
  fallback,
  today = new Date(),
}: ExportNameParts): string {
  // An export without an end date covers the list up to today.
  const parts: Record<string, string | undefined> = {
    name: label,
    from: isoDay(from),
    to: isoDay(to) ?? localDay(today),
    today: localDay(today),
  };
  const name = pattern.replace(/([_\-\s]*)\{(name|from|to|today)\}/g, (_, sep: string, key: string) =>
    parts[key] ? `${sep}${parts[key]}` : '',
  );
  return safeExportFileName(name, fallback);
}

/**
 * A name fit for the disk, `.xlsx` included: only letters (Chinese included), digits, _ and -. Also applied to the
 * name a server gives its file (Content-Disposition), which the console saves under.
 */
export function safeExportFileName(name: string, fallback: string): string {
  const safe = name
    .replace(/\.xlsx$/i, '')
    .replace(/[^\p{L}\p{N}_-]+/gu, '_')
    .replace(/^[_-]+|[_-]+$/g, '');
  return `${safe || fallback.replace(/[^A-Za-z0-9_-]/g, '_') || 'export'}.xlsx`;
}

/**
 * The dateRange filter whose dates name the file: the one the export declares (`export.range`), else the list's
 * first. Console and upstream ask the same question here, so the saved file and the download log agree (issue 30
 * item 9: they did not when the export declared no range).
 */
export function namingRangeField(
  declared: string | undefined,
  filters: ReadonlyArray<{ field: string; op: string }>,
): string | undefined {
  return declared ?? filters.find((f) => f.op === 'dateRange')?.field;
}
