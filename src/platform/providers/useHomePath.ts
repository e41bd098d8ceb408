import { usePermissions } from 'react-admin';
import { canAccess } from './accessControl';
import { consolePolicy } from './consolePolicy';
import type { DerivedRole } from './userInfo';
import { homePath } from '../routing/home';

/** This account's home (home.ts), asked of the access-control function the menu and the routes ask (§6, §1). */
export function useHomePath(): string {
  const { permissions: role } = usePermissions<DerivedRole | null>();
  return homePath((path) => canAccess(role ?? undefined, consolePolicy, path, 'list'));
}
