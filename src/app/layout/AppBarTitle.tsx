import { useEffect, useRef } from 'react';
import { ConfigurableClasses, TitlePortal } from 'react-admin';
import { afterNextPaint } from '../../platform/components/useAfterPaint';

/**
 * The page title in the header (§2): react-admin's title portal as the page's h1, on one line that gives way before any
 * header control and ends in an ellipsis (§9 phones: a long title, an order number), with the whole title as the
 * h1's tooltip while it is cut.
 */
export function AppBarTitle() {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const heading = ref.current;
    if (!heading) return;
    // Pages portal their title into the h1 whenever they like, and the header's width follows the screen: both watched.
    const update = () => {
      // innerText: kept-alive screens leave their hidden titles in the h1 too; only the shown one counts.
      if (heading.scrollWidth > heading.clientWidth) heading.title = heading.innerText;
      else heading.removeAttribute('title');
    };
    // Measured after the next paint, when the layout is done anyway: measured as the new page's title came in (a
    // mutation, in the commit of a navigation), it forced the whole page's layout before its first paint (issue 32:
    // ~8 ms of a menu navigation).
    let pending: (() => void) | undefined;
    const afterPaint = () => {
      pending ??= afterNextPaint(() => {
        pending = undefined;
        update();
      });
    };
    const mutations = new MutationObserver(afterPaint);
    mutations.observe(heading, { childList: true, subtree: true, characterData: true });
    const resizes = new ResizeObserver(afterPaint);
    resizes.observe(heading);
    return () => {
      mutations.disconnect();
      resizes.disconnect();
      pending?.();
    };
  }, []);
  return (
    <TitlePortal
      ref={ref}
      component="h1"
      sx={{
        minWidth: 0,
        // A page without a title (it draws its own) leaves no empty heading behind.
        '&:empty': { visibility: 'hidden' },
        // text-overflow draws its ellipsis over inline content only: react-admin wraps the title in an inline-block
        // (its Configurable, for a title the user may edit), which was cut as a whole, mid-character, with no ellipsis.
        [`& > .${ConfigurableClasses.root}`]: { display: 'inline' },
      }}
    />
  );
}
