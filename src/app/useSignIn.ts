import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuthProvider, useNotificationContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { LoginParams } from '../platform/providers/authProvider';
import { justSignedIn } from '../platform/providers/justSignedIn';

/**
 * Logs in, then drops every cached query before entering the console: react-admin's useLogin only refreshes
 * permissions, so the "not authenticated" answer cached while the login page was shown would send the user straight
 * back, and the previous account's menus and data could linger in the same tab (§4).
 */
export function useSignIn(afterLogin: string) {
  const authProvider = useAuthProvider();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { resetNotifications } = useNotificationContext();
  return useCallback(
    async (params: LoginParams) => {
      await authProvider!.login(params);
      resetNotifications();
      justSignedIn.mark();
      // Every query back to its initial state (a previous account's data included); the active ones refetch first.
      await queryClient.resetQueries();
      navigate(afterLogin, { replace: true });
    },
    [authProvider, queryClient, navigate, resetNotifications, afterLogin],
  );
}
