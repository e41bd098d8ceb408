import type { QueryClient } from '@tanstack/react-query';
import type { AppAuthProvider } from './authProvider';

/** ra-core's usePermissions cache key, with the empty params react-admin's own routes ask with. */
export const PERMISSIONS_QUERY_KEY = ['auth', 'getPermissions', {}] as const;

/**
 * Issue 13: react-admin's routes register every resource once its permissions query has answered, and again (each
 * definition dropped and added back) when it answers after the first render — every reader of the resource
 * definitions (list rows, buttons, the menu) is then drawn again before the first screen can be painted. The role
 * the permissions are is known before that render (boot.ts waits for the opening list, which waits for the user
 * info): it is put in that query's place as it comes, so the first render has it. It waits for the user info
 * without asking for it: a failed one stays the business of react-admin's checkAuth (its logout with the §4 notice),
 * and leaves this query to ask as react-admin means it to.
 */
export function answerPermissionsEarly(queryClient: QueryClient, authProvider: Pick<AppAuthProvider, 'roleOnceKnown'>): void {
  void authProvider.roleOnceKnown().then((role) => {
    if (role !== undefined && queryClient.getQueryData(PERMISSIONS_QUERY_KEY) === undefined) queryClient.setQueryData(PERMISSIONS_QUERY_KEY, role);
  });
}
