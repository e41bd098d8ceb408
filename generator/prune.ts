import type { ErrorObject } from 'ajv';

type Segment = string | number;
type Path = readonly Segment[];

/**
 * A file that failed its meta-schema, cut down to the parts that passed, so the cross-file checks can still run on
 * it and every problem of the project is reported in one run (a widget typo does not hide a bad filter field).
 *
 * The invalid nodes are removed — a bad value, an unknown key, an object missing a required key, or a list item —
 * until what is left validates. Paths into the pruned data (its list indices shift when items go) map back to the
 * file's own paths, so diagnostics stay located. `wasPruned` lets the checks stay quiet about what was removed (a
 * reference to a removed field is not "unknown": its own error has already been reported).
 */
export interface PrunedData {
  /** What is left; undefined when the file itself could not be kept (its root was invalid). */
  data: unknown;
  /** A path into the pruned data, as a path into the original file. */
  toOriginal(path: Path): Segment[];
  /** Whether the original path, or a node above it, was removed. */
  wasPruned(path: Path): boolean;
  /** Whether anything at or below the original path was removed. */
  prunedUnder(path: Path): boolean;
}

const key = (path: Path) => JSON.stringify(path.map(String));
const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The original paths an error asks to remove. */
function removals(error: ErrorObject, toOriginal: (p: Path) => Segment[]): Segment[][] {
  const at =
    error.instancePath === ''
      ? []
      : error.instancePath
          .slice(1)
          .split('/')
          .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
  const base = toOriginal(at.map((s) => (/^\d+$/.test(s) ? Number(s) : s)));
  switch (error.keyword) {
    case 'additionalProperties':
      return [[...base, String(error.params.additionalProperty)]];
    case 'propertyNames':
      return [[...base, String(error.params.propertyName)]];
    case 'if':
      // Its inner errors name the node; removing the whole value here would hide them.
      return [];
    default:
      // required, type, enum, pattern …: the node at the path is unusable as it is.
      return [base];
  }
}

/** The data without the removed paths, lists compacted; plus, per compacted list, its items' original indices. */
function compact(
  value: unknown,
  removed: ReadonlySet<string>,
  path: Segment[],
  lists: Map<string, number[]>,
  compactedPath: Segment[],
): unknown {
  if (Array.isArray(value)) {
    const kept: number[] = [];
    const out: unknown[] = [];
    value.forEach((item, i) => {
      if (removed.has(key([...path, i]))) return;
      out.push(compact(item, removed, [...path, i], lists, [...compactedPath, kept.length]));
      kept.push(i);
    });
    lists.set(key(compactedPath), kept);
    return out;
  }
  if (isObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (!removed.has(key([...path, k]))) out[k] = compact(v, removed, [...path, k], lists, [...compactedPath, k]);
    }
    return out;
  }
  return value;
}

/**
 * Removes what `validate` refuses until the rest passes (each round removes the nodes the errors point at; a removal
 * may make the parent invalid, which the next round removes). `validate` answers the errors of one data value.
 */
export function pruneToValid(data: unknown, validate: (data: unknown) => readonly ErrorObject[]): PrunedData {
  const removed = new Set<string>();
  let lists = new Map<string, number[]>();
  let current: unknown = data;
  const toOriginal = (p: Path): Segment[] => {
    const out: Segment[] = [];
    const compacted: Segment[] = [];
    for (const s of p) {
      const kept = typeof s === 'number' || /^\d+$/.test(String(s)) ? lists.get(key(compacted)) : undefined;
      out.push(kept ? (kept[Number(s)] ?? Number(s)) : s);
      compacted.push(s);
    }
    return out;
  };
  for (let round = 0; round < 50; round++) {
    const errors = validate(current);
    if (errors.length === 0) break;
    let progress = false;
    for (const error of errors) {
      for (const path of removals(error, toOriginal)) {
        const k = key(path);
        if (!removed.has(k)) {
          removed.add(k);
          progress = true;
        }
      }
    }
    const rootGone = removed.has(key([]));
    if (!progress || rootGone) {
      current = undefined;
      break;
    }
    lists = new Map();
    current = compact(data, removed, [], lists, []);
  }
  const removedPaths = [...removed].map((k) => JSON.parse(k) as string[]);
  return {
    data: current,
    toOriginal,
    wasPruned: (path) => {
      const p = path.map(String);
      return removedPaths.some((r) => r.length <= p.length && r.every((s, i) => s === p[i]));
    },
    prunedUnder: (path) => {
      const p = path.map(String);
      return removedPaths.some((r) => p.every((s, i) => s === r[i]));
    },
  };
}
