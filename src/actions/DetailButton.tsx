import type { ReactElement } from 'react';
import Visibility from '@mui/icons-material/Visibility';
import { Button, useRecordContext } from 'react-admin';
import { detailPath } from '../routing/detailPath';

/** Opens the record on its resource's hidden detail route (§2 /cinema/detail/Details?id=…). */
export function DetailButton({ detailRoute, label = 'ra.action.show', icon = <Visibility /> }: { detailRoute: string; label?: string; icon?: ReactElement }) {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Button label={label} to={detailPath(detailRoute, record.id)}>
      {icon}
    </Button>
  );
}
