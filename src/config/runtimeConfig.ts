import { parseConfig } from './configSchema';
import { ConfigError, defaultConfig, type ConsoleConfig } from './configTypes';

export { ConfigError, defaultConfig, type ConsoleConfig } from './configTypes';

let current: ConsoleConfig = defaultConfig;

export function setConfig(config: ConsoleConfig): void {
  current = config;
}

export function getConfig(): ConsoleConfig {
  return current;
}

/** Where index.html's inline script leaves its config.json request (vite.config.ts), for loadConfig to take once. */
export const EARLY_CONFIG_SLOT = '__ccsConfigRequest';

/** The script index.html runs right after the token strip: config.json is asked for before any module loads. */
export const inlineConfigRequest = () => `window.${EARLY_CONFIG_SLOT}=fetch('config.json',{cache:'no-store'});`;

function takeEarlyConfigRequest(): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const slot = window as unknown as Record<string, Promise<Response> | undefined>;
  const early = slot[EARLY_CONFIG_SLOT];
  delete slot[EARLY_CONFIG_SLOT];
  return early;
}

/** Fetches /config.json (the request index.html started, when there is one); a missing file means the defaults. */
export async function loadConfig(fetchImpl: typeof fetch = fetch): Promise<ConsoleConfig> {
  const response = await (takeEarlyConfigRequest() ?? fetchImpl('config.json', { cache: 'no-store' }));
  if (response.status === 404) return defaultConfig;
  if (!response.ok) throw new ConfigError([`could not load config.json (HTTP ${response.status})`]);
  let raw: unknown;
  try {
    raw = await response.json();
  } catch {
    throw new ConfigError(['config.json is not valid JSON']);
  }
  return parseConfig(raw);
}
