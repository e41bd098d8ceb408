import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetIdentity, useTranslate } from 'react-admin';
import { greetingOf } from './greeting';

/** The dashboard's column: the greeting by the hour (§9) above its cards, charts and tables. */
export function DashboardLayout({ greeting = false, children }: { greeting?: boolean; children: ReactNode }) {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return (
    <Stack spacing={2} sx={{ p: 2 }} data-testid="dashboard">
      {greeting ? (
        <Typography variant="h6" component="p" data-testid="greeting">
          {translate(`app.greeting.${greetingOf(new Date().getHours())}`, { name: identity?.fullName ?? '' })}
        </Typography>
      ) : null}
      {children}
    </Stack>
  );
}
