import Stack from '@mui/material/Stack';
import { useWatch } from 'react-hook-form';
import { useResourceContext, useTranslate, useTranslateLabel } from 'react-admin';
import { PickerInput } from './PickerInput';

/**
 * Two day pickers writing `<source>.from` and `<source>.to` into the filter values; the dataProvider turns them into
 * the upstream's pair of parameters (e.g. start_time, end_time). MUI X's one-field range picker is a paid plan, so
 * the range is two fields, each refusing days on the wrong side of the other.
 */
export function DateRangePickers({ source }: { source: string }) {
  const translate = useTranslate();
  const name = useTranslateLabel()({ source, resource: useResourceContext() });
  const [from, to] = useWatch({ name: [`${source}.from`, `${source}.to`] });
  return (
    // Side by side from 576 px; below (§9 mobile) one above the other, each the filter form's width.
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }} data-testid={`range-${source}`}>
      <PickerInput kind="date" source={`${source}.from`} label={`${name} ${translate('app.filter.from')}`} helperText={false} maxDate={to} />
      <PickerInput kind="date" source={`${source}.to`} label={`${name} ${translate('app.filter.to')}`} helperText={false} minDate={from} />
    </Stack>
  );
}
