import { useSyncExternalStore } from 'react';

/**
 * Opens a dialog that lives elsewhere (a feature's host, mounted once) from anywhere — a user-menu entry, which
 * closes its menu and so cannot hold the dialog itself. `value` says what to open (undefined = closed).
 */
export function createDialogSwitch<T>() {
  let value: T | undefined;
  const listeners = new Set<() => void>();
  const set = (next: T | undefined) => {
    value = next;
    for (const listener of [...listeners]) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return {
    open: (what: T) => set(what),
    close: () => set(undefined),
    /** What is open, re-rendering when it changes. */
    useValue: (): T | undefined => useSyncExternalStore(subscribe, () => value),
  };
}
