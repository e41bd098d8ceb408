import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNotify, usePermissions } from 'react-admin';
import type { DerivedRole } from '../../platform/providers/userInfo';
import { userMessage } from '../../platform/providers/upstreamError';
import { fetchNotices, type Notice } from './api';

/** Whose notices these are: the signed-in account (from the role getInfo gave). */
export function useAccount(): string | undefined {
  const { permissions: role } = usePermissions<DerivedRole | null>();
  return role?.username || undefined;
}

/**
 * The newest notices, fetched once per sign-in and shared by the popup and the bell. A failure is said once
 * (§8: the gateway's msg) and not retried in a loop: notices are not worth a storm of toasts.
 */
export function useNotices(): { account: string | undefined; notices: readonly Notice[] } {
  const account = useAccount();
  const notify = useNotify();
  const query = useQuery({
    queryKey: ['ccs.notices', account],
    queryFn: ({ signal }) => fetchNotices(signal),
    enabled: account !== undefined,
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const told = useRef<unknown>(undefined);
  useEffect(() => {
    if (query.error && told.current !== query.error) {
      told.current = query.error;
      notify(userMessage(query.error), { type: 'error' });
    }
  }, [query.error, notify]);
  return { account, notices: query.data ?? [] };
}
