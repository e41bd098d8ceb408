import { useFieldValue, useTranslate, type FieldProps } from 'react-admin';
import Typography from '@mui/material/Typography';
import type { FieldSpec } from '../../resources/types';

/** An enum value shown as its translated label (widgets `select`, `hallType`). */
export function ChoiceTextField({ spec }: FieldProps & { spec: FieldSpec }) {
  const value = useFieldValue({ source: spec.source });
  const translate = useTranslate();
  if (value === undefined || value === null || value === '') return null;
  const choice = spec.choices?.find((c) => c.id === value);
  return (
    <Typography component="span" variant="body2">
      {choice ? translate(choice.name) : String(value)}
    </Typography>
  );
}
