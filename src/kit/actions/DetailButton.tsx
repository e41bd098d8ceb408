import type { MouseEvent, ReactElement } from 'react';
import Visibility from '@mui/icons-material/Visibility';
import { Button, Link, useRecordContext } from 'react-admin';
import { detailPath } from '../../platform/routing/detailPath';

/** Opens the record on its resource's hidden detail route (§2 /cinema/detail/Details?id=…). */
export function DetailButton({
  detailRoute,
  label = 'ra.action.show',
  icon = <Visibility />,
}: {
  detailRoute: string;
  label?: string;
  icon?: ReactElement;
}) {
  const record = useRecordContext();
  if (!record) return null;
  return (
    // react-admin's Button only carries `to`; the link is its component's. The row's own click is not this one's.
    <Button
      label={label}
      component={Link}
      to={detailPath(detailRoute, record.id)}
      onClick={(e: MouseEvent) => e.stopPropagation()}
    >
      {icon}
    </Button>
  );
}
