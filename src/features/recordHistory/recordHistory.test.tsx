// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import {
  AdminContext,
  ResourceContextProvider,
  ResourceDefinitionContextProvider,
  type DataProvider,
} from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HistoryEntry } from '../../../vocabulary/history';
import type { UpstreamAsset } from '../../../vocabulary/upstream';
import { PricingRulesShow } from '../../generated/resources/pricingRules';
import { DetailPanelsProvider } from '../../kit/resources/detail/DetailPanels';
import { setUpstreamAsset } from '../../platform/config/upstreamAsset';
import { i18nProvider } from '../../platform/i18n/i18nProvider';
import { asset } from '../../../tests/unit/helpers/upstreamAsset';
import { fetchHistory } from './historyQuery';
import { recordHistory } from '.';

/** Issue 33 items 7 and 9: the generated detail screen shows the history the feature reads — or, without a call, none. */
vi.mock('./historyQuery', () => ({ fetchHistory: vi.fn() }));
const fetched = vi.mocked(fetchHistory);

const rule = { id: 3, name: '周末加价', scope: 'all', markup_mode: 1, markup_amount: 5, priority: 9, status: 1 };
const edit: HistoryEntry = {
  account: 'operator',
  subAccount: true,
  time: '2026-11-28 10:00:00',
  address: '127.0.0.1',
  resource: 'pricingRules',
  recordId: 3,
  action: 'update',
  changes: [
    { field: 'markup_amount', before: 3, after: 5, secret: false },
    { field: 'scope', before: 'city', after: 'all', secret: false },
    { field: 'valid_to', before: '2026-12-01', after: '2026-12-31', secret: false },
  ],
};
const disabled: HistoryEntry = { ...edit, account: 'merchant', subAccount: false, action: 'disable', changes: [] };

function renderShow() {
  const dataProvider = { getOne: async () => ({ data: rule }) } as unknown as DataProvider;
  const auth = {
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    logout: async () => undefined,
    login: async () => undefined,
    canAccess: async () => true,
  };
  return render(
    <AdminContext dataProvider={dataProvider} authProvider={auth} i18nProvider={i18nProvider}>
      <ResourceDefinitionContextProvider definitions={{ pricingRules: { name: 'pricingRules', hasShow: true } }}>
        <ResourceContextProvider value="pricingRules">
          <DetailPanelsProvider value={recordHistory.detailPanels!}>
            <PricingRulesShow id={3} />
          </DetailPanelsProvider>
        </ResourceContextProvider>
      </ResourceDefinitionContextProvider>
    </AdminContext>,
  );
}

beforeEach(() => {
  setUpstreamAsset(asset);
  fetched.mockResolvedValue([disabled, edit]);
});
afterEach(() => {
  cleanup();
  fetched.mockReset();
});

describe("a record's history under its detail", () => {
  it('lists the operations newest first: actor, action, each field by its label, old → new by its widget', async () => {
    renderShow();
    const entries = await screen.findAllByTestId('history-entry', {}, { timeout: 5000 });
    expect(fetched).toHaveBeenCalledWith(asset.profile.history, 'pricingRules', 3, expect.anything());
    expect(entries.map((e) => e.textContent)).toEqual([
      expect.stringMatching(/^停用merchant主账号2026-11-28 10:00:00/),
      expect.stringMatching(/^修改operator子账号/),
    ]);
    const text = entries[1].textContent;
    expect(text).toContain('每张加价: ¥3.00 → ¥5.00');
    expect(text).toContain('适用范围: 指定城市 → 全部场次');
    expect(text).toContain('失效日期: 2026-12-01 → 2026-12-31');
  });

  it('is absent, and nothing is asked, when the profile declares no history call (item 9)', async () => {
    const { history, ...profile } = asset.profile;
    expect(history).toBeDefined();
    setUpstreamAsset({ ...asset, profile } as UpstreamAsset);
    renderShow();
    await screen.findByText('周末加价', {}, { timeout: 5000 });
    await waitFor(() => expect(screen.queryByTestId('record-history')).toBeNull());
    expect(fetched).not.toHaveBeenCalled();
  });
});
