import { useListContext } from 'react-admin';
import { SummaryCards } from './SummaryCards';
import type { SummarySpec } from './types';

/** Figures the list answer carries beside its rows (e.g. credit, daicredit), shown above the list (§7). */
export function ListSummary({ items }: { items: readonly SummarySpec[] }) {
  const { meta } = useListContext();
  const summary = (meta as { summary?: Record<string, unknown> } | undefined)?.summary;
  return summary ? <SummaryCards items={items} summary={summary} /> : null;
}
