import { lazy, Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
import type { SeriesChartProps } from './SeriesChart';

const SeriesChart = lazy(() => import('./SeriesChart'));

/** The chart, loaded on first use; a placeholder of its size until then. */
export function LazySeriesChart(props: SeriesChartProps) {
  return (
    <Suspense fallback={<Skeleton variant="rectangular" height={props.height ?? 280} />}>
      <SeriesChart {...props} />
    </Suspense>
  );
}
