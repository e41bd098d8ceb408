import type { Model, ResourceModel } from '../generator/model';
import { applyCopies, copyOrder } from './seed/copies';
import { deriveRecords, type DeriveSources } from './seed/derive';
import { seedResource } from './seed/seedResource';
import type { Rec } from './seed/values';
import { ExportTasks } from './exportTasks';
import { HistoryLog } from './history/log';

export type { Rec };

/** An export's file, served from its download link until it expires. */
export interface StoredFile {
  merchant: string;
  filename: string;
  contentType: string;
  bytes: Uint8Array;
  /** ms since the epoch. */
  expires: number;
}

/** One merchant's rows of one resource, in id order, plus its list summaries. */
export interface Table {
  resource: ResourceModel;
  merchant: string;
  records: Rec[];
  summaries: Record<string, number | string>;
}

/** Ids of one merchant's seeded records start this far after the previous merchant's. */
export const MERCHANT_ID_SPAN = 100_000;

/**
 * The upstream's whole database: in memory, rebuilt from the seed on every start and reset. Every record belongs to
 * one merchant (tenant), and this is the one place that knows: handlers get the caller's merchant's table and never
 * see another's, so a foreign id is simply not found.
 */
export class Store {
  private tables = new Map<string, Map<string, Table>>();
  /** Export files by their download key (upstream/exportLog.ts); gone with a reset, like every record. */
  readonly files = new Map<string, StoredFile>();
  /** Exports too large to answer at once, written in the background (upstream/exportTasks.ts). */
  readonly exportTasks = new ExportTasks();
  /** Every write made through the services, for the history call and the operation log (upstream/history/). */
  readonly history = new HistoryLog();
  /** Derived tables by resource and merchant, with the state of the sources they were derived from (derived()). */
  private derivedCache = new Map<string, { table: Table; sources: Map<string, string> }>();

  /** `seedCounts` overrides schemas' seedCount by resource name (UpstreamOptions.seedCounts). */
  constructor(
    readonly model: Model,
    private readonly anchor: Date,
    private readonly merchants: readonly string[],
    private readonly seedCounts: Readonly<Record<string, number>> = {},
  ) {
    for (const [name, count] of Object.entries(seedCounts)) {
      if (!model.resources.some((r) => r.name === name)) throw new Error(`seedCounts: no resource "${name}"`);
      if (!Number.isInteger(count) || count < 0)
        throw new Error(`seedCounts.${name}: need a whole number of records, got ${count}`);
    }
    this.reset();
  }

  /**
   * Takes over the data of another store for every resource whose schema did not change (a reload during
   * development keeps what the developer created); changed resources keep their fresh seed.
   */
  adopt(previous: Store): void {
    for (const r of this.model.resources) {
      const before = previous.model.resources.find((p) => p.name === r.name);
      const tables = previous.tables.get(r.name);
      if (!before || !tables || JSON.stringify(before) !== JSON.stringify(r)) continue;
      this.tables.set(r.name, new Map([...tables].map(([merchant, t]) => [merchant, { ...t, resource: r }])));
    }
    for (const [key, file] of previous.files) this.files.set(key, file);
    this.history.adopt(previous.history);
  }

  reset(): void {
    this.tables = new Map(
      this.model.resources.map((r) => [r.name, new Map(this.merchants.map((m, i) => [m, this.seed(r, m, i)]))]),
    );
    // Related records agree (seed.from): copied once every resource has its own values, sources first.
    const idOf = (name: string) => this.model.resources.find((r) => r.name === name)?.recordId ?? 'id';
    for (const r of copyOrder(this.model)) {
      for (const m of this.merchants)
        applyCopies(r, this.table(r.name, m).records, (name) => this.table(name, m).records, idOf);
    }
    this.derivedCache.clear();
    this.files.clear();
    this.exportTasks.reset();
    this.history.clear();
  }

  // References point into the referenced resource's range, so they see the overridden counts too.
  private countOf = (name: string) =>
    this.seedCounts[name] ?? this.model.resources.find((x) => x.name === name)?.seedCount ?? 0;

  private seed(r: ResourceModel, merchant: string, index: number): Table {
    // A derived resource has no records of its own: table() derives them at every read.
    if (r.derive) return { resource: r, merchant, records: [], summaries: {} };
    return {
      resource: r,
      merchant,
      ...seedResource(
        r,
        this.anchor,
        { merchant, idOffset: index * MERCHANT_ID_SPAN, grantable: this.grantable() },
        this.seedCounts[r.name] ?? r.seedCount,
        this.countOf,
      ),
    };
  }

  /**
   * A derived resource's table (schema `derive`): computed from the merchant's current records of its sources at every
   * read, so the fund screens, statements and balances follow the orders and withdrawals — created ones included.
   */
  private derived(r: ResourceModel, merchant: string): Table {
    const index = this.merchants.indexOf(merchant);
    if (index < 0) return { resource: r, merchant, records: [], summaries: {} };
    const key = `${r.name}\n${merchant}`;
    const cached = this.derivedCache.get(key);
    if (cached && [...cached.sources].every(([name, seen]) => this.sourceState(name, merchant) === seen))
      return cached.table;
    const tenant = { merchant, idOffset: index * MERCHANT_ID_SPAN };
    const read = new Set<string>();
    const sources = this.sourcesOf(merchant, read);
    const table = { resource: r, merchant, ...deriveRecords(r, sources, this.anchor, tenant, this.countOf) };
    this.derivedCache.set(key, {
      table,
      sources: new Map([...read].map((name) => [name, this.sourceState(name, merchant)])),
    });
    return table;
  }

  /**
   * What a derived table was computed from, as text: handlers change records in place (an action's effect, an edit),
   * so only their content tells whether the derivation still holds — reading it is a fraction of deriving again, which
   * seeds every row's own values (issue 32: a withdrawals page waited ~10 ms on its balance at every read).
   */
  private sourceState(name: string, merchant: string): string {
    return JSON.stringify(this.table(name, merchant).records);
  }

  private sourcesOf(merchant: string, read: Set<string>): DeriveSources {
    return {
      recordsOf: (name) => {
        read.add(name);
        return this.table(name, merchant).records;
      },
      resourceOf: (name) => this.model.resources.find((x) => x.name === name)!,
    };
  }

  /** What a merchant may grant its sub-accounts, for their seeded grants: every route key but the markers and what main accounts never hold. */
  private grantable(): Record<string, readonly string[]> {
    const removed = this.model.permissions.mainAccount?.removes ?? [];
    return Object.fromEntries(
      Object.entries(this.model.permissionKeys)
        .filter(([key, k]) => !k.marker && !removed.includes(key) && k.actions.length > 0)
        .map(([key, k]) => [key, k.actions]),
    );
  }

  /** The merchant's table of the resource (empty for a merchant the seed did not know). */
  table(name: string, merchant: string): Table {
    const byMerchant = this.tables.get(name);
    if (!byMerchant) throw new Error(`no table for resource "${name}"`);
    const r = this.model.resources.find((x) => x.name === name)!;
    if (r.derive) return this.derived(r, merchant);
    let t = byMerchant.get(merchant);
    if (!t) {
      t = { resource: this.model.resources.find((r) => r.name === name)!, merchant, records: [], summaries: {} };
      byMerchant.set(merchant, t);
    }
    return t;
  }

  /** Ids arrive as strings from query strings and as numbers from JSON bodies; both find the record. */
  find(table: Table, id: unknown): Rec | undefined {
    if (id === undefined || id === null || id === '') return undefined;
    return table.records.find((rec) => String(rec[table.resource.recordId]) === String(id));
  }

  /**
   * A new id: the next in the merchant's own range (so a shop's ids stay in sequence), and unique across every
   * merchant — no id ever means two records.
   */
  nextId(table: Table): number | string {
    const idsOf = (t: Table) => t.records.map((rec) => rec[t.resource.recordId]);
    const all = [...(this.tables.get(table.resource.name)?.values() ?? [])].flatMap(idsOf);
    if (!all.every((id) => typeof id === 'number'))
      return `${table.resource.name}-${all.length + 1}-${Date.now().toString(36)}`;
    const max = (ids: unknown[]) => ids.reduce<number>((m, id) => Math.max(m, id as number), 0);
    const next = max(idsOf(table)) + 1;
    return all.includes(next) ? max(all) + 1 : next;
  }
}
