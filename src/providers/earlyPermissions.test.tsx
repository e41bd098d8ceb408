// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { AdminContext, usePermissions } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerPermissionsEarly, PERMISSIONS_QUERY_KEY } from './earlyPermissions';

afterEach(cleanup);

const role = { kind: 'merchant' };
const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('the permissions react-admin’s routes wait for, answered before the first render (issue 13)', () => {
  it('react-admin’s usePermissions has the role in its first render, without asking', async () => {
    const queryClient = new QueryClient();
    answerPermissionsEarly(queryClient, { roleOnceKnown: async () => role as never });
    await flush();
    const getPermissions = vi.fn(async () => role);
    const seen: unknown[] = [];
    function Probe() {
      const { permissions, isPending } = usePermissions();
      seen.push(isPending ? 'pending' : permissions);
      return null;
    }
    const authProvider = { login: vi.fn(), logout: vi.fn(), checkAuth: vi.fn(), checkError: vi.fn(), getPermissions };
    render(
      <AdminContext authProvider={authProvider} queryClient={queryClient}>
        <Probe />
      </AdminContext>,
    );
    await flush();
    expect(seen[0]).toBe(role);
    expect(getPermissions).not.toHaveBeenCalled();
  });

  it('leaves the query alone when the user info fails, or when it has answered already', async () => {
    const failing = new QueryClient();
    answerPermissionsEarly(failing, { roleOnceKnown: async () => undefined });
    await flush();
    expect(failing.getQueryData(PERMISSIONS_QUERY_KEY)).toBeUndefined();

    const answered = new QueryClient();
    answered.setQueryData(PERMISSIONS_QUERY_KEY, 'earlier');
    answerPermissionsEarly(answered, { roleOnceKnown: async () => role as never });
    await flush();
    expect(answered.getQueryData(PERMISSIONS_QUERY_KEY)).toBe('earlier');
  });
});
