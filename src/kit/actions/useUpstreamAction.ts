import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { userMessage } from '../../platform/providers/upstreamError';

export interface UpstreamActionOptions {
  /** i18n key (and its arguments) of the success notification; none = no notification. */
  success?: { message: string; args?: Record<string, unknown> };
  /** Reload the screen's data afterwards (the action changed records). */
  refresh?: boolean;
}

/**
 * The one way a button calls the upstream and shows the outcome: running while it waits, a success notice, the
 * upstream's own message on failure (§8) — never a developer's — and a refresh when records changed.
 */
export function useUpstreamAction() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [running, setRunning] = useState(false);
  const run = async <T>(call: () => Promise<T>, options: UpstreamActionOptions = {}): Promise<T | undefined> => {
    setRunning(true);
    try {
      const result = await call();
      if (options.success) notify(options.success.message, { type: 'success', messageArgs: options.success.args });
      if (options.refresh) refresh();
      return result;
    } catch (error) {
      notify(userMessage(error), { type: 'error' });
      return undefined;
    } finally {
      setRunning(false);
    }
  };
  return { run, running };
}
