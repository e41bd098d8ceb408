import { memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { scopedStore, tabScope } from './scopedStore';

describe('per-tab view of react-admin’s store (§2: two tabs of one resource keep separate list state)', () => {
  it('files list parameters and selection under the tab, shares everything else', () => {
    const base = memoryStore();
    base.setup();
    const a = scopedStore(base, '/cinema/detail/Details?id=1');
    const b = scopedStore(base, '/cinema/detail/Details?id=2');
    a.setItem('orders.listParams', { page: 2 });
    b.setItem('orders.listParams', { page: 5 });
    a.setItem('orders.selectedIds', [1]);
    a.setItem('locale', 'en');
    expect(a.getItem('orders.listParams')).toEqual({ page: 2 });
    expect(b.getItem('orders.listParams')).toEqual({ page: 5 });
    expect(b.getItem('orders.selectedIds')).toBeUndefined();
    expect(b.getItem('locale')).toBe('en');
  });

  it('tells only the tab’s subscribers, and closing the tab frees its keys', () => {
    const base = memoryStore();
    base.setup();
    const a = scopedStore(base, 'A');
    const b = scopedStore(base, 'B');
    const seen: unknown[] = [];
    b.subscribe('orders.listParams', (v) => seen.push(v));
    a.setItem('orders.listParams', { page: 3 });
    expect(seen).toEqual([]);
    base.removeItems(tabScope('A'));
    expect(a.getItem('orders.listParams')).toBeUndefined();
  });
});
