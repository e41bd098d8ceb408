import type { UpstreamAsset } from '../../../vocabulary/upstream';
import { routes } from '../../generated/routes';

/**
 * A replaced upstream.json must still describe every resource this build's screens use (a deployment's file from an
 * older release would leave a screen without its calls): the resources it lacks, as problems naming the file.
 */
export function uncoveredResources(asset: UpstreamAsset): string[] {
  const used = [...new Set(routes.flatMap((r) => (r.resource ? [r.resource] : [])))];
  return used
    .filter((name) => !Object.hasOwn(asset.resources, name))
    .map((name) => `upstream.json: /resources has no "${name}", which this build's screens use`);
}
