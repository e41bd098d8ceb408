// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import {
  AdminContext,
  DataTable,
  ListBase,
  defaultTheme,
  memoryStore,
  useRecordContext,
  type DataProvider,
} from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../platform/i18n/i18nProvider';
import { KeyboardRow } from './KeyboardRow';

afterEach(cleanup);

const records = [
  { id: 1, name: '星光影城', amount: 12.5, cinema: { city: '杭州' }, note: 'n1' },
  { id: 2, name: '万达影城', amount: 30, cinema: { city: '北京' }, note: 'n2' },
];
const dataProvider = { getList: async () => ({ data: records, total: records.length }) } as unknown as DataProvider;

/** Every cell render, by record id: what a row's re-render costs its cells. */
const cellRenders: number[] = [];
function Amount() {
  const record = useRecordContext();
  cellRenders.push(record?.id as number);
  return <b>¥{record?.amount}</b>;
}

/** A list as a generated screen draws it: DataTable.Col columns, the row the console's theme gives every DataTable. */
const theme = {
  ...defaultTheme,
  components: { ...defaultTheme.components, RaDataTableBody: { defaultProps: { row: KeyboardRow } } },
};
const store = memoryStore();
function list(columns: React.ReactNode) {
  return (
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={store} theme={theme}>
      <ListBase resource="things" disableAuthentication storeKey={false} perPage={10}>
        <DataTable rowClick={false} bulkActionButtons={false} hiddenColumns={['note']}>
          {columns}
        </DataTable>
      </ListBase>
    </AdminContext>
  );
}
const renderList = (columns: React.ReactNode) => render(list(columns));

const cellOf = (text: string) => screen.getByText(text).closest('td')!;

describe('list body cells (resources/BodyCells, issue 13)', () => {
  it('are plain cells with react-admin’s classes and content: value, dotted path, field, children', async () => {
    renderList([
      <DataTable.Col key="name" source="name" />,
      <DataTable.Col key="city" source="cinema.city" />,
      <DataTable.Col key="amount" source="amount" align="right" field={Amount} />,
      <DataTable.Col key="note" source="note" />,
      <DataTable.Col key="actions" label="actions" cellClassName="AppActionsColumn">
        <button type="button">看</button>
      </DataTable.Col>,
    ]);
    await screen.findByText('星光影城');
    const name = cellOf('星光影城');
    expect(name.className.split(' ')).toEqual(
      expect.arrayContaining(['MuiTableCell-root', 'MuiTableCell-body', 'RaDataTable-rowCell', 'column-name']),
    );
    // Styled by the table, not by a styled component of its own (no emotion class).
    expect(name.className).not.toMatch(/css-/);
    expect(cellOf('杭州').className).toContain('column-cinema.city');
    expect(cellOf('¥12.5').className.split(' ')).toEqual(
      expect.arrayContaining(['MuiTableCell-alignRight', 'column-amount']),
    );
    expect(screen.getAllByText('看')[0].closest('td')!.className).toContain('AppActionsColumn');
    // The chooser's hidden column draws no cell, and every row has as many cells as the header has columns.
    expect(screen.queryByText('n1')).toBeNull();
    const header = document.querySelectorAll('thead th').length;
    for (const row of document.querySelectorAll('tbody tr')) expect(row.querySelectorAll('td').length).toBe(header);
  });

  it('leave a column with its own cell styling (sx) to react-admin’s cell', async () => {
    renderList([
      <DataTable.Col key="name" source="name" />,
      <DataTable.Col key="amount" source="amount" sx={{ color: 'red' }} />,
    ]);
    await screen.findByText('星光影城');
    expect(cellOf('星光影城').className).not.toMatch(/css-/);
    expect(cellOf('12.5').className).toMatch(/css-/);
  });

  it('are not rendered again when the row is (its cells hang on the column elements)', async () => {
    cellRenders.length = 0;
    const columns = [
      <DataTable.Col key="name" source="name" />,
      <DataTable.Col key="amount" source="amount" field={Amount} />,
    ];
    const { rerender } = renderList(columns);
    await screen.findByText('¥12.5');
    await waitFor(() => expect(cellRenders.length).toBeGreaterThan(0));
    const before = cellRenders.length;
    // The whole list rendered again with the same column elements: react-admin renders its rows again.
    rerender(list(columns));
    expect(screen.getByText('¥12.5')).toBeTruthy();
    expect(cellRenders.length).toBe(before);
  });
});
