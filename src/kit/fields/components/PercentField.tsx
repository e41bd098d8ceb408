import { useFieldValue, type FieldProps } from 'react-admin';
import Typography from '@mui/material/Typography';
import { formatPercent } from '../../../../vocabulary/format';

/** A share as '12.50%' (widget `percent`); `base` 1 when the upstream stores 0.125 for 12.50 %. */
export function PercentField({ source, base = 100 }: FieldProps & { source: string; base?: 100 | 1 }) {
  const value = useFieldValue({ source });
  if (value === undefined || value === null || value === '') return null;
  return (
    <Typography component="span" variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
      {formatPercent(Number(value), base)}
    </Typography>
  );
}
