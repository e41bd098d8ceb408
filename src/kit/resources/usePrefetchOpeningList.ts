import { useQueryClient } from '@tanstack/react-query';
import { useAuthProvider, useDataProvider, useEvent } from 'react-admin';
import type { AppAuthProvider } from '../../platform/providers/authProvider';
import { prefetchOpeningList } from './openingList';

/**
 * prefetchOpeningList with this console's query cache and providers: asks for (or joins) the first page of the list
 * an address opens. Undefined without the console's auth provider (nothing is asked for then).
 */
export function usePrefetchOpeningList(): (address: string) => Promise<void> | undefined {
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider();
  const authProvider = useAuthProvider() as Partial<AppAuthProvider> | undefined;
  return useEvent((address: string) => {
    const canAccessOnceKnown = authProvider?.canAccessOnceKnown;
    return canAccessOnceKnown
      ? prefetchOpeningList({ queryClient, dataProvider, authProvider: { canAccessOnceKnown } }, address)
      : undefined;
  });
}
