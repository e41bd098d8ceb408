// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, type AuthProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../platform/i18n/i18nProvider';
import { accountSecurity } from '.';

function authAs(isSubAccount: boolean): AuthProvider {
  const role = {
    id: 'r',
    name: 'agent back-office',
    isSubAccount,
    username: 'u',
    tel: '1',
    agentId: '1',
    permissions: [],
  };
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => role,
  };
}

function renderUserMenu(isSubAccount: boolean) {
  return render(
    <AdminContext authProvider={authAs(isSubAccount)} i18nProvider={i18nProvider}>
      <ul>
        {accountSecurity.userMenu!.map((Item, i) => (
          <Item key={i} />
        ))}
      </ul>
    </AdminContext>,
  );
}

afterEach(cleanup);

describe('the account-security entries of the user menu (§2, §6)', () => {
  it('a main account may change both passwords', async () => {
    renderUserMenu(false);
    expect(await screen.findByText('修改安全密码')).toBeTruthy();
    expect(screen.getByText('修改密码')).toBeTruthy();
  });

  it('a sub-account is never offered the security (withdrawal) password', async () => {
    renderUserMenu(true);
    expect(await screen.findByText('修改密码')).toBeTruthy();
    // Permissions have loaded (the login entry renders either way): the security entry stays away.
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('修改安全密码')).toBeNull();
  });
});
