import { describe, expect, it } from 'vitest';
import { diffRows, withDeparted } from './rowChanges';

const rows = (...ids: number[]) => ids.map((id) => ({ id, order_no: `N${id}` }));

describe('live rows (issue 33 item 2)', () => {
  it('tells the rows that came and the rows that left, with where they stood', () => {
    const { added, removed } = diffRows(rows(5, 4, 3, 2), rows(7, 6, 5, 3, 2));
    expect(added).toEqual([7, 6]);
    expect(removed).toEqual([{ record: { id: 4, order_no: 'N4' }, index: 1 }]);
  });

  it('ids as strings and numbers are one row', () => {
    expect(diffRows([{ id: '3' }], [{ id: 3 }])).toEqual({ added: [], removed: [] });
  });

  it('keeps a departed row at its place while it fades, once', () => {
    const departed = [{ record: { id: 4, order_no: 'N4' }, index: 1 }];
    expect(withDeparted(rows(5, 3, 2), departed).map((r) => r.id)).toEqual([5, 4, 3, 2]);
    expect(withDeparted(rows(5, 4, 3), departed).map((r) => r.id)).toEqual([5, 4, 3]);
    expect(withDeparted([], departed).map((r) => r.id)).toEqual([4]);
  });
});
