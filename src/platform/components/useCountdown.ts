import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { COUNTDOWN_INTERVAL_MS, nextTickMs, remainingMs } from './countdown';

/**
 * §3/§4 count-down: the time left until `target` (ms since the epoch; undefined = none running) in whole seconds
 * (as ms, rounded up), re-rendering each second, clamped at zero, calling `onEnd` once when it reaches zero (at once
 * for a target already past), and starting afresh whenever the target changes.
 *
 * The clock is read, never counted: every tick asks Date.now() and sleeps only until the shown second changes, so
 * a late timer (a busy or hidden tab) cannot make it drift.
 */
export function useCountdown(target: number | undefined, onEnd?: () => void): number {
  const subscribe = useCallback(
    (changed: () => void) => {
      if (target === undefined) return () => undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const schedule = () => {
        const left = remainingMs(target, Date.now());
        if (left === 0) return;
        timer = setTimeout(() => {
          changed();
          schedule();
        }, nextTickMs(left));
      };
      schedule();
      return () => clearTimeout(timer);
    },
    [target],
  );
  const seconds = useSyncExternalStore(subscribe, () =>
    target === undefined ? 0 : Math.ceil(remainingMs(target, Date.now()) / COUNTDOWN_INTERVAL_MS),
  );
  const endRef = useRef(onEnd);
  useEffect(() => {
    endRef.current = onEnd;
  });
  useEffect(() => {
    if (target !== undefined && seconds === 0) endRef.current?.();
  }, [target, seconds]);
  return seconds * COUNTDOWN_INTERVAL_MS;
}
