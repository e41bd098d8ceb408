import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { CanAccess, ListBase, useTranslate, type SortPayload } from 'react-admin';
import { ListTable } from '../ListTable';

/**
 * The newest records of another resource, for accounts that may open its list (§6: no request for anyone else),
 * with that resource's own columns.
 */
export function RecentTable({
  resource,
  label,
  limit,
  sort,
  children,
}: {
  resource: string;
  label: string;
  limit: number;
  sort?: SortPayload;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <CanAccess resource={resource} action="list">
      <Card variant="outlined" data-table={resource}>
        <CardContent sx={{ px: { xs: 1, sm: 2 } }}>
          <Typography variant="subtitle1" component="h2" gutterBottom>
            {translate(label)}
          </Typography>
          <ListBase
            resource={resource}
            perPage={limit}
            sort={sort}
            disableSyncWithLocation
            disableAuthentication
            storeKey={false}
          >
            {/* Cards below 576 px, like the lists (§9). */}
            <ListTable bulkActionButtons={false} rowClick={false}>
              {children}
            </ListTable>
          </ListBase>
        </CardContent>
      </Card>
    </CanAccess>
  );
}
