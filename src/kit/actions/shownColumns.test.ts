import { describe, expect, it } from 'vitest';
import { dispositionFileName } from '../../platform/providers/http';
import { shownColumns } from './shownColumns';

describe('the columns an export writes: the table as shown (issue 30 item 9)', () => {
  const columns = ['order_no', 'film_name', 'hall_type', 'amount', 'status'];

  it('leaves out the hidden ones, in the schema’s order when nothing was moved', () => {
    expect(shownColumns(columns, ['hall_type'], undefined)).toEqual(['order_no', 'film_name', 'amount', 'status']);
  });

  it('follows the column chooser’s order (DataTable columnRanks, possibly shorter than the columns)', () => {
    // The chooser moved status first: ranks list child indexes by position.
    expect(shownColumns(columns, [], [4, 0, 1, 2, 3])).toEqual([
      'status',
      'order_no',
      'film_name',
      'hall_type',
      'amount',
    ]);
    expect(shownColumns(columns, ['film_name'], [1, 0])).toEqual(['order_no', 'hall_type', 'amount', 'status']);
    // The actions column (an index past the columns) moved among them changes nothing.
    expect(shownColumns(columns, [], [5, 0, 1, 2, 3, 4])).toEqual(columns);
  });
});

describe('the name a server gives its file', () => {
  it('reads RFC 6266’s UTF-8 name before the plain one', () => {
    expect(
      dispositionFileName(
        `attachment; filename="orders_2026-11-27.xlsx"; filename*=UTF-8''${encodeURIComponent('全部订单_2026-11-27.xlsx')}`,
      ),
    ).toBe('全部订单_2026-11-27.xlsx');
    expect(dispositionFileName('attachment; filename="a b.xlsx"')).toBe('a b.xlsx');
    expect(dispositionFileName('attachment; filename=plain.xlsx')).toBe('plain.xlsx');
    expect(dispositionFileName('attachment')).toBeUndefined();
    expect(dispositionFileName(null)).toBeUndefined();
  });
});
