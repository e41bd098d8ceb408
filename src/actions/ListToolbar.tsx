import { CanAccess, CreateButton, ExportButton, TopToolbar, useResourceContext } from 'react-admin';
import type { ActionSpec } from '../resources/types';
import { CallActionButton } from './CallActionButton';
import { ExportAction } from './ExportAction';

/**
 * The toolbar above a list. react-admin's ExportButton does not check access itself, so every button here
 * goes through CanAccess (§6: an element bound to an action is removed when the permission lacks it).
 */
export function ListToolbar({ actions }: { actions: readonly ActionSpec[] }) {
  const resource = useResourceContext()!;
  return (
    <TopToolbar>
      {actions
        .filter((a) => a.place === 'toolbar')
        .map((action) => {
          if (action.builtin && action.name === 'add') return <CreateButton key={action.name} />;
          return (
            <CanAccess key={action.name} action={action.access} resource={resource}>
              {action.name !== 'export' ? (
                <CallActionButton action={action} />
              ) : action.builtin ? (
                <ExportButton />
              ) : (
                <ExportAction action={action} />
              )}
            </CanAccess>
          );
        })}
    </TopToolbar>
  );
}
