import { useCallback, useEffect, useRef, useState } from 'react';
import { WhenNothingFetches } from '../../platform/components/WhenNothingFetches';
import { preloadPickers } from '../../kit/fields/components/lazyPickers';
import type { MenuNode } from '../../platform/routing/buildMenu';
import { useMenuNodes } from '../../platform/providers/useMenuNodes';
import { warmInIdleTime, type Loader } from './warmup';

/** The screen modules of the menu this account sees, in menu order (the next click is most likely among them). */
function menuScreens(nodes: readonly MenuNode[]): Loader[] {
  const entries = nodes.flatMap((n) => (n.kind === 'group' ? n.items : [n.route]));
  return entries.flatMap((r) => (r.screens ? [() => r.screens!.preload()] : []));
}

/**
 * Issue 13 (menu navigation): once the first screen has its data and the browser is idle, the modules of every
 * screen the menu offers, and the date pickers, load in the background; a later menu click then renders at once
 * instead of downloading its screen first. Once per sign-in; nothing is fetched from the upstream.
 */
export function ScreenWarmup() {
  const { nodes, isPending } = useMenuNodes();
  const [started, setStarted] = useState(false);
  const stop = useRef<() => void>(undefined);
  const start = useCallback(() => {
    if (stop.current) return;
    stop.current = warmInIdleTime([...menuScreens(nodes), preloadPickers]);
    setStarted(true);
  }, [nodes]);
  useEffect(() => () => stop.current?.(), []);
  if (started || isPending || nodes.length === 0) return null;
  return <WhenNothingFetches then={start} />;
}
