import type { UpstreamMap } from '../../../vocabulary/upstream';
import { getUpstreamAsset } from '../config/upstreamAsset';

/**
 * The react-admin action (and so the §3 key, accessControl.ts) reading a resource's records takes, as the data
 * provider reads them: a list through the list call (`list` → query), one record (a reference's name, a detail)
 * through its get call (`show` → get) or, without one, through the list call again. The upstream refuses the same
 * calls with 403 (§6), so a screen asking this first never sends a request the account would be refused.
 */
export function readAction(
  resource: string,
  what: 'list' | 'one',
  map: UpstreamMap = getUpstreamAsset().resources,
): 'list' | 'show' {
  const get = map[resource]?.get;
  return what === 'one' && get !== undefined && get !== 'list' ? 'show' : 'list';
}
