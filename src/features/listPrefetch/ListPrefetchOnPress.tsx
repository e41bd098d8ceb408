import { useEffect } from 'react';
import { usePrefetchOpeningList } from '../../kit/resources/usePrefetchOpeningList';
import { preloadOpeningScreen } from '../../platform/routing/openingScreen';

/**
 * A press on an in-app link (menu, breadcrumb, function search, back link) asks for the list it opens, and starts
 * loading its screen's code where the idle-time warm-up has not yet (issue 32, §9), before the router's own handler
 * starts the navigation. A mouse or pen asks as its button goes down: the click comes only once
 * it is released, after the press's own work (MUI's ripple), and a hand takes a good part of 100 ms between the two.
 * A touch asks at the tap's click (a touch going down may start a scroll instead), and so does a keyboard's Enter.
 * Listeners run in the capture phase; a press the router will not follow (another button, a modifier for a new tab)
 * asks for nothing, and a page already asked for is joined, not asked again (resources/openingList.ts).
 */
export function ListPrefetchOnPress() {
  const prefetch = usePrefetchOpeningList();
  useEffect(() => {
    const onPress = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if (event.type === 'pointerdown' && (event as PointerEvent).pointerType === 'touch') return;
      const link = event.target instanceof Element ? event.target.closest('a[href^="#/"]') : null;
      const address = link?.getAttribute('href')?.slice(1);
      if (!address) return;
      void prefetch(address);
      // Code only: nothing is asked of the upstream. A failed load is the screen's to report when it renders.
      preloadOpeningScreen(address.split('?')[0])?.catch(() => undefined);
    };
    document.addEventListener('pointerdown', onPress, true);
    document.addEventListener('click', onPress, true);
    return () => {
      document.removeEventListener('pointerdown', onPress, true);
      document.removeEventListener('click', onPress, true);
    };
  }, [prefetch]);
  return null;
}
