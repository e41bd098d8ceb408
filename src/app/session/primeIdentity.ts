import type { QueryClient } from '@tanstack/react-query';
import type { AppAuthProvider } from '../../platform/providers/authProvider';

/** react-admin's cache key for getIdentity (ra-core's useGetIdentity); primeIdentity.test.tsx fails if it moves. */
export const IDENTITY_QUERY_KEY = ['auth', 'getIdentity'];

/**
 * Puts the signed-in account into react-admin's query cache as soon as the user info the console loads anyway is in,
 * so the console's first render knows it: the header's name, and the account's own tabs (§2 multi-tab), which open
 * only once the account is known. Asked for by react-admin itself, from an effect, it came about 240 ms after the first
 * rows in a browser test's run (issue 13: effects now run after the first paint), and a link followed in between
 * opened no tab for the screen left. Never asks for the user info itself: its failure is the login flow's (§4).
 */
export function primeIdentity(
  queryClient: QueryClient,
  authProvider: Pick<AppAuthProvider, 'identityOnceKnown'>,
): Promise<void> {
  return authProvider.identityOnceKnown().then(
    (identity) => {
      if (identity && queryClient.getQueryData(IDENTITY_QUERY_KEY) === undefined)
        queryClient.setQueryData(IDENTITY_QUERY_KEY, identity);
    },
    () => undefined,
  );
}
