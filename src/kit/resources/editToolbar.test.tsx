// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import {
  AdminContext,
  ResourceContextProvider,
  ResourceDefinitionContextProvider,
  type DataProvider,
} from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChannelsEdit } from '../../generated/resources/channels';
import { SubaccountsEdit } from '../../generated/resources/subaccounts';
import { i18nProvider } from '../../platform/i18n/i18nProvider';

const auth = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  // Every key holds every action: what the toolbar shows is then the schema's doing alone.
  canAccess: vi.fn(async (_params: { action: string; resource: string }) => true),
};

/** The actions the screen asked the access check about: react-admin's delete button asks for `delete` as it mounts. */
const askedActions = () => auth.canAccess.mock.calls.map(([params]) => params.action);

const dataProvider = {
  getOne: async (_resource: string, { id }: { id: number }) => ({
    data: { id, name: '首页推广', tel: '13800138000', app_id: 1, media_id: 1, permissions: [] },
  }),
  getList: async () => ({ data: [], total: 0 }),
  getMany: async () => ({ data: [] }),
} as unknown as DataProvider;

/** A generated edit screen at its record's address, as the route renders it. */
function renderEdit(resource: string, Edit: ComponentType) {
  window.history.replaceState(null, '', `#/${resource}/7`);
  return render(
    <AdminContext dataProvider={dataProvider} authProvider={auth} i18nProvider={i18nProvider}>
      <ResourceDefinitionContextProvider definitions={{ [resource]: { name: resource, hasEdit: true, hasList: true } }}>
        <ResourceContextProvider value={resource}>
          <Routes>
            <Route path={`/${resource}/:id`} element={<Edit />} />
          </Routes>
        </ResourceContextProvider>
      </ResourceDefinitionContextProvider>
    </AdminContext>,
  );
}

afterEach(() => {
  cleanup();
  auth.canAccess.mockClear();
});

describe("an edit form's toolbar (generator/emit/screen/views.ts formToolbar)", () => {
  it('offers no delete when the schema has no record delete, though a bulk delete with its own call grants the key `delete` (channels)', async () => {
    renderEdit('channels', ChannelsEdit);
    expect(await screen.findByRole('button', { name: '保存' })).toBeTruthy();
    // The record has loaded and the toolbar has mounted and asked what it asks.
    expect(await screen.findByDisplayValue('首页推广')).toBeTruthy();
    expect(askedActions()).not.toContain('delete');
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
  });

  it("keeps react-admin's delete beside save when the schema declares the record delete (subaccounts)", async () => {
    renderEdit('subaccounts', SubaccountsEdit);
    expect(await screen.findByRole('button', { name: '保存' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: '删除' })).toBeTruthy();
    expect(askedActions()).toContain('delete');
  });
});
