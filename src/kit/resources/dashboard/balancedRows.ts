/**
 * How many cards each row holds so that rows are balanced (issue 30 item 18): as many rows as the width needs, and
 * the cards shared out evenly over them, the fuller rows first — 5 cards where 4 fit make rows of 3 and 2, never 4
 * and an orphan; 7 where 3 fit, 3 + 2 + 2; where all fit, one row. Rows differ by one card at most.
 */
export function balancedRows(count: number, width: number, minWidth: number, gap: number): number[] {
  if (count <= 0) return [];
  const fit = Math.max(1, Math.floor((width + gap) / (minWidth + gap)));
  const rows = Math.ceil(count / fit);
  const base = Math.floor(count / rows);
  return Array.from({ length: rows }, (_, i) => base + (i < count % rows ? 1 : 0));
}
