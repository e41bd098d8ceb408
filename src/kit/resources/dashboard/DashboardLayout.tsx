import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Title, useGetIdentity, useResourceContext, useTranslate } from 'react-admin';
import { greetingOf } from './greeting';

/**
 * The dashboard's column: the greeting by the hour (§9) above its cards, charts and tables, under the page title in
 * the header as every other screen has (resources.<name>.title).
 */
export function DashboardLayout({ greeting = false, children }: { greeting?: boolean; children: ReactNode }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const { identity } = useGetIdentity();
  return (
    <Stack spacing={2} sx={{ p: 2 }} data-testid="dashboard">
      {resource ? <Title title={`resources.${resource}.title`} /> : null}
      {greeting ? (
        <Typography variant="h6" component="p" data-testid="greeting">
          {translate(`app.greeting.${greetingOf(new Date().getHours())}`, { name: identity?.fullName ?? '' })}
        </Typography>
      ) : null}
      {children}
    </Stack>
  );
}
