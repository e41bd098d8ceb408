// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  AdminContext,
  ListBase,
  memoryStore,
  Notification,
  useListContext,
  type DataProvider,
  type Store,
} from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../platform/i18n/i18nProvider';
import { SavedViewsButton } from './SavedViewsButton';

const dataProvider = { getList: async () => ({ data: [], total: 0 }) } as unknown as DataProvider;
const auth = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id: 42 }),
};

/** What the list shows now, as the test reads it. */
function Params() {
  const { filterValues, sort, perPage, setFilters } = useListContext();
  return (
    <>
      <output data-testid="params">{JSON.stringify({ filterValues, sort, perPage })}</output>
      <button onClick={() => setFilters({ status: ['paid'], order_no: 'A1' }, {}, false)}>filter</button>
    </>
  );
}

function renderList(store: Store) {
  return render(
    <AdminContext dataProvider={dataProvider} authProvider={auth} i18nProvider={i18nProvider} store={store}>
      <ListBase resource="orders" disableSyncWithLocation perPage={10} sort={{ field: 'created_at', order: 'DESC' }}>
        <SavedViewsButton />
        <Params />
      </ListBase>
      <Notification />
    </AdminContext>,
  );
}

const params = () => JSON.parse(screen.getByTestId('params').textContent!);

afterEach(cleanup);

describe('the saved-views menu of a list (issue 11 item 6)', () => {
  it('saves the filter, sort, page size, columns and density under a name, per account, and applies it later', async () => {
    const store = memoryStore();
    renderList(store);
    fireEvent.click(await screen.findByText('filter'));
    store.setItem('orders.datatable', ['buyer_tel']);
    await waitFor(() => expect(params().filterValues).toEqual({ status: ['paid'], order_no: 'A1' }));

    fireEvent.click(screen.getByTestId('saved-views-button'));
    fireEvent.click(await screen.findByTestId('save-view'));
    fireEvent.change(within(screen.getByTestId('save-view-dialog')).getByTestId('view-name'), {
      target: { value: '已付款' },
    });
    fireEvent.click(within(screen.getByTestId('save-view-dialog')).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(store.getItem('views.default.42.orders')).toHaveLength(1));

    const saved = store.getItem('views.default.42.orders');
    expect(saved).toEqual([
      {
        label: '已付款',
        value: expect.objectContaining({
          filter: { status: ['paid'], order_no: 'A1' },
          sort: { field: 'created_at', order: 'DESC' },
          perPage: 10,
          hiddenColumns: ['buyer_tel'],
          density: 'small',
        }),
      },
    ]);

    // Somebody changes the list; choosing the view brings it back, columns included.
    store.setItem('orders.datatable', []);
    store.setItem('views.default.42.orders', [
      { ...saved[0], value: { ...saved[0].value, perPage: 25, density: 'medium' } },
    ]);
    fireEvent.click(screen.getByTestId('saved-views-button'));
    fireEvent.click(await screen.findByText('已付款'));
    await waitFor(() =>
      expect(params()).toEqual({
        filterValues: { status: ['paid'], order_no: 'A1' },
        sort: { field: 'created_at', order: 'DESC' },
        perPage: 25,
      }),
    );
    expect(store.getItem('orders.datatable')).toEqual(['buyer_tel']);
    expect(store.getItem('orders.datatable_density')).toBe('medium');
  });

  it('deletes a view from its bin without applying it', async () => {
    const store = memoryStore({
      'views.default.42.orders': [
        {
          label: '大额',
          value: { filter: { q: 'x' }, displayedFilters: [], sort: { field: 'id', order: 'ASC' }, perPage: 50 },
        },
      ],
    });
    renderList(store);
    fireEvent.click(await screen.findByTestId('saved-views-button'));
    fireEvent.click(await screen.findByRole('button', { name: '删除视图“大额”' }));
    await waitFor(() => expect(store.getItem('views.default.42.orders')).toEqual([]));
    expect(params().perPage).toBe(10);
  });

  const THREE = ['A', '大额', 'C'].map((label) => ({
    label,
    value: { filter: { q: label }, displayedFilters: [], sort: { field: 'id', order: 'ASC' }, perPage: 50 },
  }));
  const labels = (store: Store) =>
    (store.getItem('views.default.42.orders') as { label: string }[]).map((v) => v.label);

  it("undo in the deletion's notification puts the view back in its place (issue 30 item 22)", async () => {
    const store = memoryStore({ 'views.default.42.orders': THREE });
    renderList(store);
    fireEvent.click(await screen.findByTestId('saved-views-button'));
    fireEvent.click(await screen.findByRole('button', { name: '删除视图“大额”' }));
    await waitFor(() => expect(labels(store)).toEqual(['A', 'C']));
    expect(await screen.findByText('已删除视图“大额”')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: '撤销' }));
    await waitFor(() => expect(store.getItem('views.default.42.orders')).toEqual(THREE));
  });

  it("renames a view in its place; an empty name or another view's is refused with the reason (issue 30 item 22)", async () => {
    const store = memoryStore({ 'views.default.42.orders': THREE });
    renderList(store);
    fireEvent.click(await screen.findByTestId('saved-views-button'));
    fireEvent.click(await screen.findByRole('button', { name: '重命名视图“大额”' }));
    const dialog = await screen.findByTestId('rename-view-dialog');
    const input = within(dialog).getByTestId('view-name') as HTMLInputElement;
    expect(input.value).toBe('大额');
    const save = within(dialog).getByTestId('view-name-save') as HTMLButtonElement;

    fireEvent.change(input, { target: { value: '  ' } });
    expect(within(dialog).getByText('请输入视图名称')).toBeTruthy();
    expect(save.disabled).toBe(true);
    fireEvent.change(input, { target: { value: 'C' } });
    expect(within(dialog).getByText('已有名为“C”的视图')).toBeTruthy();
    expect(save.disabled).toBe(true);
    fireEvent.submit(input.closest('form')!);
    expect(labels(store)).toEqual(['A', '大额', 'C']);

    fireEvent.change(input, { target: { value: '大额订单' } });
    fireEvent.click(save);
    await waitFor(() => expect(labels(store)).toEqual(['A', '大额订单', 'C']));
    expect((store.getItem('views.default.42.orders') as typeof THREE)[1].value).toEqual(THREE[1].value);
    // Renaming did not apply the view.
    expect(params().perPage).toBe(10);
  });
});
