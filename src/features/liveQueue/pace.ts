import { useEffect, useRef } from 'react';
import { hasChangeStream, isStreaming, listenForChanges } from './changeStream';
import { usePageVisible } from './pageVisible';

/** Periods without an event after which a list asks anyway, stream or not (an event lost on the way). */
const STREAM_SILENCE = 6;

/**
 * Asks again at a live list's pace while the page is visible and the screen mounted (issue 33): by the change stream
 * when the profile declares one, else by a timer. Hidden (or kept alive in the background: the effect is down), it
 * asks nothing; shown again after at least one period, it asks once at once (the catch-up), then at its pace.
 * The first ask comes `firstAfterMs` after mounting (default: one period — the screen has just asked itself, so
 * opening a list is not followed by a second request). `stream: false` never opens the stream (the menu counts: a
 * connection held open for every signed-in page would be one only the live screens need).
 */
export function usePacedAsk(
  ask: () => void,
  everyMs: number,
  records: string,
  { firstAfterMs = everyMs, stream = true }: { firstAfterMs?: number; stream?: boolean } = {},
): void {
  const visible = usePageVisible();
  const last = useRef<number>(undefined);
  const latestAsk = useRef(ask);
  latestAsk.current = ask;
  useEffect(() => {
    if (!visible) return;
    last.current ??= Date.now() - everyMs + firstAfterMs;
    const run = () => {
      last.current = Date.now();
      latestAsk.current();
    };
    const due = Math.max(0, last.current + everyMs - Date.now());
    // With a change stream its events ask; the timer asks only while the stream is down (refused, cut off).
    const listening = stream && hasChangeStream();
    const stop = listening ? listenForChanges(records, run) : undefined;
    // The first ask after (re)mounting comes early when due early (a catch-up, a first count), stream or not.
    let early = due < everyMs;
    let timer = setTimeout(function tick() {
      if (early || !listening || !isStreaming() || Date.now() - (last.current ?? 0) >= everyMs * STREAM_SILENCE) run();
      early = false;
      timer = setTimeout(tick, everyMs);
    }, due);
    return () => {
      clearTimeout(timer);
      stop?.();
    };
  }, [visible, everyMs, records, firstAfterMs, stream]);
}
