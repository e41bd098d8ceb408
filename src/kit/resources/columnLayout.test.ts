import { describe, expect, it } from 'vitest';
import {
  clampWidth,
  movedColumn,
  pinnedColumns,
  pinnedFirst,
  rankedOrder,
  ranksFor,
  roomFor,
  schemaOrderFrom,
  stepTarget,
  togglePinned,
  validLayout,
  withWidth,
} from './columnLayout';

const ids = ['order_no', 'film', 'cinema', 'status', 'tel'];
const same = (id: string) => id;

describe('column layout (issue 34 item 1)', () => {
  it('pins the stored choice, else the default when it is the first column shown', () => {
    expect(pinnedColumns(undefined, 'order_no', ids, 'order_no')).toEqual(['order_no']);
    expect(pinnedColumns(undefined, 'name', ids, 'order_no')).toEqual([]);
    // Moved by the user (or after an image column in the schema): not pinned by default, nothing moves.
    expect(pinnedColumns(undefined, 'order_no', ids, 'status')).toEqual([]);
    expect(pinnedColumns({ pinned: [] }, 'order_no', ids, 'order_no')).toEqual([]);
    expect(pinnedColumns({ pinned: ['tel', 'gone'] }, 'order_no', ids, 'order_no')).toEqual(['tel']);
  });

  it('shows pinned columns first, in their pinned order, the others as they were', () => {
    expect(pinnedFirst(ids, same, ['tel', 'film'])).toEqual(['tel', 'film', 'order_no', 'cinema', 'status']);
    expect(pinnedFirst(ids, same, [])).toEqual(ids);
  });

  it('moves a column a step or onto another, never across the pinned line', () => {
    expect(movedColumn(ids, [], 'status', 'film')).toEqual(['order_no', 'status', 'film', 'cinema', 'tel']);
    expect(movedColumn(ids, [], 'film', 'status')).toEqual(['order_no', 'cinema', 'status', 'film', 'tel']);
    expect(movedColumn(ids, ['order_no'], 'film', 'order_no')).toEqual(ids);
    expect(movedColumn(ids, [], 'film', 'nowhere')).toEqual(ids);
  });

  it('steps over hidden columns', () => {
    expect(stepTarget(ids, ['cinema'], 'film', 1)).toBe('status');
    expect(stepTarget(ids, [], 'order_no', -1)).toBeUndefined();
  });

  it("turns a shown order into react-admin's ranks and back", () => {
    const schema = ['a', 'b', 'c', 'd'];
    const ranks = ranksFor(['c', 'a', 'b', 'd'], schema);
    expect(ranks).toEqual([2, 0, 1, 3]);
    // DataTable draws child ranks[p] at position p.
    expect(ranks.map((r) => schema[r])).toEqual(['c', 'a', 'b', 'd']);
    expect(schemaOrderFrom(['c', 'a', 'b', 'd'], ranks)).toEqual(schema);
    expect(schemaOrderFrom(schema, undefined)).toEqual(schema);
    expect(rankedOrder(schema, ranks)).toEqual(['c', 'a', 'b', 'd']);
    expect(rankedOrder(schema, [1, 0])).toEqual(['b', 'a', 'c', 'd']);
    // Columns the order does not name (the row buttons) keep their place after it.
    expect(ranksFor(['b', 'a'], schema)).toEqual([1, 0, 2, 3]);
  });

  it('pins and unpins; keeps widths within bounds; drops a width set back', () => {
    expect(togglePinned(['a'], 'b')).toEqual(['a', 'b']);
    expect(togglePinned(['a', 'b'], 'a')).toEqual(['b']);
    expect(clampWidth(10)).toBe(48);
    expect(clampWidth(5000)).toBe(640);
    expect(withWidth({ pinned: ['a'] }, 'film', 200.4)).toEqual({ pinned: ['a'], widths: { film: 200 } });
    expect(withWidth({ widths: { film: 200 } }, 'film', undefined)).toEqual({ widths: {} });
  });

  it('gives a widened column room for more of a cut text (display columns, §9)', () => {
    expect(roomFor(16)).toBe(0);
    expect(roomFor(300)).toBe(40);
  });

  it('reads only well-formed layouts from the store', () => {
    expect(validLayout(null)).toBeUndefined();
    expect(validLayout('x')).toBeUndefined();
    expect(validLayout({ widths: { a: 120, b: 'wide', c: -1 }, pinned: ['a', 3] })).toEqual({
      widths: { a: 120 },
      pinned: ['a'],
    });
  });
});
