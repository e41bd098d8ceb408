import { useEffect } from 'react';
import { useDataProvider, usePermissions, type GetListParams } from 'react-admin';
import { routes } from '../../generated/routes';
import { canAccess } from '../../platform/providers/accessControl';
import { consolePolicy } from '../../platform/providers/consolePolicy';
import type { DerivedRole } from '../../platform/providers/userInfo';
import { setLiveCount, subscribeLiveCounts, totalLiveCount } from '../../platform/live/liveCounts';
import type { RouteEntry } from '../../platform/routing/types';
import { isBadgeCovered } from './badgeCover';
import { usePacedAsk } from './pace';

type LiveRoute = RouteEntry & { live: NonNullable<RouteEntry['live']> };
const LIVE_ROUTES = routes.filter((r): r is LiveRoute => r.live !== undefined);

/** The first count waits this long after the counts' code arrived, so it never competes with the first screen. */
const FIRST_COUNT_DELAY_MS = 3000;

/**
 * One live route's menu count (issue 33): the number of rows its badge values select, asked at the route's pace with
 * one row's page — unless its own screen is in sight showing exactly those rows, whose answer gives the count then.
 */
function BadgeCount({ route }: { route: LiveRoute }) {
  const dataProvider = useDataProvider();
  const ask = () => {
    if (isBadgeCovered(route.key)) return;
    const params = { pagination: { page: 1, perPage: 1 }, filter: { ...route.live.badge } } as GetListParams;
    dataProvider.getList(route.key, params).then(
      (answer) => setLiveCount(route.key, answer.total ?? undefined),
      () => undefined, // the badge stays as it was; the list itself says what went wrong
    );
  };
  usePacedAsk(ask, route.live.everyMs, route.live.records, { firstAfterMs: FIRST_COUNT_DELAY_MS, stream: false });
  return null;
}

/** While the console is in the background (tab hidden or window unfocused), its title starts with the waiting rows. */
function useTitleCount(): void {
  useEffect(() => {
    const update = () => {
      const background = document.visibilityState === 'hidden' || !document.hasFocus();
      const total = totalLiveCount();
      const base = document.title.replace(/^\(\d+\) /, '');
      const next = background && total > 0 ? `(${total}) ${base}` : base;
      if (next !== document.title) document.title = next;
    };
    update();
    const stop = subscribeLiveCounts(update);
    document.addEventListener('visibilitychange', update);
    window.addEventListener('focus', update);
    window.addEventListener('blur', update);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', update);
      window.removeEventListener('focus', update);
      window.removeEventListener('blur', update);
    };
  }, []);
}

/** The live routes' menu counts and the title's figure, for the routes this account may open. */
export default function LiveBadges() {
  const { permissions: role } = usePermissions<DerivedRole | null>();
  useTitleCount();
  if (!role) return null;
  return LIVE_ROUTES.filter((r) => canAccess(role, consolePolicy, r.key, 'list')).map((r) => (
    <BadgeCount key={r.key} route={r} />
  ));
}
