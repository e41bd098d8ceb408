import { describe, expect, it, vi } from 'vitest';
import { createDataProvider } from './appDataProvider';
import { shownIn } from '../../../tests/unit/helpers/shown';
import { UpstreamError, userMessage } from './upstreamError';

const shown = await shownIn('en');

describe('the data layer rejects with typed errors only (no developer text for users)', () => {
  it('a bug on our side (no mapping for a resource) rejects with an internal UpstreamError and a plain message', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const provider = createDataProvider({});
    const error = await provider.getOne('no/such', { id: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).kind).toBe('internal');
    expect(shown((error as UpstreamError).message)).toBe('That did not work; reload the page and try again');
    expect(shown((error as UpstreamError).message)).not.toContain('no/such');
    // The detail is for the developer, in the console.
    expect(String(spy.mock.calls[0][0])).toContain('no upstream mapping for resource "no/such"');
    spy.mockRestore();
  });

  it('userMessage keeps the upstream message and hides anything else', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(shown(userMessage(new UpstreamError('business', 'app.http.server', { msg: '该手机号已被使用' }, 200)))).toBe(
      '该手机号已被使用',
    );
    expect(shown(userMessage(new TypeError("Failed to execute 'createObjectURL' on 'URL'")))).toBe(
      'That did not work; reload the page and try again',
    );
    spy.mockRestore();
  });
});
