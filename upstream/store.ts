import type { Model, ResourceModel } from '../generator/model';
import { seedResource } from './seed/seedResource';
import type { Rec } from './seed/values';

export type { Rec };

/** One resource's rows, in id order, plus its list summaries. */
export interface Table {
  resource: ResourceModel;
  records: Rec[];
  summaries: Record<string, number | string>;
}

/** The upstream's whole database: in memory, rebuilt from the seed on every start and reset. */
export class Store {
  private tables = new Map<string, Table>();

  constructor(private readonly model: Model, private readonly anchor: Date) {
    this.reset();
  }

  reset(): void {
    this.tables = new Map(this.model.resources.map((r) => [r.name, { resource: r, ...seedResource(r, this.anchor) }]));
  }

  table(name: string): Table {
    const t = this.tables.get(name);
    if (!t) throw new Error(`no table for resource "${name}"`);
    return t;
  }

  /** Ids arrive as strings from query strings and as numbers from JSON bodies; both find the record. */
  find(table: Table, id: unknown): Rec | undefined {
    if (id === undefined || id === null || id === '') return undefined;
    return table.records.find((rec) => String(rec[table.resource.recordId]) === String(id));
  }

  nextId(table: Table): number | string {
    const ids = table.records.map((rec) => rec[table.resource.recordId]);
    const numeric = ids.every((id) => typeof id === 'number');
    if (numeric) return ids.reduce<number>((max, id) => Math.max(max, id as number), 0) + 1;
    return `${table.resource.name}-${ids.length + 1}-${Date.now().toString(36)}`;
  }
}
