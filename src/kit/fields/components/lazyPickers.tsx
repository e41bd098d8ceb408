import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, useState } from 'react';
import { useReadyWhenIdle } from '../../../platform/components/whenIdle';
import type { PickerInputProps } from '../pickers/PickerInput';
import { DateRangeStandIn, type RangeEnd } from './DateRangeStandIn';

/** MUI X pickers and dayjs are a chunk of their own: a screen without a date input never downloads them. */
const pickers = () => import('../pickers');
/** Loads the pickers ahead of need (the console's idle warm-up, features/screenWarmup). */
export const preloadPickers = (): Promise<unknown> => pickers();
const LazyPickerInput = lazy(() => pickers().then((m) => ({ default: m.PickerInput })));
const LazyDateRange = lazy(() => pickers().then((m) => ({ default: m.DateRangePickers })));

const placeholder = <Skeleton variant="rounded" width={220} height={40} />;

type Props = Omit<PickerInputProps, 'kind'>;

/** A day 'YYYY-MM-DD' (widget `date`). */
export function DatePickerInput(props: Props) {
  return (
    <Suspense fallback={placeholder}>
      <LazyPickerInput kind="date" {...props} />
    </Suspense>
  );
}

/** A moment 'YYYY-MM-DD HH:mm:ss' (widget `datetime`). */
export function DateTimePickerInput(props: Props) {
  return (
    <Suspense fallback={placeholder}>
      <LazyPickerInput kind="datetime" {...props} />
    </Suspense>
  );
}

/** A month 'YYYY-MM' (widget `month`: statement periods). */
export function MonthPickerInput(props: Props) {
  return (
    <Suspense fallback={placeholder}>
      <LazyPickerInput kind="month" {...props} />
    </Suspense>
  );
}

/**
 * A date range filter: from and to days (widgets `date`, `datetime`, op `dateRange`). Issue 13: two MUI X fields cost
 * a list screen about 40 ms to mount (their selection sync lays the page out on every render), so a stand-in that
 * reads the same shows first and the pickers take its place once the browser is idle — after the rows have painted —
 * or at once when the user reaches for it.
 */
export function DateRangeFilter({ source }: { source: string; alwaysOn?: boolean }) {
  const [ready, now] = useReadyWhenIdle();
  const [reached, setReached] = useState<RangeEnd>();
  const standIn = (
    <DateRangeStandIn
      source={source}
      onReach={(end) => {
        setReached(end);
        now();
      }}
    />
  );
  if (!ready) return standIn;
  return (
    <Suspense fallback={<DateRangeStandIn source={source} />}>
      <LazyDateRange source={source} autoFocus={reached} />
    </Suspense>
  );
}
