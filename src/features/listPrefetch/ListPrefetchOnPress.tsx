import { useEffect } from 'react';
import { usePrefetchOpeningList } from '../../kit/resources/usePrefetchOpeningList';

/**
 * A press on an in-app link (menu, breadcrumb, function search, back link) asks for the list it opens before the
 * router's own handler starts the navigation. A mouse or pen asks as its button goes down: the click comes only once
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
      if (address) void prefetch(address);
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
