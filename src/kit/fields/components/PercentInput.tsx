import InputAdornment from '@mui/material/InputAdornment';
import { NumberInput, type NumberInputProps } from 'react-admin';
import { fromPercent, toPercent } from '../../../../vocabulary/format';

const adornment = { input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } };

/**
 * A share typed in percent points with a % sign (widget `percent`). With `base` 1 the user still types 12.5 and the
 * record holds 0.125; the form rules (0–100 %, from the schema's model) check the stored value.
 */
export function PercentInput({ base = 100, ...props }: NumberInputProps & { base?: 100 | 1 }) {
  const converts = base !== 100;
  return (
    <NumberInput
      step="any"
      slotProps={adornment}
      {...props}
      format={converts ? (v: unknown) => (typeof v === 'number' ? toPercent(v, base) : (v as string)) : undefined}
      parse={converts ? (v: string) => (v === '' || v === null ? null : fromPercent(Number(v), base)) : undefined}
    />
  );
}
