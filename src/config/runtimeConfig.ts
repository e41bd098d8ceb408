import { ConfigError, defaultConfig, type ConsoleConfig } from './configTypes';

export { ConfigError, defaultConfig, type ConsoleConfig } from './configTypes';

let current: ConsoleConfig = defaultConfig;

export function setConfig(config: ConsoleConfig): void {
  current = config;
}

export function getConfig(): ConsoleConfig {
  return current;
}

/** Fetches /config.json; a missing file means the defaults. */
export async function loadConfig(fetchImpl: typeof fetch = fetch): Promise<ConsoleConfig> {
  // The checker (yup) downloads beside config.json rather than before the page's first code (issue 13).
  const checker = import('./configSchema');
  checker.catch(() => undefined); // awaited below, unless the file is missing or unreadable
  const response = await fetchImpl('config.json', { cache: 'no-store' });
  if (response.status === 404) return defaultConfig;
  if (!response.ok) throw new ConfigError([`could not load config.json (HTTP ${response.status})`]);
  let raw: unknown;
  try {
    raw = await response.json();
  } catch {
    throw new ConfigError(['config.json is not valid JSON']);
  }
  return (await checker).parseConfig(raw);
}
