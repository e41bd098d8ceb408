import { describe, expect, it } from 'vitest';
import { isShown, validViews, viewsKey, withView, withoutView, type SavedView } from './savedViews';

const view = (label: string, value: Partial<SavedView['value']> = {}): SavedView => ({
  label,
  value: { filter: { status: ['paid'] }, displayedFilters: [], sort: { field: 'created_at', order: 'DESC' }, perPage: 10, ...value },
});

describe('saved views (issue 11 item 6)', () => {
  it('are filed per brand, account and list under a prefix the store keeps across logout', () => {
    expect(viewsKey('starlight', '12', 'orders')).toBe('views.starlight.12.orders');
  });

  it('keep only well-formed views from the store', () => {
    const good = view('已付款');
    expect(validViews([good, { label: 'x' }, { value: {} }, null])).toEqual([good]);
    expect(validViews('not a list')).toEqual([]);
  });

  it('saving under a used name replaces that view; removing takes out only the named one', () => {
    const a = view('A');
    const b = view('B');
    const newA = view('A', { perPage: 50 });
    expect(withView([a, b], newA)).toEqual([b, newA]);
    expect(withoutView([a, b], 'A')).toEqual([b]);
  });

  it('knows the view on screen whatever the order of filter keys and hidden columns', () => {
    const saved = view('v', { filter: { a: 1, b: 2 }, hiddenColumns: ['x', 'y'] });
    expect(isShown(saved, { ...saved.value, filter: { b: 2, a: 1 }, hiddenColumns: ['y', 'x'] })).toBe(true);
    expect(isShown(saved, { ...saved.value, perPage: 25 })).toBe(false);
    expect(isShown(saved, { ...saved.value, density: 'medium' })).toBe(false);
    expect(isShown(saved, { ...saved.value, sort: { field: 'created_at', order: 'ASC' } })).toBe(false);
  });
});
