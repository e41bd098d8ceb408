/**
 * The runtime files (config.json, upstream.json) are asked for by a script inlined in index.html, before any module
 * loads (vite.config.ts); the loaders take those requests here, once, or ask themselves when there is none (tests).
 */
export interface EarlyRequest {
  /** The script index.html runs: the file is asked for at once, its promise left on `window`. */
  inline(): string;
  /** The request the script left, taken once; undefined outside a browser or when the script did not run. */
  take(): Promise<Response> | undefined;
}

export function earlyRequest(slot: string, file: string, cache: RequestCache): EarlyRequest {
  return {
    inline: () => `window.${slot}=fetch('${file}',{cache:'${cache}'});`,
    take() {
      if (typeof window === 'undefined') return undefined;
      const slots = window as unknown as Record<string, Promise<Response> | undefined>;
      const early = slots[slot];
      delete slots[slot];
      return early;
    },
  };
}
