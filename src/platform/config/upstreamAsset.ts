import type { UpstreamAsset } from '../../../vocabulary/upstream';
import { ConfigError } from './configTypes';
import { earlyRequest } from './earlyRequest';
import { fingerprint } from './fingerprint';
import { assetProblems } from './upstreamAssetProblems';

/**
 * The runtime asset upstream.json (beside config.json): the upstream profile (upstream.yaml) and the generated
 * mapping of every resource. Read when the page loads, so a deployment adapts the console to its services by
 * replacing the file, without a rebuild (README "Connect to your services").
 */
let current: UpstreamAsset | undefined;

export function setUpstreamAsset(asset: UpstreamAsset): void {
  current = asset;
}

export function getUpstreamAsset(): UpstreamAsset {
  if (!current) throw new Error('upstream.json has not been loaded');
  return current;
}

/** upstream.json, asked for by index.html's inline script beside config.json, before any module loads. */
const early = earlyRequest('__ccsUpstreamRequest', 'upstream.json', 'no-cache');
export const inlineUpstreamRequest = early.inline;

/**
 * The fingerprint of the upstream.json this build was made with (vite.config.ts defines it). An asset with the same
 * fingerprint is the generator's own, checked when it was written; a replaced one is checked here, against the
 * asset's schema (the validator then loads, in its own chunk).
 */
declare const __UPSTREAM_ASSET_FINGERPRINT__: string | undefined;
const builtWith = typeof __UPSTREAM_ASSET_FINGERPRINT__ === 'string' ? __UPSTREAM_ASSET_FINGERPRINT__ : undefined;

/** Fetches and checks upstream.json (the request index.html started, when there is one). */
export async function loadUpstreamAsset(fetchImpl: typeof fetch = fetch): Promise<UpstreamAsset> {
  const response = await (early.take() ?? fetchImpl('upstream.json', { cache: 'no-cache' }));
  if (!response.ok) throw new ConfigError([`could not load upstream.json (HTTP ${response.status})`]);
  const text = await response.text();
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new ConfigError(['upstream.json is not valid JSON']);
  }
  if (fingerprint(text) !== builtWith) {
    const { schemaProblems } = await import('./upstreamAssetSchema');
    const problems = schemaProblems(raw);
    if (problems.length > 0) throw new ConfigError(problems.map((p) => `upstream.json: ${p}`));
  }
  const asset = raw as UpstreamAsset;
  const problems = assetProblems(asset);
  if (problems.length > 0) throw new ConfigError(problems.map((p) => `upstream.json: ${p}`));
  return asset;
}
