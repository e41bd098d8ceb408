import { usePermissions } from 'react-admin';
import { canAccess } from '../providers/accessControl';
import { consolePolicy } from '../providers/consolePolicy';
import type { DerivedRole } from '../providers/userInfo';
import { homePath } from './home';

/** This account's home (home.ts), asked of the access-control function the menu and the routes ask (§6, §1). */
export function useHomePath(): string {
  const { permissions: role } = usePermissions<DerivedRole | null>();
  return homePath((path) => canAccess(role ?? undefined, consolePolicy, path, 'list'));
}
