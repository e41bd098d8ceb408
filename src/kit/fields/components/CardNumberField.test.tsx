// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, RecordContextProvider, ResourceContextProvider, type AuthProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../platform/i18n/i18nProvider';
import { CardNumberField } from './CardNumberField';
import { DetailViewContext } from './detailContext';

/** The `add` checks the field asked for. */
let addChecks = 0;

/** An account that may (or may not) `add` withdrawals: the right the reveal needs. */
const auth = (mayAdd: boolean): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => undefined,
  canAccess: async ({ action }) => {
    if (action === 'add') addChecks += 1;
    return action !== 'add' || mayAdd;
  },
});

function renderField(mayAdd: boolean, inDetail: boolean) {
  return render(
    <AdminContext i18nProvider={i18nProvider} authProvider={auth(mayAdd)}>
      <ResourceContextProvider value="agentWithdrawals">
        <RecordContextProvider value={{ id: 1, bank_card: '6222020202020202' }}>
          <DetailViewContext.Provider value={inDetail}>
            <CardNumberField source="bank_card" />
          </DetailViewContext.Provider>
        </RecordContextProvider>
      </ResourceContextProvider>
    </AdminContext>,
  );
}

afterEach(cleanup);

describe('widget cardNumber (issue 30 item 14)', () => {
  it('masks the number to its last four digits in a list, with no way to reveal it', async () => {
    renderField(true, false);
    expect(await screen.findByText('**** **** **** 0202')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(document.body.textContent).not.toContain('6222');
  });

  it('reveals the whole number on the detail, on request, to an account with the withdrawal right', async () => {
    renderField(true, true);
    fireEvent.click(await screen.findByRole('button', { name: '显示完整卡号' }));
    expect(await screen.findByText('6222 0202 0202 0202')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '隐藏卡号' }));
    expect(await screen.findByText('**** **** **** 0202')).toBeTruthy();
  });

  it('offers no reveal on the detail to an account without it', async () => {
    addChecks = 0;
    renderField(false, true);
    expect(await screen.findByText('**** **** **** 0202')).toBeTruthy();
    // The right was asked for and its answer has been drawn: still no button.
    await waitFor(() => expect(addChecks).toBeGreaterThan(0));
    await act(async () => {});
    expect(screen.queryByRole('button')).toBeNull();
  });
});
