import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { permissionsStale } from '../../providers/sessionEvents';

/**
 * When the upstream refuses what the user info allowed (a 403 after an administrator changed the grants), the auth
 * provider drops its user info; this re-asks every permission question on screen — menu, buttons, the access gate —
 * which loads the user info once more (§6: menus and buttons follow the server without a reload).
 */
export function useGrantRefresh(): void {
  const queryClient = useQueryClient();
  useEffect(() => permissionsStale.listen(() => void queryClient.invalidateQueries({ queryKey: ['auth'] })), [queryClient]);
}
