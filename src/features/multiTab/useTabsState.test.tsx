// @vitest-environment happy-dom
import { useEffect } from 'react';
import { cleanup, render, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore, type AuthProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { currentBrand } from '../../platform/brand/currentBrand';
import { openTab, parseTabs, EMPTY } from './tabModel';
import { tabsKey, useTabsState } from './useTabsState';

afterEach(cleanup);

/** Opens a tab as soon as the account is known, as KeepAliveHost does once it may. */
function OpensTabWhenKnown({ path }: { path: string }) {
  const [, update, known] = useTabsState();
  useEffect(() => {
    if (known) update((prev) => openTab(prev, path, path, 2));
  }, [known, update, path]);
  return null;
}

describe('the tabs of the signed-in account (§2 multi-tab)', () => {
  it('adds to the account’s saved tabs when the account becomes known, rather than overwriting them', async () => {
    const key = tabsKey(currentBrand().id, 'merchant');
    const saved = openTab(openTab(EMPTY, '/cinema/alllist', '/cinema/alllist', 0), '/device/list', '/device/list', 1);
    const store = memoryStore({ [key]: saved });
    let answer!: (identity: { id: string }) => void;
    const authProvider: AuthProvider = {
      login: async () => undefined,
      logout: async () => undefined,
      checkAuth: async () => undefined,
      checkError: async () => undefined,
      getIdentity: () => new Promise((resolve) => (answer = resolve)),
    };
    render(
      <AdminContext store={store} authProvider={authProvider}>
        <OpensTabWhenKnown path="/subaccount/subaccountList" />
      </AdminContext>,
    );
    await waitFor(() => expect(answer).toBeDefined());
    answer({ id: 'merchant' });
    await waitFor(() => expect(parseTabs(store.getItem(key)).tabs).toHaveLength(3));
    expect(parseTabs(store.getItem(key)).tabs.map((t) => t.key)).toEqual([
      '/cinema/alllist',
      '/device/list',
      '/subaccount/subaccountList',
    ]);
    // Nothing was written for the placeholder account.
    expect(store.getItem(tabsKey(currentBrand().id, '_'))).toBeUndefined();
  });
});
