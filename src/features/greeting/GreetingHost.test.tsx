// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { AdminContext, type AuthProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../platform/i18n/i18nProvider';
import { justSignedIn } from '../../platform/providers/justSignedIn';
import { GreetingHost } from './GreetingHost';

const auth: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => [],
  getIdentity: async () => ({ id: 7, fullName: '李经理' }),
};

function renderAt(hour: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 23, hour, 30));
  return render(
    <AdminContext authProvider={auth} i18nProvider={i18nProvider}>
      <GreetingHost />
    </AdminContext>,
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('the greeting after a login (§9 timeFix)', () => {
  it('greets by the hour and by name once the user has just signed in', async () => {
    justSignedIn.mark();
    renderAt(8);
    expect((await screen.findByTestId('greeting')).textContent).toBe('早上好，李经理');
  });

  it('says good evening at 21:30', async () => {
    justSignedIn.mark();
    renderAt(21);
    expect((await screen.findByTestId('greeting')).textContent).toBe('晚上好，李经理');
  });

  it('stays silent on a reload (no fresh sign-in), and the mark is spent after one greeting', async () => {
    renderAt(8);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByTestId('greeting')).toBeNull();
    justSignedIn.mark();
    expect(justSignedIn.take()).toBe(true);
    expect(justSignedIn.take()).toBe(false);
  });
});
