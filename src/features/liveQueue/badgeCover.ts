/**
 * The live routes whose badge their own screen keeps up to date (issue 33): the list is in sight and shows exactly the
 * rows the badge counts, so the badge poller leaves them alone — one request serves both.
 */
const covered = new Set<string>();

export function coverBadge(route: string): () => void {
  covered.add(route);
  return () => covered.delete(route);
}

export function isBadgeCovered(route: string): boolean {
  return covered.has(route);
}
