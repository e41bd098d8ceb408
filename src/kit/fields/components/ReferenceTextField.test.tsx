// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import {
  AdminContext,
  RecordContextProvider,
  ResourceContextProvider,
  ResourceDefinitionContextProvider,
  type AuthProvider,
  type DataProvider,
} from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../platform/i18n/i18nProvider';
import { ReferenceTextField } from './ReferenceTextField';

afterEach(cleanup);

/** The access checks asked, as `action resource` plus whether they named a record. */
const asked: string[] = [];
const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => undefined,
  canAccess: async ({ action, resource, record }) => {
    asked.push(`${action} ${resource}${record ? ' (a record)' : ''}`);
    return true;
  },
};
const dataProvider = {
  getMany: async () => ({ data: [{ id: 7, name: '万达渠道' }] }),
} as unknown as DataProvider;

describe('a reference cell (widget reference)', () => {
  it("shows the referenced record's field and resolves no link to it: no access asked per record (issue 32, §9)", async () => {
    render(
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider}>
        {/* The referenced resource has both screens: react-admin's own default would link the cell to one. */}
        <ResourceDefinitionContextProvider
          definitions={{ channels: { name: 'channels', hasShow: true, hasEdit: true, hasList: true } }}
        >
          <ResourceContextProvider value="conversions">
            <RecordContextProvider value={{ id: 1, channel_id: 7 }}>
              <ReferenceTextField source="channel_id" reference="channels" display="name" />
            </RecordContextProvider>
          </ResourceContextProvider>
        </ResourceDefinitionContextProvider>
      </AdminContext>,
    );
    expect(await screen.findByText('万达渠道')).toBeTruthy();
    expect(document.querySelector('a')).toBeNull();
    // The link's checks (show and edit of the referenced record) would come after the record: nothing asked them.
    await new Promise((r) => setTimeout(r, 50));
    expect(asked.filter((check) => check.endsWith('(a record)'))).toEqual([]);
  });
});
