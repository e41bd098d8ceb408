import { ImageField, type ImageFieldProps } from 'react-admin';

/** An image URL as a small thumbnail (widget `image`). */
export function ThumbnailField(props: ImageFieldProps) {
  return <ImageField {...props} sx={{ '& img': { maxWidth: 64, maxHeight: 64, objectFit: 'cover', m: 0 } }} />;
}
