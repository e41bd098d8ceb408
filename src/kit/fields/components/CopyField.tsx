import Box from '@mui/material/Box';
import { useFieldValue, type FieldProps } from 'react-admin';
import { CopyButton } from './CopyButton';

/** A value with a copy button beside it (order numbers, ids): §8 copy success / failure messages. */
export function CopyField(props: FieldProps) {
  const value = useFieldValue(props);
  if (value === undefined || value === null || value === '') return null;
  const text = String(value);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
      <span>{text}</span>
      <CopyButton text={text} />
    </Box>
  );
}
