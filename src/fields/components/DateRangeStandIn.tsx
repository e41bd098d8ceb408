import Event from '@mui/icons-material/Event';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTheme } from '@mui/material/styles';
import { useWatch } from 'react-hook-form';
import { RANGE_LAYOUT, useRangeLabels } from './rangeLabels';

export type RangeEnd = 'from' | 'to';

/**
 * What a date range filter shows until its MUI X pickers are mounted (lazyPickers' DateRangeFilter): two plain text
 * fields with the same labels, values and calendar mark, read-only. Reaching for one (focus, by pointer or Tab) asks
 * for the pickers at once, naming the end, which the pickers then focus.
 */
export function DateRangeStandIn({ source, onReach }: { source: string; onReach?: (end: RangeEnd) => void }) {
  const labels = useRangeLabels(source);
  const [from, to] = useWatch({ name: [`${source}.from`, `${source}.to`] });
  const variant = useTheme().components?.MuiTextField?.defaultProps?.variant ?? 'filled';
  const end = (which: RangeEnd, value: unknown) => (
    <TextField
      variant={variant}
      size="medium"
      label={labels[which]}
      value={typeof value === 'string' ? value : ''}
      onFocus={() => onReach?.(which)}
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
