import { useEffect } from 'react';
import { useRefresh } from 'react-admin';
import { permissionsStale } from '../../platform/providers/sessionEvents';

/**
 * When the upstream refuses what the user info allowed (a 403 after an administrator changed the grants), the auth
 * provider drops its user info; this asks react-admin to refresh every query on screen — menu, buttons, the access
 * gate, the data — which loads the user info once more (§6: menus and buttons follow the server without a reload).
 */
export function useGrantRefresh(): void {
  const refresh = useRefresh();
  useEffect(() => permissionsStale.listen(refresh), [refresh]);
}
