import Stack from '@mui/material/Stack';
import { DateInput, useResourceContext, useTranslate, useTranslateLabel } from 'react-admin';

/**
 * Two date inputs writing `<source>.from` and `<source>.to` into the filter values; the dataProvider turns
 * them into the upstream's pair of parameters (e.g. start_time, end_time).
 */
export function DateRangeFilter({ source }: { source: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  const name = useTranslateLabel()({ source, resource: useResourceContext() });
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <DateInput source={`${source}.from`} label={`${name} ${translate('app.filter.from')}`} helperText={false} />
      <DateInput source={`${source}.to`} label={`${name} ${translate('app.filter.to')}`} helperText={false} />
    </Stack>
  );
}
