import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** Besides navigation, tab switches and a failed module, an open tab asks this often. */
export const CHECK_EVERY_MS = 5 * 60_000;
/** Navigation and tab switches ask at most this often: a busy user clicks through several screens a minute. */
export const MIN_GAP_MS = 60_000;

/** current: nothing to say; newRelease: a newer release is out, this tab still works; moduleFailed: part of it did not load. */
export type ReleaseStatus = 'current' | 'newRelease' | 'moduleFailed';

export interface ReleaseWatchOptions {
  /** The release this tab runs (undefined: an unnamed build, nothing to compare with). */
  running: string | undefined;
  /** Asks the server which release it serves now. */
  published: () => Promise<string | undefined>;
}

/**
 * Watches for a release newer than the one this tab loaded: on navigation, when the tab becomes visible again, every
 * few minutes, and at once when a lazy module fails to load (after a release the old tab's chunks may be gone).
 */
export function useReleaseWatch({ running, published }: ReleaseWatchOptions): ReleaseStatus {
  const [newRelease, setNewRelease] = useState(false);
  const [moduleFailed, setModuleFailed] = useState(false);
  const check = useRef<(force: boolean) => void>(() => undefined);
  const { pathname } = useLocation();

  useEffect(() => {
    if (!running) return undefined;
    let disposed = false;
    let askedAt = -Infinity;
    check.current = (force) => {
      const now = Date.now();
      if (!force && now - askedAt < MIN_GAP_MS) return;
      askedAt = now;
      void published().then((release) => {
        if (!disposed && release !== undefined && release !== running) setNewRelease(true);
      });
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') check.current(false);
    };
    // Vite fires this when a lazy module (or one it preloads) fails to load. The import still rejects — the screen
    // fails visibly instead of rendering from a module that is not there — and the notice offers the reload.
    const onModuleFailed = () => {
      setModuleFailed(true);
      check.current(true);
    };
    const timer = setInterval(() => check.current(false), CHECK_EVERY_MS);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('vite:preloadError', onModuleFailed);
    return () => {
      disposed = true;
      check.current = () => undefined;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('vite:preloadError', onModuleFailed);
    };
  }, [running, published]);

  useEffect(() => check.current(false), [pathname]);

  return moduleFailed ? 'moduleFailed' : newRelease ? 'newRelease' : 'current';
}
