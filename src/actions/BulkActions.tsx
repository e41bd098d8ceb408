import { BulkDeleteWithConfirmButton, CanAccess, useListContext, useResourceContext } from 'react-admin';
import type { ActionSpec } from '../resources/types';
import { CallActionButton } from './CallActionButton';

/** Buttons on selected rows; each gated by the user's permission for the action (§6). */
export function BulkActions({ actions }: { actions: readonly ActionSpec[] }) {
  const { selectedIds, onUnselectItems } = useListContext();
  const resource = useResourceContext()!;
  return (
    <>
      {actions
        .filter((a) => a.place === 'bulk')
        .map((action) =>
          action.builtin && action.name === 'delete' ? (
            <CanAccess key={action.name} action="delete" resource={resource}>
              <BulkDeleteWithConfirmButton mutationMode="pessimistic" />
            </CanAccess>
          ) : (
            <CanAccess key={action.name} action={action.access} resource={resource}>
              <CallActionButton action={action} ids={selectedIds} onDone={() => onUnselectItems()} />
            </CanAccess>
          ),
        )}
    </>
  );
}
