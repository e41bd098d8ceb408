import { parseConfig } from './configSchema';
import { earlyRequest } from './earlyRequest';
import { ConfigError, defaultConfig, type ConsoleConfig } from './configTypes';

export { ConfigError, defaultConfig, type ConsoleConfig } from './configTypes';

let current: ConsoleConfig = defaultConfig;

export function setConfig(config: ConsoleConfig): void {
  current = config;
}

export function getConfig(): ConsoleConfig {
  return current;
}

/** config.json, asked for by index.html's inline script right after the token strip, before any module loads. */
const early = earlyRequest('__ccsConfigRequest', 'config.json', 'no-store');
export const inlineConfigRequest = early.inline;

/** Fetches /config.json (the request index.html started, when there is one); a missing file means the defaults. */
export async function loadConfig(fetchImpl: typeof fetch = fetch): Promise<ConsoleConfig> {
  const response = await (early.take() ?? fetchImpl('config.json', { cache: 'no-store' }));
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
