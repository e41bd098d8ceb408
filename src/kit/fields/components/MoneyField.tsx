import { useFieldValue, type FieldProps } from 'react-admin';
import Typography from '@mui/material/Typography';
import { formatMoney } from '../../../../vocabulary/format';

/** Yuan with 2 decimals (§9 number formatter), right-aligned in lists. */
export function MoneyField({ source }: FieldProps & { source: string }) {
  const value = useFieldValue({ source });
  if (value === undefined || value === null || value === '') return null;
  return (
    <Typography component="span" variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
      {formatMoney(Number(value))}
    </Typography>
  );
}
