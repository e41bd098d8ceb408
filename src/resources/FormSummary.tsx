import { useGetList, useResourceContext } from 'react-admin';
import { SummaryCards } from './SummaryCards';
import type { SummarySpec } from './types';

/**
 * Figures of the list's summary above a create form (an add action's `summary`): the withdrawable balance above a
 * withdrawal. Read from the list answer — one row asked for, the figures ride along — which whoever may open the form
 * may read; while it loads, or if it fails, the form stands alone.
 */
export function FormSummary({ items }: { items: readonly SummarySpec[] }) {
  const resource = useResourceContext()!;
  const { meta } = useGetList(resource, { pagination: { page: 1, perPage: 1 } });
  const summary = (meta as { summary?: Record<string, unknown> } | undefined)?.summary;
  return summary ? <SummaryCards items={items} summary={summary} testId="form-summary" /> : null;
}
