/**
 * §2 multi-tab: the tabs of one account as plain data, every operation a pure function so the rules (§8 messages,
 * which tab becomes active, which hidden tabs stay alive) are tested without a browser.
 */

/** One open tab: a route opened at a full path. */
export interface Tab {
  /** The full path without react-admin's list parameters (filter, page, sort…): what makes a tab. */
  readonly key: string;
  /** Where the tab was last: pathname + search including the list parameters, so returning restores the URL. */
  readonly path: string;
  /** Bumped by "refresh": the tab's content is mounted anew. */
  readonly version: number;
  /** Last time it was shown (ms); the least recently used hidden tabs lose their kept state first. */
  readonly usedAt: number;
}

export interface TabsState {
  readonly tabs: readonly Tab[];
  readonly active?: string;
}

/** The §8 messages an operation may answer with instead of acting (i18n keys under app.tabs). */
export type TabMessage = 'lastTab' | 'noLeft' | 'noRight';

export interface TabOutcome {
  readonly state: TabsState;
  readonly message?: TabMessage;
}

export const EMPTY: TabsState = { tabs: [] };

/** react-admin's list parameters: they change while the user works in a list and must not open another tab. */
const LIST_PARAMS = new Set(['filter', 'displayedFilters', 'order', 'page', 'perPage', 'sort']);

/** The tab a location belongs to: pathname plus its search without react-admin's list parameters. */
export function tabKey(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  for (const name of [...params.keys()]) if (LIST_PARAMS.has(name)) params.delete(name);
  params.sort();
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

/** Opens (or returns to) the tab of `path`, making it active; a known tab keeps its place and takes the new path. */
export function openTab(state: TabsState, key: string, path: string, now: number): TabsState {
  const known = state.tabs.some((t) => t.key === key);
  const tabs = known
    ? state.tabs.map((t) => (t.key === key ? { ...t, path, usedAt: now } : t))
    : [...state.tabs, { key, path, version: 0, usedAt: now }];
  return { tabs, active: key };
}

/** Closes one tab; closing the active one selects its right neighbour, else its left. The last tab stays. */
export function closeTab(state: TabsState, key: string): TabOutcome {
  const index = state.tabs.findIndex((t) => t.key === key);
  if (index < 0) return { state };
  if (state.tabs.length === 1) return { state, message: 'lastTab' };
  const tabs = state.tabs.filter((t) => t.key !== key);
  const active = state.active === key ? (tabs[index] ?? tabs[index - 1]).key : state.active;
  return { state: { tabs, active } };
}

/** Closes every tab right of `key`; the active tab moves to `key` when it was among them. */
export function closeRight(state: TabsState, key: string): TabOutcome {
  const index = state.tabs.findIndex((t) => t.key === key);
  if (index < 0) return { state };
  if (index === state.tabs.length - 1) return { state, message: 'noRight' };
  return { state: keep(state, state.tabs.slice(0, index + 1), key) };
}

/** Closes every tab left of `key`; the active tab moves to `key` when it was among them. */
export function closeLeft(state: TabsState, key: string): TabOutcome {
  const index = state.tabs.findIndex((t) => t.key === key);
  if (index < 0) return { state };
  if (index === 0) return { state, message: 'noLeft' };
  return { state: keep(state, state.tabs.slice(index), key) };
}

/**
 * Closes all tabs but one, which cannot be closed (§2): the home tab when it is open, else `key`. With only that
 * one open there is nothing to close ('this is the last tab').
 */
export function closeAll(state: TabsState, key: string, home: string): TabOutcome {
  if (state.tabs.length <= 1) return { state, message: 'lastTab' };
  const stays = state.tabs.find((t) => t.key === home) ?? state.tabs.find((t) => t.key === key) ?? state.tabs[0];
  return { state: { tabs: [stays], active: stays.key } };
}

/** Refresh: the tab's content is mounted anew (its kept state dropped, its data read again). */
export function refreshTab(state: TabsState, key: string): TabsState {
  return { ...state, tabs: state.tabs.map((t) => (t.key === key ? { ...t, version: t.version + 1 } : t)) };
}

/**
 * The tabs whose content stays mounted: the active one and the `cap` most recently used hidden ones. The others
 * stay in the bar but their state is freed; opening one mounts it anew.
 */
export function aliveTabs(state: TabsState, cap: number): Set<string> {
  const hidden = state.tabs.filter((t) => t.key !== state.active).sort((a, b) => b.usedAt - a.usedAt);
  const alive = new Set(hidden.slice(0, Math.max(0, cap)).map((t) => t.key));
  if (state.active) alive.add(state.active);
  return alive;
}

/** Tabs that `before` had and `after` has not: their kept state is to be freed. */
export function closedKeys(before: TabsState, after: TabsState): string[] {
  const left = new Set(after.tabs.map((t) => t.key));
  return before.tabs.filter((t) => !left.has(t.key)).map((t) => t.key);
}

/** A persisted value read back: anything malformed becomes no tabs rather than a crash after an upgrade. */
export function parseTabs(value: unknown): TabsState {
  if (!value || typeof value !== 'object' || !Array.isArray((value as TabsState).tabs)) return EMPTY;
  const tabs = (value as TabsState).tabs
    .filter((t): t is Tab => !!t && typeof t.key === 'string' && typeof t.path === 'string' && t.path.startsWith('/'))
    .map((t) => ({ key: t.key, path: t.path, version: Number(t.version) || 0, usedAt: Number(t.usedAt) || 0 }));
  const active = (value as TabsState).active;
  return { tabs, active: tabs.some((t) => t.key === active) ? active : tabs[0]?.key };
}

function keep(state: TabsState, tabs: readonly Tab[], key: string): TabsState {
  const active = tabs.some((t) => t.key === state.active) ? state.active : key;
  return { tabs, active };
}
