import Stack from '@mui/material/Stack';
import { useWatch } from 'react-hook-form';
import { RANGE_LAYOUT, useRangeLabels } from '../components/rangeLabels';
import { PickerInput } from './PickerInput';

/**
 * Two day pickers writing `<source>.from` and `<source>.to` into the filter values; the dataProvider turns them into
 * the upstream's pair of parameters (e.g. start_time, end_time). MUI X's one-field range picker is a paid plan, so
 * the range is two fields, each refusing days on the wrong side of the other. `autoFocus` names the end the user
 * reached for on the stand-in before the pickers were mounted (fields/components/DateRangeStandIn).
 */
export function DateRangePickers({ source, autoFocus }: { source: string; autoFocus?: 'from' | 'to' }) {
  const labels = useRangeLabels(source);
  const [from, to] = useWatch({ name: [`${source}.from`, `${source}.to`] });
  return (
    <Stack {...RANGE_LAYOUT} data-testid={`range-${source}`}>
      <PickerInput
        kind="date"
        source={`${source}.from`}
        label={labels.from}
        helperText={false}
        maxDate={to}
        autoFocus={autoFocus === 'from'}
      />
      <PickerInput
        kind="date"
        source={`${source}.to`}
        label={labels.to}
        helperText={false}
        minDate={from}
        autoFocus={autoFocus === 'to'}
      />
    </Stack>
  );
}
