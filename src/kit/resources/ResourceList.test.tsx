// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import {
  AdminContext,
  DataTable,
  TextInput,
  defaultTheme,
  memoryStore,
  useRecordContext,
  type DataProvider,
} from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../platform/i18n/i18nProvider';
import { ListTable } from './ListTable';
import { ResourceList } from './ResourceList';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const records = [
  { id: 1, name: '星光影城' },
  { id: 2, name: '万达影城' },
];
const dataProvider = { getList: async () => ({ data: records, total: records.length }) } as unknown as DataProvider;

/** Every cell render, by record id. */
const cellRenders: number[] = [];
function Name() {
  const record = useRecordContext();
  cellRenders.push(record?.id as number);
  return <span>{record?.name}</span>;
}

describe('a generated list screen (ResourceList, issue 32)', () => {
  it('draws its filter inputs, toolbar and pager a frame after its rows, without drawing the rows again', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()} theme={defaultTheme}>
        <ResourceList
          resource="things"
          disableAuthentication
          storeKey={false}
          filters={[<TextInput key="q" source="q" label="名称" alwaysOn />]}
        >
          <ListTable rowClick="show" bulkActionButtons={false} hiddenColumns={['note']}>
            <DataTable.Col source="name" field={Name} />
            <DataTable.Col source="note" />
          </ListTable>
        </ResourceList>
      </AdminContext>,
    );
    await screen.findByText('万达影城');
    // Before the paint: the rooms of the filter, the pager and the toolbar; none of them drawn.
    expect(document.querySelector('.AppFilterRoom')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: '名称' })).toBeNull();
    expect(screen.getByTestId('pager-space')).toBeTruthy();
    expect(screen.getByTestId('toolbar-space')).toBeTruthy();
    const before = cellRenders.length;

    await act(async () => {
      frames.splice(0).forEach((cb) => cb(0));
      await new Promise((r) => setTimeout(r, 0));
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: '名称' })).toBeTruthy());
    expect(document.querySelector('.AppFilterRoom')).toBeNull();
    expect(screen.queryByTestId('pager-space')).toBeNull();
    expect(screen.queryByTestId('toolbar-space')).toBeNull();
    // The rows stayed as they were.
    expect(cellRenders.length).toBe(before);
  });
});
