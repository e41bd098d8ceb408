import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, type ComponentProps } from 'react';

/**
 * Issue 32 (§9): inputs no list's first rows draw are chunks of their own, loaded when a form or filter shows one.
 * The record selector brings MUI's Autocomplete, react-admin's reference inputs and the virtual list (about 19 KiB
 * gzip); the picture upload its button and progress. Behind the fields barrel they sat in every first screen's file.
 */
const LazyReferenceSelect = lazy(() =>
  import('./ReferenceSelectInput').then((m) => ({ default: m.ReferenceSelectInput })),
);
const LazyImageUpload = lazy(() => import('./ImageUploadInput').then((m) => ({ default: m.ImageUploadInput })));

/** What a selector or upload shows until its code is in: an outlined input's size, so the form does not move. */
const placeholder = (width: number | string) => <Skeleton variant="rounded" width={width} height={40} />;

/** Widget `reference` (inputs and filters): see ReferenceSelectInput. */
export function ReferenceSelectInput(props: ComponentProps<typeof LazyReferenceSelect>) {
  return (
    <Suspense fallback={placeholder(220)}>
      <LazyReferenceSelect {...props} />
    </Suspense>
  );
}

/** Widget `image` (inputs): see ImageUploadInput. */
export function ImageUploadInput(props: ComponentProps<typeof LazyImageUpload>) {
  return (
    <Suspense fallback={placeholder('100%')}>
      <LazyImageUpload {...props} />
    </Suspense>
  );
}
