import { createContext, useContext, type ReactNode } from 'react';
import { reactRouterProvider, type RouterProvider as AdminRouterProvider, type RouterWrapperProps } from 'react-admin';
import { createHashRouter, RouterProvider, useInRouterContext } from 'react-router-dom';

type HashRouter = ReturnType<typeof createHashRouter>;

/** What react-admin hands its router to render: the router itself is made once, its content follows. */
const RoutedContent = createContext<ReactNode>(null);
const Routed = () => <>{useContext(RoutedContent)}</>;

let router: HashRouter | undefined;

/**
 * The console's hash router (§2 addresses), made once for the page: react-admin's own makes a new router whenever it
 * renders, and renders react-router's provider with its defaults.
 */
function consoleRouter(basename?: string): HashRouter {
  router ??= createHashRouter([{ path: '*', element: <Routed /> }], { basename });
  return router;
}

/**
 * Issue 13: react-router wraps every router update in a transition unless told not to, and React renders a
 * transition in 5 ms slices with the browser's other work between them: a list → list navigation rendered its
 * ~1,130 components over ~50 ms of wall time for ~40 ms of work, and react-router's `flushSync` option does not reach
 * the update that completes a navigation without loaders. Without transitions a navigation renders in one pass. What
 * a transition gave — the old screen kept while the new one's module loads — the menu keeps by waiting a moment for
 * it (resources/useFollowWithPage.ts); elsewhere react-admin's layout shows its loading indicator in the page, as a
 * stock react-admin app does.
 */
function ConsoleRouter({ basename, children }: RouterWrapperProps) {
  // Inside a router already (a test's memory router): that one.
  if (useInRouterContext()) return <>{children}</>;
  return (
    <RoutedContent.Provider value={children}>
      <RouterProvider router={consoleRouter(basename)} useTransitions={false} />
    </RoutedContent.Provider>
  );
}

/** react-admin's react-router adapter, with the console's router. */
export const consoleRouterProvider: AdminRouterProvider = { ...reactRouterProvider, RouterWrapper: ConsoleRouter };
