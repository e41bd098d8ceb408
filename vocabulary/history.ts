import type { HttpMethod } from './upstream';
import { readPath, writePath } from './upstreamProfile';

/**
 * Record history (issue 33 items 6–9): the upstream keeps every write made through it — who, when, from which client
 * address, which record, which action, and each changed field's old and new value — and answers one record's
 * operations through the call the profile declares (upstream.yaml `history`). A profile without it has no history:
 * the console shows none and asks for none.
 */

/** What an operation is: one of the record calls, or the name of a schema action (disable, grab, approve …). */
export const WRITE_ACTIONS = ['create', 'update', 'delete'] as const;

/** How the record calls read where an operation is named (the operation log's action column and filter). */
export const WRITE_ACTION_LABELS: Readonly<Record<(typeof WRITE_ACTIONS)[number], { 'zh-CN': string; en: string }>> = {
  create: { 'zh-CN': '新建', en: 'Create' },
  update: { 'zh-CN': '修改', en: 'Edit' },
  delete: { 'zh-CN': '删除', en: 'Delete' },
};

/** The parts of one operation the console reads, by its own names (the profile maps each to the service's path). */
export const HISTORY_ENTRY_PARTS = [
  'account',
  'subAccount',
  'time',
  'address',
  'resource',
  'recordId',
  'action',
  'changes',
] as const;
export type HistoryEntryPart = (typeof HISTORY_ENTRY_PARTS)[number];

/** The parts of one changed field: its name, old and new value, and whether it is a secret (no values travel). */
export const HISTORY_CHANGE_PARTS = ['field', 'before', 'after', 'secret'] as const;
export type HistoryChangePart = (typeof HISTORY_CHANGE_PARTS)[number];

/** upstream.yaml `history`: the call answering one record's operations, newest first. */
export interface HistoryProfile {
  description?: string;
  client: string;
  method: HttpMethod;
  path: string;
  /** The permission key (a schema's `permission`) whose query action admits the call; main accounts hold every key. */
  permission: string;
  /** The parameters naming the record: its resource (the schema name) and its id. */
  params: { resource: string; id: string };
  /** Where the operations are in the answer. */
  answer: { rows: string };
  /** Where each part is inside one operation. */
  entry: Record<HistoryEntryPart, string>;
  /** Where each part is inside one changed field. */
  change: Record<HistoryChangePart, string>;
  /**
   * The schema whose list is every operation of the merchant (the operation log): the embedded upstream adds a record
   * of it for each write, its fields named as `entry` says — the resource and action by name (the log's schema shows their labels: `enum: { from: … }`), the changes as
   * one readable line.
   */
  log?: string;
}

export interface HistoryChange {
  field: string;
  before?: unknown;
  after?: unknown;
  /** A secret (a password): it changed, and neither value is told. */
  secret: boolean;
}

export interface HistoryEntry {
  /** The login name of whoever wrote: the main account's or a sub-account's. */
  account: string;
  subAccount: boolean;
  /** 'YYYY-MM-DD HH:mm:ss'. */
  time: string;
  address: string;
  resource: string;
  recordId: string | number;
  /** create, update, delete, or a schema action's name. */
  action: string;
  changes: HistoryChange[];
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object';

/** One operation as the service wrote it, read by the profile's paths. */
export function readHistoryEntry(profile: HistoryProfile, raw: unknown): HistoryEntry {
  const at = (part: HistoryEntryPart) => readPath(raw, profile.entry[part]);
  const changes = at('changes');
  return {
    account: String(at('account') ?? ''),
    subAccount: Boolean(at('subAccount')) && String(at('subAccount')) !== '0',
    time: String(at('time') ?? ''),
    address: String(at('address') ?? ''),
    resource: String(at('resource') ?? ''),
    recordId: (at('recordId') as string | number | undefined) ?? '',
    action: String(at('action') ?? ''),
    changes: (Array.isArray(changes) ? changes : []).filter(isObject).map((c) => ({
      field: String(readPath(c, profile.change.field) ?? ''),
      before: readPath(c, profile.change.before),
      after: readPath(c, profile.change.after),
      secret: Boolean(readPath(c, profile.change.secret)),
    })),
  };
}

/** One operation as the service writes it (the embedded upstream's answers and its log's records). */
export function writeHistoryEntry(profile: HistoryProfile, entry: HistoryEntry): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const { changes, subAccount, ...parts } = entry;
  for (const [part, value] of Object.entries(parts)) writePath(out, profile.entry[part as HistoryEntryPart], value);
  // 1 or 0, as the user info says sub-account (a list filters it like any enum).
  writePath(out, profile.entry.subAccount, subAccount ? 1 : 0);
  writePath(
    out,
    profile.entry.changes,
    changes.map((c) => {
      const change: Record<string, unknown> = {};
      writePath(change, profile.change.field, c.field);
      writePath(change, profile.change.secret, c.secret);
      if (!c.secret) {
        writePath(change, profile.change.before, c.before ?? null);
        writePath(change, profile.change.after, c.after ?? null);
      }
      return change;
    }),
  );
  return out;
}
