import type { CheckedFile } from './pipeline';

/**
 * What the generator may reuse between runs in one process (the dev loop regenerates on every schema save, §2): the
 * per-file work (YAML parse, meta-schema validation, pruning) and the per-resource output (record types, resource
 * modules), each keyed by exactly what it is computed from, so a hit is the same bytes a fresh run would give. The
 * cross-file work — the checks, the model, the project-wide files — runs every time over the cached parts, so a
 * problem between files (a route clash) is found as in a full run.
 *
 * An entry lives while runs use it: one not used by the last two runs is dropped, so memory follows the project's
 * size, not the number of saves.
 */

/** A map whose entries unused for two rounds are dropped. */
class RoundMap<V> {
  private current = new Map<string, V>();
  private previous = new Map<string, V>();

  /** Starts a round: what the previous round did not use is forgotten. */
  round(): void {
    this.previous = this.current;
    this.current = new Map();
  }

  get(key: string, make: () => V): V {
    let value = this.current.get(key);
    if (value !== undefined) return value;
    value = this.previous.get(key);
    if (value === undefined) value = make();
    this.current.set(key, value);
    return value;
  }

  get size(): number {
    return new Set([...this.current.keys(), ...this.previous.keys()]).size;
  }
}

/** Caches of one generator session; `new GeneratorCache()` starts empty (a cold run). */
export class GeneratorCache {
  /** Per input file: keyed by kind, path and text. */
  readonly files = new RoundMap<CheckedFile>();
  /** Per record type: keyed by the record's JSON Schema and schema file. */
  readonly recordTypes = new RoundMap<Promise<string>>();
  /** Per resource module: keyed by the resource's model and the models it may read (its dashboard tables'). */
  readonly resourceModules = new RoundMap<string>();
  /** How often a computation was skipped or done, for tests and the bench. */
  readonly stats = { hits: 0, misses: 0 };

  /** The value for a key, computed at most once while it stays in use. */
  memo<V>(map: RoundMap<V>, key: string, make: () => V): V {
    let made = false;
    const value = map.get(key, () => {
      made = true;
      return make();
    });
    if (made) this.stats.misses++;
    else this.stats.hits++;
    return value;
  }
}
export type { RoundMap };

/** The process's cache: what compileModel and emitAll use unless given another (or null: none). */
export const sharedCache = new GeneratorCache();

/**
 * A key for a value built from plain data: its JSON. A member left undefined and one left out give the same key;
 * the emitters treat them alike (literal() and attribute() drop undefined), and the model is built from YAML data,
 * which holds no undefined. (A replacer that told them apart made the key cost more than the emit it saves.)
 */
export function keyOf(value: unknown): string {
  return JSON.stringify(value);
}

/** Freezes a value and everything in it: cached data is shared by every run, so no stage may write into it. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
