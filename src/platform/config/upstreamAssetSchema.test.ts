import { describe, expect, it } from 'vitest';
import { asset } from '../../../tests/unit/helpers/upstreamAsset';
import { schemaProblems } from './upstreamAssetSchema';

const copy = () =>
  structuredClone(asset) as unknown as {
    profile: { operations: Record<string, Record<string, unknown>>; clients: Record<string, Record<string, unknown>> };
  };

describe('a replaced upstream.json against the asset schema (issue 29 item 2)', () => {
  it('passes as the generator wrote it: a deployment may mount a copy of the release’s and edit one key', () => {
    // The page checks only a file whose fingerprint differs from the build's; a copy with any change is checked here.
    expect(schemaProblems(asset)).toEqual([]);
  });

  it('holds params, answer and values for every call, empty where the call has none, naming what is wrong', () => {
    const changed = copy();
    delete changed.profile.operations.logout.values;
    changed.profile.operations.logout.params = { reason: 'reason' };
    changed.profile.clients.movie.convention = 'soap';
    expect(schemaProblems(changed)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/profile\/operations\/logout: .*"values"/),
        '/profile/operations/logout/params/reason: unknown key',
        expect.stringMatching(/^\/profile\/clients\/movie\/convention: /),
      ]),
    );
  });
});
