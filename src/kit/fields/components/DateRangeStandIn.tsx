import Event from '@mui/icons-material/Event';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useContext } from 'react';
import { useWatch } from 'react-hook-form';
import { ListContext } from 'react-admin';
import { valueAt } from '../../../../vocabulary/paths';
import { RANGE_LAYOUT, useRangeLabels } from './rangeLabels';

export type RangeEnd = 'from' | 'to';

/**
 * What a date range filter shows until its MUI X pickers are mounted (lazyPickers' DateRangeFilter): two plain text
 * fields with the same labels, values and calendar mark, read-only. Reaching for one (focus, by pointer or Tab) asks
 * for the pickers at once, naming the end, which the pickers then focus.
 */
export function DateRangeStandIn({ source, onReach }: { source: string; onReach?: (end: RangeEnd) => void }) {
  const labels = useRangeLabels(source);
  // The filter form's value, or the list's: react-admin copies the list's filters into the form only for inputs
  // registered, which the stand-in is not (a list opened with a period in its address shows it here too).
  const list = useContext(ListContext);
  const typed: unknown[] = useWatch({ name: [`${source}.from`, `${source}.to`] });
  const [from, to] = (['from', 'to'] as const).map(
    (end, i) => typed[i] ?? (list ? valueAt(list.filterValues ?? {}, `${source}.${end}`) : undefined),
  );
  const end = (which: RangeEnd, value: unknown) => (
    // A TextField: the theme gives it react-admin's input variant, size and margin, as the pickers are given them
    // (PickerInput), so both are as tall as the other filters.
    <TextField
      label={labels[which]}
      value={typeof value === 'string' ? value : ''}
      onFocus={() => onReach?.(which)}
      // As the pickers draw it: the calendar mark at the end.
      slotProps={{ input: { readOnly: true, endAdornment: <Event color="action" sx={{ mr: '-4px' }} /> } }}
    />
  );
  return (
    <Stack {...RANGE_LAYOUT} aria-busy="true">
      {end('from', from)}
      {end('to', to)}
    </Stack>
  );
}
