import { useEffect, useRef } from 'react';
import { useIsFetching } from '@tanstack/react-query';
import { usePermissions } from 'react-admin';
import { preloadPickers } from '../../fields/components/lazyPickers';
import { menuGroups, routes } from '../../generated/routes';
import { canAccess } from '../../providers/accessControl';
import { consolePolicy } from '../../providers/consolePolicy';
import type { DerivedRole } from '../../providers/userInfo';
import { buildMenu } from '../../routing/buildMenu';
import { warmInIdleTime, type Loader } from './warmup';

/** The screen modules of the menu this account sees, in menu order (the next click is most likely among them). */
function menuScreens(role: DerivedRole): Loader[] {
  const nodes = buildMenu(routes, menuGroups, { canSee: (r) => canAccess(role, consolePolicy, r.key, 'list') });
  const entries = nodes.flatMap((n) => (n.kind === 'group' ? n.items : [n.route]));
  return entries.flatMap((r) => (r.screens ? [() => r.screens!.preload()] : []));
}

/**
 * Issue 13 (menu navigation): once the first screen has its data and the browser is idle, the modules of every
 * screen the menu offers, and the date pickers, load in the background; a later menu click then renders at once
 * instead of downloading its screen first. Once per sign-in; nothing is fetched from the upstream.
 */
export function ScreenWarmup() {
  const { permissions: role } = usePermissions<DerivedRole | null>();
  const busy = useIsFetching() > 0;
  const started = useRef(false);
  const stop = useRef<() => void>(undefined);
  useEffect(() => {
    if (started.current || !role || busy) return;
    started.current = true;
    stop.current = warmInIdleTime([...menuScreens(role), preloadPickers]);
  }, [role, busy]);
  useEffect(() => () => stop.current?.(), []);
  return null;
}
