import Chip, { type ChipProps } from '@mui/material/Chip';
import { useFieldValue, useTranslate, type FieldProps } from 'react-admin';
import type { FieldSpec } from '../../resources/types';

/** A status value shown as a coloured chip with its translated label (widget `chip`). */
export function ChoiceChipField({ spec }: FieldProps & { spec: FieldSpec }) {
  const value = useFieldValue({ source: spec.source });
  const translate = useTranslate();
  if (value === undefined || value === null || value === '') return null;
  const choice = spec.choices?.find((c) => c.id === value);
  return (
    <Chip
      size="small"
      color={(choice?.color ?? 'default') as ChipProps['color']}
      label={choice ? translate(choice.name) : String(value)}
      data-value={String(value)}
    />
  );
}
