import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { CanAccess, DataTable, ListBase, useTranslate, type SortPayload } from 'react-admin';

/**
 * The newest records of another resource, for accounts that may open its list (§6: no request for anyone else),
 * with that resource's own columns.
 */
export function RecentTable({ resource, label, limit, sort, children }: { resource: string; label: string; limit: number; sort?: SortPayload; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <CanAccess resource={resource} action="list">
      <Card variant="outlined" data-table={resource}>
        <CardContent>
          <Typography variant="subtitle1" component="h2" gutterBottom>
            {translate(label)}
          </Typography>
          <ListBase resource={resource} perPage={limit} sort={sort} disableSyncWithLocation disableAuthentication storeKey={false}>
            <DataTable bulkActionButtons={false} rowClick={false}>
              {children}
            </DataTable>
          </ListBase>
        </CardContent>
      </Card>
    </CanAccess>
  );
}
