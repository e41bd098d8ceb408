import { useFieldValue, useLocaleState, type FieldProps } from 'react-admin';
import Typography from '@mui/material/Typography';
import { formatFileSize } from '../../../../vocabulary/fileSize';

/** A size stored in bytes as '358.3 KB' / '1.5 MB' in the console's language (widget `fileSize`), right-aligned in lists. */
export function FileSizeField({ source }: FieldProps & { source: string }) {
  const value = useFieldValue({ source });
  const [locale] = useLocaleState();
  if (value === undefined || value === null || value === '') return null;
  return (
    <Typography component="span" variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
      {formatFileSize(Number(value), locale === 'en' ? 'en' : 'zh-CN')}
    </Typography>
  );
}
