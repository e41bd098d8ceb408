import { useEffect } from 'react';
import { useAnyRequest } from './useAnyRequest';

/**
 * Calls `then` once no query is fetching: the screen shown has its data. Render it only until it has called: subscribed
 * to every query's fetching state, it would otherwise render again at each request of every later screen (issue 32, §9).
 */
export function WhenNothingFetches({ then }: { then: () => void }) {
  const busy = useAnyRequest();
  useEffect(() => {
    if (!busy) then();
  }, [busy, then]);
  return null;
}
