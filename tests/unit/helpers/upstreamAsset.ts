/** The generated runtime asset (src/generated/upstream.json) for unit tests: its mapping and the clients' conventions. */
import generated from '../../../src/generated/upstream.json';
import type { UpstreamAsset } from '../../../vocabulary/upstream';

export const asset = generated as unknown as UpstreamAsset;
export const upstreamMap = asset.resources;
/** The movie service's envelope (§8: code 1 success, -5 Google), as classifyAnswer reads it. */
export const movieEnvelope = asset.profile.clients.movie.envelope!;
