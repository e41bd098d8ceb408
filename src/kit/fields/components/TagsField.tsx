import { useFieldValue, type FieldProps } from 'react-admin';
import Stack from '@mui/material/Stack';
import Chip from '@mui/material/Chip';

/** A list of strings (e.g. seats) as small outlined chips. */
export function TagsField({ source }: FieldProps & { source: string }) {
  const value = useFieldValue({ source });
  if (!Array.isArray(value) || value.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {value.map((item) => (
        <Chip key={String(item)} size="small" variant="outlined" label={String(item)} />
      ))}
    </Stack>
  );
}
