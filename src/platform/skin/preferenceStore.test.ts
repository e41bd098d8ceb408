// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preferenceStore } from './preferenceStore';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe("the console's store (issue 13: each key read from localStorage once)", () => {
  it('answers repeated reads of a key from one parse, and reads again after a write', () => {
    const store = preferenceStore();
    store.setup();
    store.setItem('orders.datatable', ['a', 'b']);
    const reads = vi.spyOn(localStorage, 'getItem');
    const first = store.getItem('orders.datatable');
    expect(first).toEqual(['a', 'b']);
    expect(store.getItem('orders.datatable')).toBe(first);
    expect(store.getItem('missing', 'fallback')).toBe('fallback');
    expect(store.getItem('missing')).toBeUndefined();
    expect(reads).toHaveBeenCalledTimes(2);

    store.setItem('orders.datatable', ['c']);
    expect(store.getItem('orders.datatable')).toEqual(['c']);
    store.removeItem('orders.datatable');
    expect(store.getItem('orders.datatable', [])).toEqual([]);
    store.teardown();
  });

  it("sees another tab's write, and a store made later sees this one's", () => {
    const store = preferenceStore();
    store.setup();
    expect(store.getItem('sidebar.open', true)).toBe(true);
    localStorage.setItem('RaStoreccs.sidebar.open', 'false');
    window.dispatchEvent(new StorageEvent('storage', { key: 'RaStoreccs.sidebar.open', newValue: 'false' }));
    expect(store.getItem('sidebar.open', true)).toBe(false);

    store.setItem('locale', 'en');
    expect(preferenceStore().getItem('locale')).toBe('en');
    store.teardown();
  });

  it('keeps the language and the layout settings on reset (logout, §4), and forgets the rest', () => {
    const store = preferenceStore();
    store.setup();
    store.setItem('locale', 'en');
    store.setItem('skin.default.merchant', { layout: 'top' });
    store.setItem('orders.listParams', { page: 3 });
    expect(store.getItem('orders.listParams')).toEqual({ page: 3 });
    store.reset();
    expect(store.getItem('locale')).toBe('en');
    expect(store.getItem('skin.default.merchant')).toEqual({ layout: 'top' });
    expect(store.getItem('orders.listParams')).toBeUndefined();
    store.removeItems('skin.');
    expect(store.getItem('skin.default.merchant')).toBeUndefined();
    store.teardown();
  });
});
