import { useCallback, useEffect, useState } from 'react';
import { whenIdle } from '../../platform/components/whenIdle';
import { WhenNothingFetches } from '../../platform/components/WhenNothingFetches';
import { styleCache } from '../../platform/skin/styleCache';
import { saveStyleSnapshot } from '../../platform/skin/styleSnapshot';

/**
 * Issue 32 (§9, repeat visit): once the first screen has its data and the browser is idle, the CSS drawn so far is
 * kept for the next visit's first screen (platform/skin/styleSnapshot.ts). Once per sign-in: what a reopening draws
 * first is what this visit drew first.
 */
export function KeepStyleSnapshot() {
  const [settled, setSettled] = useState(false);
  const settle = useCallback(() => setSettled(true), []);
  useEffect(() => (settled ? whenIdle(() => saveStyleSnapshot(styleCache)) : undefined), [settled]);
  return settled ? null : <WhenNothingFetches then={settle} />;
}
