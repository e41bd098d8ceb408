import {
  Activity,
  memo,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactElement,
} from 'react';
import { StoreContextProvider, usePermissions, useStoreContext } from 'react-admin';
import {
  NavigationType,
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_RouteContext as RouteContext,
  useLocation,
  type Location,
} from 'react-router-dom';
import { canAccess } from '../../platform/providers/accessControl';
import { consolePolicy } from '../../platform/providers/consolePolicy';
import type { DerivedRole } from '../../platform/providers/userInfo';
import { revealGuard } from '../../platform/providers/revealGuard';
import { askBeforeLeaving } from '../../kit/resources/leavePrompt';
import { useSkinSettings } from '../../platform/skin/useSkinSettings';
import { dirtyTabs } from './dirtyTabs';
import { scopedStore } from './scopedStore';
import { isErrorPage } from './tabTitle';
import { aliveTabs, EMPTY, openTab, tabKey, type TabsState } from './tabModel';
import { routeOfPath as routeOf } from '../../platform/routing/routeTable';
import { useTabsState } from './useTabsState';

/** How many hidden tabs keep their state; the least recently used beyond this are mounted anew when shown. */
export const HIDDEN_TAB_CAP = 8;

/**
 * The routed page, kept alive (§2): every tab (multi-tab mode) or every visited keepAlive route (otherwise) stays
 * mounted under React's <Activity>, hidden when not shown, so returning shows it exactly as left — scroll, filters,
 * page, half-typed form — without a request. Each kept screen renders the page's <Routes> at its own frozen location
 * and sees react-admin's store through a per-tab scope, so two tabs of one resource keep separate list state.
 */
export function KeepAliveHost({ children }: { children: ReactElement }) {
  const location = useLocation();
  const [{ multiTab }] = useSkinSettings();
  const [tabs, setTabs, accountKnown] = useTabsState();
  const key = tabKey(location.pathname, location.search);
  const path = `${location.pathname}${location.search}`;

  // A screen the account may not open (403) has nothing worth keeping.
  const { permissions: role } = usePermissions<DerivedRole | null>();
  const route = routeOf(location.pathname);
  const may = (pathname: string) => {
    const r = routeOf(pathname);
    return !!role && !!r && canAccess(role, consolePolicy, r.key, 'list');
  };
  const allowed = may(location.pathname);
  // Without multi-tab mode a keepAlive route's own screen is kept, not the record forms below it (a create form
  // kept after its Save would open again with the last values).
  const keepThis = allowed && (multiTab || (!!route?.keepAlive && route.path === location.pathname));
  // Without multi-tab mode only the keepAlive routes (§2: dashboard, /device/tag, sub-accounts) are kept, in memory.
  const [keptRoutes, setKeptRoutes] = useState<TabsState>(() =>
    keepThis ? openTab(EMPTY, key, path, Date.now()) : EMPTY,
  );
  const state = multiTab ? tabs : keptRoutes;
  const alive = useMemo(() => aliveTabs(state, HIDDEN_TAB_CAP), [state]);

  // A route the account may not open shows the 403 page without a tab of its own (issue 10 review): a tab would
  // only keep a refusal, and bring it back with every restore. The error pages outside the route table get theirs,
  // once the account's role is known — and the account itself, whose tabs these are; an unknown path only leads to
  // /404 and gets none (issue 30 item 24: it was a tab titled by the raw path beside the 404 page's).
  const opensTab = accountKnown && !!role && (route ? allowed : isErrorPage(location.pathname));

  // The multi-tab state is persisted (react-admin's store): synchronised with the address after each change.
  useEffect(() => {
    if (!multiTab || !opensTab) return;
    const now = Date.now();
    setTabs((prev) =>
      prev.active === key && prev.tabs.find((t) => t.key === key)?.path === path ? prev : openTab(prev, key, path, now),
    );
  }, [multiTab, opensTab, key, path, setTabs]);

  // Adjusted while rendering (React's pattern for state derived from a change): kept routes, and the reveal guard —
  // a kept screen shown again re-subscribes its queries in this commit and must not refetch them.
  // `versions`: each tab's version when the address last changed — a tab refreshed since (a new version) is mounted
  // anew, not revealed, and reads its data.
  const versionsNow = Object.fromEntries(state.tabs.map((t) => [t.key, t.version]));
  const [shown, setShown] = useState({ key, path, versions: versionsNow });
  if (shown.path !== path) {
    setShown({ key, path, versions: versionsNow });
    if (!multiTab && keepThis) setKeptRoutes((prev) => openTab(prev, key, path, Date.now()));
    if (shown.key !== key)
      revealGuard.begin({
        reveal: alive.has(key) && shown.versions[key] === versionsNow[key],
        hide: alive.has(shown.key),
      });
  }
  // Runs after the revealed screen's own effects (children first), i.e. after its queries re-subscribed.
  useEffect(() => revealGuard.end(), [key]);
  useScrollPerScreen(key);
  // A hidden tab's form stays mounted, its effects (and so its own leave prompt) paused: the tabs ask for it. (Without
  // multi-tab mode only lists are kept.)
  useEffect(() => (multiTab ? askBeforeLeaving(dirtyTabs.any) : undefined), [multiTab]);

  const kept = state.tabs.filter((t) => alive.has(t.key) && t.key !== key && may(t.path.split('?')[0]));
  const current = state.tabs.find((t) => t.key === key);
  const screens = [...kept, { key, path, version: current?.version ?? 0 }]
    // One stable order, so showing a tab never moves (and so remounts) another.
    .sort((a, b) => (a.key < b.key ? -1 : 1));

  if (!keepThis && kept.length === 0) return children;
  return screens.map((s) => (
    <Activity key={`${s.key}#${s.version}`} mode={s.key === key ? 'visible' : 'hidden'}>
      <KeptScreen
        tab={s.key}
        path={s.key === key ? path : s.path}
        state={s.key === key ? (location.state ?? null) : null}
      >
        {children}
      </KeptScreen>
    </Activity>
  ));
}

/** Window scroll belongs to the screen shown: remembered while it scrolls, put back when it is shown again. */
function useScrollPerScreen(key: string) {
  const positions = useRef(new Map<string, number>());
  useLayoutEffect(() => {
    const y = positions.current.get(key);
    if (y !== undefined) window.scrollTo(0, y);
    const onScroll = () => positions.current.set(key, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [key]);
}

/**
 * One kept screen: the page's <Routes> at the screen's own location (the address while shown, its last one hidden),
 * its own view of the store, and the input tracking that guards closing it.
 */
export const KeptScreen = memo(function KeptScreen({
  tab,
  path,
  state,
  children,
}: {
  tab: string;
  path: string;
  state: unknown;
  children: ReactElement;
}) {
  const base = useStoreContext();
  const store = useMemo(() => scopedStore(base, tab), [base, tab]);
  // The screen sees the router through its own location and route match, each one object per path (and navigation
  // state, e.g. a record handed to a create form), shown or hidden. react-router's <Routes> reads both from context
  // and hands every route below a new object when either changes, so passing the outer ones through re-rendered
  // each kept screen's links, buttons and lists at every address change (bench/tabs.ts). (React still re-runs what
  // reads these contexts when the outer ones change — its lazy propagation does not see that they are shadowed —
  // but what they read is the same, so little below them draws again.) The outer route match is the layout's
  // catch-all: what it says of the address is the screen's own path while shown, stale while hidden. Revealing a
  // tab changes none of this component's props, so (memo) React shows the kept tree instead of rendering it.
  const outerRoute = useContext(RouteContext);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- held until the screen's own path changes (see above)
  const route = useMemo(() => outerRoute, [path]);
  const location = useMemo(
    () => ({ location: locationOf(path, tab, state ?? null), navigationType: NavigationType.Pop }),
    [path, tab, state],
  );
  return (
    <StoreContextProvider value={store}>
      <LocationContext.Provider value={location}>
        <RouteContext.Provider value={route}>
          <div
            style={{ display: 'contents' }}
            data-tab={tab}
            onInput={(e) => dirtyTabs.onInput(tab, e)}
            onSubmit={() => dirtyTabs.onSubmit(tab)}
          >
            {children}
          </div>
        </RouteContext.Provider>
      </LocationContext.Provider>
    </StoreContextProvider>
  );
});

function locationOf(path: string, key: string, state: unknown): Location {
  const at = path.indexOf('?');
  return { pathname: at < 0 ? path : path.slice(0, at), search: at < 0 ? '' : path.slice(at), hash: '', state, key };
}
