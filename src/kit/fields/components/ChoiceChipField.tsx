import Chip, { type ChipProps } from '@mui/material/Chip';
import { useFieldValue, useTranslate, type FieldProps } from 'react-admin';
import type { Choice } from '../choices';

/** A status value shown as a coloured chip with its translated label (widget `chip`). */
export function ChoiceChipField({ source, choices }: FieldProps & { source: string; choices: readonly Choice[] }) {
  const value = useFieldValue({ source });
  const translate = useTranslate();
  if (value === undefined || value === null || value === '') return null;
  const choice = choices.find((c) => c.id === value);
  return (
    <Chip
      size="small"
      color={(choice?.color ?? 'default') as ChipProps['color']}
      label={choice ? translate(choice.name) : String(value)}
      data-value={String(value)}
    />
  );
}
