import { useQuery } from '@tanstack/react-query';
import { useAuthProvider } from 'react-admin';
import type { AppAuthProvider } from './authProvider';

export interface AccessCheck {
  resource: string;
  action: string;
}

/**
 * The one access check (authProvider.canAccess) for several resource/action pairs at once: an answer per pair, or
 * undefined while the user info is on its way. Answered at once once the role is known, so a screen draws what the
 * account may use in its first pass instead of drawing it and taking it away (§6); react-admin's refresh after
 * changed grants (useGrantRefresh) asks again.
 */
export function useCanAccessEach(checks: readonly AccessCheck[]): boolean[] | undefined {
  const authProvider = useAuthProvider() as Partial<AppAuthProvider> | undefined;
  const { data } = useQuery({
    queryKey: ['canAccessEach', checks.map(({ resource, action }) => `${resource}:${action}`)],
    queryFn: async () =>
      authProvider?.canAccess
        ? Promise.all(checks.map((check) => authProvider.canAccess!(check)))
        : checks.map(() => true),
    initialData: () => {
      if (!authProvider?.canAccessNow) return undefined;
      const now = checks.map((check) => authProvider.canAccessNow!(check));
      return now.every((answer): answer is boolean => answer !== undefined) ? now : undefined;
    },
  });
  return data;
}

/** Whether the account may do any of these actions on a resource: true, false, or undefined while not yet known. */
export function useCanAccessAny(resource: string, actions: readonly string[]): boolean | undefined {
  const answers = useCanAccessEach(actions.map((action) => ({ resource, action })));
  return answers?.some(Boolean);
}
