import type { HistoryEntry } from '../../vocabulary/history';

/**
 * Every operation of every merchant, oldest first (the embedded upstream's record of writes, issue 33 item 6). Kept
 * beside the records in the store: a reset forgets it with them.
 */
export class HistoryLog {
  private readonly byMerchant = new Map<string, HistoryEntry[]>();

  add(merchant: string, entry: HistoryEntry): void {
    this.byMerchant.set(merchant, [...(this.byMerchant.get(merchant) ?? []), entry]);
  }

  /** One record's operations, newest first. */
  of(merchant: string, resource: string, id: unknown): HistoryEntry[] {
    return (this.byMerchant.get(merchant) ?? [])
      .filter((e) => e.resource === resource && String(e.recordId) === String(id))
      .reverse();
  }

  clear(): void {
    this.byMerchant.clear();
  }

  adopt(previous: HistoryLog): void {
    for (const [merchant, entries] of previous.byMerchant) this.byMerchant.set(merchant, [...entries]);
  }
}
