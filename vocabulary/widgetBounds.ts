/**
 * The bounds a widget gives a number when the schema sets none: a percentage is 0–100 % — 0–100 stored, or 0–1 with
 * `percentBase: 1`. One rule for the generator's model and form rules, the default check and the upstream.
 */
export function widgetBounds(widget: string, percentBase: number | undefined): { minimum?: number; maximum?: number } {
  return widget === 'percent' ? { minimum: 0, maximum: percentBase ?? 100 } : {};
}
