/**
 * The checks in the reference (issue 31 items 7 and 13): the "Checks" section that ends each page lists the checks
 * that read that kind of file, by stable id, and each key's section names the checks that look at it. The check
 * registry (generator/checks/registry.ts) feeds both; every id links to its row in docs/reference/checks.md, which
 * the registry writes (emit/checksReference.ts).
 */
import { checksFor as registeredChecksFor } from '../../checks/registry';
import type { SourceKind } from '../../load';
import { checkAnchor } from '../checksReference';

/** What the reference needs of one registered check. */
export interface CheckDocEntry {
  /** The stable id printed with the diagnostic: `field.unknown`. */
  id: string;
  /** What the check asks for, in one sentence. */
  summary: string;
  /** The keys it looks at, dotted, `*` for any map key or list index (`fields.*.reference.display`). */
  keys?: readonly string[];
}

const link = (id: string) => `[\`${id}\`](checks.md#${checkAnchor(id)})`;

/** The section listing the checks of one file kind; says so plainly while none are registered for it. */
export function renderChecksSection(kind: SourceKind, entries: readonly CheckDocEntry[]): string[] {
  if (entries.length === 0)
    return ['## Checks', '', 'The checks of this kind of file are listed in [checks.md](checks.md).', ''];
  const rows = entries.map((e) => `| ${link(e.id)} | ${e.summary.replace(/\|/g, '\\|')} |`);
  return [
    '## Checks',
    '',
    `What the generator checks in a ${kind} file besides its meta-schema, all reported in one run, each located and`,
    'printed with its id (every kind of file: [checks.md](checks.md)):',
    '',
    '| id | what it asks for |',
    '| --- | --- |',
    ...rows,
    '',
  ];
}

/** A reference path (`fields.<field>.reference.display`, `pages[].key`) as the registry writes keys (`fields.*.…`). */
export function registryKeyOf(path: string): string {
  return path.replace(/<[^>]+>/g, '*').replace(/\[\]/g, '.*');
}

/** Whether a registry key (`upstream.*.path`: `*` is any one segment) names this key. */
function keyMatches(pattern: string, key: string): boolean {
  const p = pattern.split('.');
  const k = key.split('.');
  return p.length === k.length && p.every((part, i) => part === '*' || part === k[i]);
}

/** The lines a key's section gets for the checks that look at it: none when no check names it. */
export function keyChecks(entries: readonly CheckDocEntry[], path: string): string[] {
  const key = registryKeyOf(path);
  const ids = entries.filter((e) => e.keys?.some((pattern) => keyMatches(pattern, key))).map((e) => link(e.id));
  return ids.length > 0 ? [`- **checks:** ${ids.join(', ')}`, ''] : [];
}

/** The registered checks that read a kind of file, in registry order. */
export function checksFor(kind: SourceKind): CheckDocEntry[] {
  return registeredChecksFor(kind).map((c) => ({ id: c.id, summary: c.summary, keys: c.keys }));
}
