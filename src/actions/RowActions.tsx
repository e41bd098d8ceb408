import Stack from '@mui/material/Stack';
import Visibility from '@mui/icons-material/Visibility';
import { Button, CanAccess, DeleteWithConfirmButton, EditButton, ShowButton, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import type { ActionSpec } from '../resources/types';
import { detailPath } from '../routing/detailPath';
import { CallActionButton } from './CallActionButton';

/** The row's buttons. Each exists only when the user's permission for this route holds the action (§6). */
export function RowActions({ actions, detailRoute }: { actions: readonly ActionSpec[]; label?: string; detailRoute?: string }) {
  const record = useRecordContext();
  const resource = useResourceContext()!;
  const translate = useTranslate();
  if (!record) return null;
  const visible = actions.filter((a) => a.place === 'row' && (!a.visibleWhen || record[a.visibleWhen.field] === a.visibleWhen.equals));
  return (
    <Stack direction="row" spacing={0.5} onClick={(e) => e.stopPropagation()} sx={{ justifyContent: 'flex-end' }}>
      {visible.map((action) => {
        if (action.builtin && action.name === 'get') {
          return detailRoute ? (
            <CanAccess key={action.name} action="get" resource={resource}>
              <Button label="ra.action.show" to={detailPath(detailRoute, record.id)}>
                <Visibility />
              </Button>
            </CanAccess>
          ) : (
            <ShowButton key={action.name} />
          );
        }
        if (action.builtin && action.name === 'edit') return <EditButton key={action.name} />;
        if (action.builtin && action.name === 'delete') {
          // react-admin's delete button does not ask canAccess itself (its edit and show buttons do).
          return (
            <CanAccess key={action.name} action="delete" resource={resource}>
              <DeleteWithConfirmButton mutationMode="pessimistic" confirmContent={action.confirm ? translate(action.confirm) : undefined} />
            </CanAccess>
          );
        }
        return (
          <CanAccess key={action.name} action={action.access} resource={resource}>
            <CallActionButton action={action} />
          </CanAccess>
        );
      })}
    </Stack>
  );
}
