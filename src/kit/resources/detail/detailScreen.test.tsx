// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import {
  AdminContext,
  ResourceContextProvider,
  ResourceDefinitionContextProvider,
  type DataProvider,
} from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SubaccountsShow } from '../../../generated/resources/subaccounts';
import { i18nProvider } from '../../../platform/i18n/i18nProvider';
import { classifyAnswer, UpstreamError } from '../../../platform/providers/upstreamError';
import { movieEnvelope } from '../../../../tests/unit/helpers/upstreamAsset';

const record = {
  id: 7,
  tel: '13800138000',
  remark: '前台',
  is_active: 1,
  created_at: '2026-11-20 10:00:00',
  permissions: [],
};
const auth = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  canAccess: async () => true,
};

/** The generated sub-account screen as its route shows it, over a data provider answering `getOne`. */
function renderShow(getOne: () => Promise<unknown>) {
  const dataProvider = { getOne } as unknown as DataProvider;
  return render(
    <AdminContext dataProvider={dataProvider} authProvider={auth} i18nProvider={i18nProvider}>
      <ResourceDefinitionContextProvider
        definitions={{
          subaccounts: { name: 'subaccounts', hasShow: true, hasEdit: true, recordRepresentation: 'tel' },
        }}
      >
        <ResourceContextProvider value="subaccounts">
          <SubaccountsShow id={7} />
        </ResourceContextProvider>
      </ResourceDefinitionContextProvider>
    </AdminContext>,
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a record screen (generated <X>Show over src/kit/resources/detail)', () => {
  it('heads the record with the way back, its noun and recordLabel, and its row buttons but "view"', async () => {
    renderShow(async () => ({ data: record }));
    expect(await screen.findByTestId('detail-title')).toHaveProperty('textContent', '子账号 13800138000');
    const back = screen.getByTestId('detail-back');
    expect(back.textContent).toBe('返回子账号列表');
    expect(back.getAttribute('href')).toMatch(/\/subaccount\/subaccountList$/);
    // Each button appears once the access check (CanAccess, react-admin's own for Edit) has answered.
    const actions = screen.getByTestId('detail-actions');
    await waitFor(() => expect(actions.textContent).toBe('编辑禁用删除'));
    expect(screen.getByTestId('description-list').textContent).toContain('13800138000');
  });

  it.each([
    [
      'the upstream answers 404',
      () => classifyAnswer(404, { code: 404, msg: '记录不存在' }, true, movieEnvelope)!,
      '未找到该子账号（编号 7）',
    ],
    [
      'a list-backed read finds no row',
      () => new UpstreamError('business', 'ra.notification.item_doesnt_exist'),
      '未找到该子账号（编号 7）',
    ],
    [
      'the server refuses with its own words',
      () => classifyAnswer(200, { code: 0, msg: '系统繁忙' }, true, movieEnvelope)!,
      '系统繁忙',
    ],
  ])('%s: the screen says so, with the way back and no record', async (_case, error, shown) => {
    // react-admin logs a failed read to the console in development; the screen is what this test reads.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = vi.fn(async () => Promise.reject(error()));
    renderShow(failing);
    expect((await screen.findByTestId('detail-notice')).textContent).toContain(shown);
    expect(screen.getByTestId('detail-back').textContent).toBe('返回子账号列表');
    expect(screen.queryByTestId('description-list')).toBeNull();
    expect(screen.queryByTestId('detail-title')).toBeNull();
    // Read once: a failure is not retried into a flash of something else.
    expect(failing).toHaveBeenCalledTimes(1);
  });
});
