import { useSyncExternalStore } from 'react';
import { STORAGE_PREFIX } from '../../platform/providers/session';

/**
 * What an account has done with notices, per account in localStorage under `ccs_pref_` (kept across logout, like the
 * language): `read` ids (the bell's unread count) and `hidden` ids ('do not show again': never popped up again).
 */
export interface NoticeMemory {
  read: readonly string[];
  hidden: readonly string[];
}

/** Enough for years of notices; older ids fall off. */
const KEEP = 200;
const EMPTY: NoticeMemory = { read: [], hidden: [] };
const keyFor = (account: string) => `${STORAGE_PREFIX}pref_notices_${encodeURIComponent(account)}`;

const ids = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string').slice(-KEEP) : []);

const cache = new Map<string, NoticeMemory>();
const listeners = new Set<() => void>();

export function readMemory(account: string): NoticeMemory {
  let memory = cache.get(account);
  if (!memory) {
    try {
      const parsed = JSON.parse(localStorage.getItem(keyFor(account)) ?? 'null') as Partial<NoticeMemory> | null;
      memory = parsed ? { read: ids(parsed.read), hidden: ids(parsed.hidden) } : EMPTY;
    } catch {
      memory = EMPTY;
    }
    cache.set(account, memory);
  }
  return memory;
}

function update(account: string, change: (m: NoticeMemory) => NoticeMemory) {
  const next = change(readMemory(account));
  cache.set(account, next);
  try {
    localStorage.setItem(keyFor(account), JSON.stringify(next));
  } catch {
    // storage refused: remembered for this page only
  }
  for (const listener of [...listeners]) listener();
}

const add = (list: readonly string[], id: string) => (list.includes(id) ? list : [...list, id].slice(-KEEP));

export const markRead = (account: string, id: string) => update(account, (m) => ({ ...m, read: add(m.read, id) }));
export const hideForever = (account: string, id: string) =>
  update(account, (m) => ({ read: add(m.read, id), hidden: add(m.hidden, id) }));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function useNoticeMemory(account: string | undefined): NoticeMemory {
  return useSyncExternalStore(subscribe, () => (account === undefined ? EMPTY : readMemory(account)));
}

/** The newest notice the account has not hidden (the list comes newest first). */
export function popupCandidate<T extends { id: string }>(notices: readonly T[], memory: NoticeMemory): T | undefined {
  return notices.find((n) => !memory.hidden.includes(n.id));
}
