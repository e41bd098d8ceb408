import { lazy, Suspense } from 'react';
import { getUpstreamAsset } from '../../platform/config/upstreamAsset';
import { useCanAccessAny } from '../../platform/providers/useCanAccessAny';
import type { DetailPanelProps } from '../../kit/resources/detail/DetailPanels';
import { fetchHistory } from './historyQuery';

// The history's code loads with the first detail screen that shows one, never with a list (issue 32: first-row JS).
// Its request goes through the request core the console's file already holds, handed in (fetchHistory): imported
// from the lazy file, that core would be split into a file of its own on the cold path (coldLoad.spec).
const RecordHistory = lazy(() => import('./RecordHistory'));

/**
 * The history under a record's detail, or nothing: nothing when the profile declares no history call (item 9: no
 * empty panel, no request), and nothing for an account not granted the operation log, which the upstream would
 * refuse anyway.
 */
export function RecordHistoryPanel(props: DetailPanelProps) {
  const history = getUpstreamAsset().profile.history;
  const allowed = useCanAccessAny(history?.log ?? props.resource, ['query']);
  if (!history || !allowed) return null;
  return (
    <Suspense fallback={null}>
      <RecordHistory {...props} history={history} fetchHistory={fetchHistory} />
    </Suspense>
  );
}
