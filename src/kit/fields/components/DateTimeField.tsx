import { useFieldValue, type FieldProps } from 'react-admin';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../../../vocabulary/format';

/** 'YYYY-MM-DD HH:mm:ss' (or 'YYYY-MM-DD' for dates), whatever form the upstream sent. */
export function DateTimeField({ source, dateOnly = false }: FieldProps & { source: string; dateOnly?: boolean }) {
  const value = useFieldValue({ source });
  if (value === undefined || value === null || value === '') return null;
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {formatDateTime(String(value), dateOnly)}
    </Typography>
  );
}
