import { describe, expect, it } from 'vitest';
import {
  isShown,
  keptColumnsKey,
  renamedView,
  restoredView,
  validViews,
  viewNameProblem,
  viewsKey,
  withView,
  withoutView,
  type SavedView,
} from './savedViews';

const view = (label: string, value: Partial<SavedView['value']> = {}): SavedView => ({
  label,
  value: {
    filter: { status: ['paid'] },
    displayedFilters: [],
    sort: { field: 'created_at', order: 'DESC' },
    perPage: 10,
    ...value,
  },
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

  it('carry the column widths and pins (issue 34): a view differs when they do, not when only their order does', () => {
    const saved = view('v', { columnLayout: { widths: { a: 120, b: 200 }, pinned: ['a'] } });
    expect(isShown(saved, { ...saved.value, columnLayout: { pinned: ['a'], widths: { b: 200, a: 120 } } })).toBe(true);
    expect(isShown(saved, { ...saved.value, columnLayout: { widths: { a: 160, b: 200 }, pinned: ['a'] } })).toBe(false);
    expect(isShown(saved, { ...saved.value, columnLayout: { widths: { a: 120, b: 200 }, pinned: [] } })).toBe(false);
    expect(isShown(view('w'), { ...view('w').value, columnLayout: { widths: {} } })).toBe(true);
  });

  it("keep an account's last column choices under views. (kept across logout), apart from its saved views", () => {
    expect(keptColumnsKey('starlight', '12', 'orders')).toBe('views.starlight.12.columns.orders');
  });

  it.each([
    ['', 'app.savedViews.nameRequired'],
    ['   ', 'app.savedViews.nameRequired'],
    ['B', 'app.savedViews.nameTaken'],
    [' B ', 'app.savedViews.nameTaken'],
    ['C', undefined],
  ])('a new name %j for A among A and B: %s (issue 30 item 22)', (name, problem) => {
    expect(viewNameProblem(name, ['B'])).toBe(problem);
  });

  it("renaming keeps the view, its settings and its place; a name that is empty or another view's changes nothing", () => {
    const a = view('A', { perPage: 50 });
    const b = view('B');
    const c = view('C');
    expect(renamedView([a, b, c], 'B', ' 已付款 ')).toEqual([a, { ...b, label: '已付款' }, c]);
    expect(renamedView([a, b, c], 'B', 'B')).toEqual([a, b, c]);
    expect(renamedView([a, b, c], 'B', 'A')).toEqual([a, b, c]);
    expect(renamedView([a, b, c], 'B', ' ')).toEqual([a, b, c]);
  });

  it('undoing a delete puts the view back where it was, unless one of its name was saved since', () => {
    const a = view('A');
    const b = view('B');
    const c = view('C');
    expect(restoredView(withoutView([a, b, c], 'B'), b, 1)).toEqual([a, b, c]);
    expect(restoredView([], b, 1)).toEqual([b]);
    const newB = view('B', { perPage: 25 });
    expect(restoredView([a, newB], b, 1)).toEqual([a, newB]);
  });
});
