import { useFieldValue, type FieldProps } from 'react-admin';
import { EllipsisText } from './EllipsisText';

export interface EllipsisFieldProps extends FieldProps {
  /** Display columns (§9: non-ASCII counts 2). */
  maxWidth?: number;
}

/** A table cell that keeps long text to one short line, the rest in a tooltip (§9 text ellipsis). */
export function EllipsisField({ maxWidth, ...props }: EllipsisFieldProps) {
  const value = useFieldValue(props);
  if (value === undefined || value === null || value === '') return null;
  return <EllipsisText text={String(value)} maxWidth={maxWidth} />;
}
