/**
 * The "Checks" section that ends each reference page: the checks that apply to that kind of file, by stable id
 * (issue 31 item 13). The registry of checks (generator/checks/registry.ts) feeds it; each entry links to its row
 * in docs/reference/checks.md, which the registry writes.
 */
import type { SourceKind } from '../../load';

/** What the reference needs of one registered check. */
export interface CheckDocEntry {
  /** The stable id printed with the diagnostic: `field.unknown`. */
  id: string;
  /** What the check refuses, in one sentence. */
  summary: string;
}

/** The section listing the checks of one file kind; says so plainly while none are registered for it. */
export function renderChecksSection(kind: SourceKind, entries: readonly CheckDocEntry[]): string[] {
  const head = ['## Checks', '', `What the generator checks in a ${kind} file beyond its meta-schema, all reported in one run, each located`];
  if (entries.length === 0) {
    return [...head.slice(0, 2), 'The checks of this kind of file are listed in [checks.md](checks.md).', ''];
  }
  const rows = [...entries]
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((e) => `| [\`${e.id}\`](checks.md#${e.id.replace(/[^a-z0-9-]+/g, '-')}) | ${e.summary.replace(/\|/g, '\\|')} |`);
  return [...head.slice(0, 2), `${head[2]} and printed with its id:`, '', '| id | what it refuses |', '| --- | --- |', ...rows, ''];
}

/** The registered checks for each kind, until the registry is wired in: none (the page then points to checks.md). */
export function checksFor(_kind: SourceKind): CheckDocEntry[] {
  return [];
}
