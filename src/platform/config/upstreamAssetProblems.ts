import type { UpstreamAsset } from '../../../vocabulary/upstream';

/**
 * What the asset's schema cannot say (run on every start-up, so also on the build's own asset): every client a
 * resource or a fixed call names is declared. Each problem names its place in the file.
 */
export function assetProblems(asset: UpstreamAsset): string[] {
  const clients = new Set(Object.keys(asset.profile?.clients ?? {}));
  const problems: string[] = [];
  for (const [name, op] of Object.entries(asset.profile?.operations ?? {})) {
    if (!clients.has(op.client)) problems.push(`/profile/operations/${name}/client: unknown client "${op.client}"`);
  }
  for (const [name, entry] of Object.entries(asset.resources ?? {})) {
    if (!clients.has(entry.client)) problems.push(`/resources/${name}/client: unknown client "${entry.client}"`);
  }
  return problems;
}
