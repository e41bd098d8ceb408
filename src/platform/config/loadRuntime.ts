import { ConfigError, loadConfig, setConfig } from './runtimeConfig';
import { loadUpstreamAsset, setUpstreamAsset } from './upstreamAsset';

const problemsOf = (result: PromiseSettledResult<unknown>, file: string): string[] => {
  if (result.status === 'fulfilled') return [];
  const problems = result.reason instanceof ConfigError ? result.reason.problems : [String(result.reason)];
  return problems.map((p) => (p.includes(file) ? p : `${file}: ${p}`));
};

/**
 * The runtime configuration of this deployment: config.json (addresses, limits) and upstream.json (the upstream
 * profile and mapping), fetched together (index.html asked for both) and each checked before anything uses it. Throws
 * one ConfigError naming every problem of both files.
 */
export async function loadRuntime(): Promise<void> {
  const [config, upstream] = await Promise.allSettled([loadConfig(), loadUpstreamAsset()]);
  const problems = [...problemsOf(config, 'config.json'), ...problemsOf(upstream, 'upstream.json')];
  if (config.status === 'rejected' || upstream.status === 'rejected') throw new ConfigError(problems);
  setConfig(config.value);
  setUpstreamAsset(upstream.value);
}
