import type { SourceKind } from '../load';
import { INPUT_CHECKS } from './ids/input';
import { LIVE_CHECKS } from './ids/live';
import { OPENAPI_CHECKS } from './ids/openapi';
import { PROJECT_CHECKS } from './ids/project';
import { RESOURCE_CHECKS } from './ids/resource';
import { SCREEN_CHECKS } from './ids/screens';

/**
 * One row per check (issue 31 item 13): its stable id (printed with every diagnostic as `[id]`, matched by the golden
 * files), the input file kinds it reads, the keys it looks at (dotted, `*` for any map key or list index) and what it
 * asks for in one line. The docs list, per key, the checks that apply to it (checksFor); a diagnostic whose id is not
 * here does not compile (CheckId) and fails tests/unit/generator/checkIds.test.ts.
 */
export interface CheckEntry {
  readonly id: string;
  readonly kinds: readonly SourceKind[];
  readonly keys: readonly string[];
  readonly summary: string;
}

export const CHECKS = [
  ...INPUT_CHECKS,
  ...RESOURCE_CHECKS,
  ...SCREEN_CHECKS,
  ...LIVE_CHECKS,
  ...PROJECT_CHECKS,
  ...OPENAPI_CHECKS,
] as const satisfies readonly CheckEntry[];

/** Every registered id: what Checker.report and the parsers accept. */
export type CheckId = (typeof CHECKS)[number]['id'];

const BY_ID: ReadonlyMap<string, CheckEntry> = new Map(CHECKS.map((c) => [c.id, c]));

export function checkById(id: string): CheckEntry | undefined {
  return BY_ID.get(id);
}

/** The checks that read a kind of input file, in registry order. */
export function checksFor(kind: SourceKind): CheckEntry[] {
  return CHECKS.filter((c) => (c.kinds as readonly SourceKind[]).includes(kind));
}

/** The checks that look at one key of a kind of file (`fields.*.reference.display`): what the reference lists under it. */
export function checksForKey(kind: SourceKind, key: string): CheckEntry[] {
  return checksFor(kind).filter((c) => c.keys.includes(key));
}
