// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, useGetIdentity, type AuthProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { primeIdentity } from './primeIdentity';

afterEach(cleanup);

/** Every render of a reader of the account: who it saw. */
function Who({ seen }: { seen: string[] }) {
  const { identity } = useGetIdentity();
  seen.push(identity ? String(identity.fullName) : 'unknown');
  return <output data-testid="who">{identity?.fullName}</output>;
}

describe('the account primed into the query cache (issue 13, §2 multi-tab)', () => {
  it('is what react-admin’s useGetIdentity reads: known in its first render, without asking getIdentity', async () => {
    const queryClient = new QueryClient();
    await primeIdentity(queryClient, { identityOnceKnown: async () => ({ id: 'merchant', fullName: 'merchant' }) });
    const getIdentity = vi.fn(async () => ({ id: 'other', fullName: 'other' }));
    const authProvider = { checkAuth: async () => undefined, getIdentity } as unknown as AuthProvider;
    const seen: string[] = [];
    render(
      <AdminContext authProvider={authProvider} queryClient={queryClient}>
        <Who seen={seen} />
      </AdminContext>,
    );
    expect((await screen.findByTestId('who')).textContent).toBe('merchant');
    expect(seen[0]).toBe('merchant');
    expect(getIdentity).not.toHaveBeenCalled();
  });

  it('primes nothing when the user info fails, and keeps an answer react-admin already has', async () => {
    const queryClient = new QueryClient();
    await primeIdentity(queryClient, { identityOnceKnown: async () => undefined });
    expect(queryClient.getQueryData(['auth', 'getIdentity'])).toBeUndefined();
    queryClient.setQueryData(['auth', 'getIdentity'], { id: 'a', fullName: 'a' });
    await primeIdentity(queryClient, { identityOnceKnown: async () => ({ id: 'b', fullName: 'b' }) });
    expect(queryClient.getQueryData(['auth', 'getIdentity'])).toEqual({ id: 'a', fullName: 'a' });
  });
});
