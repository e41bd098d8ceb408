import { useResourceContext } from 'react-admin';
import { useCanAccessAny } from '../../platform/providers/useCanAccessAny';

/**
 * Whether the list's rows offer the account any button (§6: an element bound to an action the permission lacks is
 * removed): the §3 keys of the list's row actions, any one held. A list draws its actions column (操作) only then,
 * so an account that may only look never sees a header over empty cells.
 */
export function useRowActionsAllowed(actions: readonly string[]): boolean {
  const resource = useResourceContext()!;
  return useCanAccessAny(resource, actions) === true;
}
