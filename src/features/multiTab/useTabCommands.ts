import { useState } from 'react';
import { useNotify, useStoreContext } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { useHomePath } from '../../platform/providers/useHomePath';
import { dirtyTabs } from './dirtyTabs';
import { tabScope } from './scopedStore';
import {
  closeAll,
  closedKeys,
  closeLeft,
  closeRight,
  closeTab,
  refreshTab,
  tabKey,
  type TabOutcome,
  type TabsState,
} from './tabModel';
import { useTabsState } from './useTabsState';

/** What the tab bar's close buttons and right-click menu do to a tab. */
export type TabCommand = 'close' | 'closeRight' | 'closeLeft' | 'closeAll' | 'refresh';

/**
 * The open tabs and the commands on them (§2): a refused close says why (§8), a close that would drop unsaved
 * form input waits for confirmation (`pending`), and a done close frees the closed tabs' state.
 */
export function useTabCommands() {
  const notify = useNotify();
  const navigate = useNavigate();
  const store = useStoreContext();
  const location = useLocation();
  const home = useHomePath();
  const [state, setTabs] = useTabsState();
  const [pending, setPending] = useState<TabsState>();
  const current = tabKey(location.pathname, location.search);

  // Applies an outcome: frees the closed tabs' state and shows the tab that is active afterwards.
  const apply = (next: TabsState) => {
    for (const closed of closedKeys(state, next)) {
      store.removeItems(tabScope(closed));
      dirtyTabs.forget(closed);
    }
    setTabs(() => next);
    const active = next.tabs.find((t) => t.key === next.active);
    if (active && active.key !== current) navigate(active.path);
  };
  const run = (outcome: TabOutcome) => {
    if (outcome.message) return notify(`app.tabs.${outcome.message}`, { type: 'info' });
    // A tab holding unsaved form input asks before it goes (§2 guard).
    if (closedKeys(state, outcome.state).some(dirtyTabs.isDirty)) return setPending(outcome.state);
    apply(outcome.state);
  };
  const command = (name: TabCommand, tab: string) => {
    if (name === 'close') run(closeTab(state, tab));
    else if (name === 'closeRight') run(closeRight(state, tab));
    else if (name === 'closeLeft') run(closeLeft(state, tab));
    else if (name === 'closeAll') run(closeAll(state, tab, tabKey(home, '')));
    else {
      // Mounted anew, the tab reads its data again; the other tabs (and what they hold) are left alone.
      setTabs((prev) => refreshTab(prev, tab));
      if (tab !== current) navigate(state.tabs.find((t) => t.key === tab)!.path);
    }
  };
  const confirmPending = () => {
    if (pending) apply(pending);
    setPending(undefined);
  };
  return { state, current, command, pending: !!pending, confirmPending, cancelPending: () => setPending(undefined) };
}
