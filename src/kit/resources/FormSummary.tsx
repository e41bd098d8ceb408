import { useGetList, useResourceContext, useTranslate } from 'react-admin';
import { formatFigure } from '../../../vocabulary/format';
import type { LiveFigures } from './liveMaximum';
import { SummaryCards } from './SummaryCards';
import type { SummarySpec } from './types';

/** The list answer's summary: one row asked for, the figures ride along (react-query shares the one call). */
function useListSummary(): Record<string, unknown> | undefined {
  const resource = useResourceContext()!;
  const { meta } = useGetList(resource, { pagination: { page: 1, perPage: 1 } });
  return (meta as { summary?: Record<string, unknown> } | undefined)?.summary;
}

/**
 * Figures of the list's summary above a create form (an add action's `summary`): the withdrawable balance above a
 * withdrawal. Read from the list answer, which whoever may open the form may read; while it loads, or if it fails,
 * the form stands alone.
 */
export function FormSummary({ items }: { items: readonly SummarySpec[] }) {
  const summary = useListSummary();
  return summary ? <SummaryCards items={items} summary={summary} testId="form-summary" /> : null;
}

/**
 * The same figures for a create form's rules (schema `maximumFrom`: a withdrawal no larger than the withdrawable
 * balance), labelled and formatted as the cards show them; those not (yet) loaded are absent.
 */
export function useSummaryFigures(items: readonly SummarySpec[]): LiveFigures {
  const summary = useListSummary();
  const translate = useTranslate();
  const figures: Record<string, LiveFigures[string]> = {};
  for (const item of items) {
    const raw = summary?.[item.name];
    if (raw === undefined || raw === null || raw === '' || !Number.isFinite(Number(raw))) continue;
    const value = Number(raw);
    figures[item.name] = { value, label: translate(item.label), text: formatFigure(value, item.widget) };
  }
  return figures;
}
