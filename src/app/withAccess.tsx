import { useState, type ComponentType } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useAuthProvider, useResourceContext } from 'react-admin';
import type { AppAuthProvider } from '../platform/providers/authProvider';
import { ForbiddenPage } from './pages/ErrorPage';

export type ViewAction = 'list' | 'show' | 'create' | 'edit';

/** Our own cache entries of the gate's answers (react-admin's canAccess keys are its private business). */
export const ACCESS_QUERY_KEY = 'screenAccess';
const accessQueryKey = (resource: string, action: ViewAction) => [ACCESS_QUERY_KEY, resource, action];

/**
 * A resource screen behind the access check (§6): the 403 page for an account that may not see it, and not a
 * single data request — react-admin's own check redirects, but only after its list query has already fired.
 * The check suspends (rather than rendering a placeholder) so navigation stays one transition with the lazy
 * screen, and the screen's module starts loading at the same time as the check.
 */
export function withAccess(View: ComponentType, action: ViewAction, preload: () => Promise<unknown>): ComponentType {
  const keepsInput = action === 'create' || action === 'edit';
  // Made once: the guard renders again whenever its query's result object changes (a kept screen shown again
  // re-subscribes it), and the same element lets React skip the screen below instead of drawing it all again.
  const screen = <View />;
  const forbidden = <ForbiddenPage />;
  function Guarded() {
    const resource = useResourceContext()!;
    const authProvider = useAuthProvider();
    // Only an early start: when the module cannot load (a release removed it), the lazy screen importing it fails
    // and says so; this copy of the same failure must not become an unhandled rejection.
    preload().catch(() => undefined);
    const { data: allowed } = useSuspenseQuery({
      queryKey: accessQueryKey(resource, action),
      queryFn: async () => (authProvider?.canAccess ? authProvider.canAccess({ action, resource }) : true),
      // Known at once once the user info is in (every navigation after the first screen): no suspense, so the screen
      // renders in the navigation's own pass instead of after a fallback and a second pass (issue 13).
      initialData: () => (authProvider as Partial<AppAuthProvider> | undefined)?.canAccessNow?.({ action, resource }),
    });
    // Grants are re-checked while a screen is open (a 403 reloads the user info). A list or detail follows at once;
    // an open form keeps the answer it opened with, so the refusal of its Save never takes away what was typed.
    const [answerOnOpen] = useState(allowed);
    return (keepsInput ? answerOnOpen : allowed) ? screen : forbidden;
  }
  Guarded.displayName = `withAccess(${action})`;
  return Guarded;
}
