import { describe, expect, it } from 'vitest';
import { asset } from '../../../tests/unit/helpers/upstreamAsset';
import { uncoveredResources } from './assetCoverage';

describe('a replaced upstream.json covers the build’s screens (issue 29 item 2)', () => {
  it('the generated asset covers every resource a route uses', () => {
    expect(uncoveredResources(asset)).toEqual([]);
  });

  it('one from a release without a resource is refused, naming it', () => {
    const { orders: _orders, ordersToGrab: _grab, ...rest } = asset.resources;
    expect(uncoveredResources({ ...asset, resources: rest }).sort()).toEqual([
      'upstream.json: /resources has no "orders", which this build\'s screens use',
      'upstream.json: /resources has no "ordersToGrab", which this build\'s screens use',
    ]);
  });
});
