import Box from '@mui/material/Box';
import { useFieldValue, useRecordContext, useResourceContext, useTranslateLabel, type FieldProps } from 'react-admin';

export interface ThumbnailFieldProps extends FieldProps {
  /**
   * The field that names the record (schema `recordLabel`, passed by the generator through the widget table): the
   * image's alt text is its value (the film's title under its poster). Without one, or with an empty value, the
   * field's own label (海报, Poster) — never no alt at all (WCAG 1.1.1; axe image-alt, issue 30 item 17).
   */
  recordLabel?: string;
}

/** An image URL as a small thumbnail (widgets `image` and `upload`). */
export function ThumbnailField({ recordLabel, ...props }: ThumbnailFieldProps) {
  const src = useFieldValue(props);
  const record = useRecordContext(props);
  // useFieldValue reads dotted paths as `source` does; without a record label it reads nothing new.
  const named = useFieldValue({ source: recordLabel ?? '', record: recordLabel ? record : {} });
  const resource = useResourceContext(props);
  const translateLabel = useTranslateLabel();
  if (!src) return null;
  const alt =
    named != null && String(named) !== ''
      ? String(named)
      : String(translateLabel({ label: props.label, source: props.source, resource }));
  return (
    <Box
      component="img"
      src={String(src)}
      alt={alt}
      title={alt}
      sx={{ display: 'block', maxWidth: 64, maxHeight: 64, objectFit: 'cover', m: 0 }}
    />
  );
}
