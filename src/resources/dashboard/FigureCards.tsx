import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useRecordContext, useResourceContext, useTranslateLabel } from 'react-admin';

/** A row of figure cards that wraps on narrow screens. */
export function FigureCards({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>{children}</Box>;
}

/** One figure of the dashboard's record: its field's label above the value shown by the field's own component. */
export function FigureCard({ source, children }: { source: string; children: ReactNode }) {
  const record = useRecordContext();
  const label = useTranslateLabel()({ source, resource: useResourceContext() });
  return (
    <Card variant="outlined" data-figure={source}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h5" component="div" sx={{ mt: 1 }}>
          {record ? children : <Skeleton width="60%" />}
        </Typography>
      </CardContent>
    </Card>
  );
}
