import { useEffect } from 'react';
import { usePrefetchOpeningList } from '../../resources/usePrefetchOpeningList';

/**
 * A click on an in-app link (menu, breadcrumb, function search, back link) asks for the list it opens while the
 * click happens: the listener runs in the capture phase, before the router's own handler starts the navigation.
 * A click the router will not follow (another button, a modifier for a new tab) asks for nothing.
 */
export function ListPrefetchOnClick() {
  const prefetch = usePrefetchOpeningList();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href^="#/"]') : null;
      const address = link?.getAttribute('href')?.slice(1);
      if (address) void prefetch(address);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [prefetch]);
  return null;
}
