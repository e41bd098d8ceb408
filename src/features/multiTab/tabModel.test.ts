import { describe, expect, it } from 'vitest';
import {
  aliveTabs,
  closeAll,
  closedKeys,
  closeLeft,
  closeRight,
  closeTab,
  EMPTY,
  openTab,
  parseTabs,
  refreshTab,
  tabKey,
  type TabsState,
} from './tabModel';

/** Tabs a, b, c, d opened in that order at times 1..4, `active` shown. */
function four(active = 'd'): TabsState {
  let s = EMPTY;
  ['a', 'b', 'c', 'd'].forEach((k, i) => (s = openTab(s, `/${k}`, `/${k}`, i + 1)));
  return openTab(s, `/${active}`, `/${active}`, 10);
}
const keys = (s: TabsState) => s.tabs.map((t) => t.key.slice(1)).join('');

describe('a tab per opened route (§2)', () => {
  it('opens a tab per full path and returns to a known one in its place', () => {
    let s = openTab(EMPTY, '/a', '/a', 1);
    s = openTab(s, '/b', '/b', 2);
    s = openTab(s, '/a', '/a?page=2', 3);
    expect(keys(s)).toBe('ab');
    expect(s.active).toBe('/a');
    expect(s.tabs[0].path).toBe('/a?page=2');
  });

  it("keys a tab by pathname and search, ignoring react-admin's list parameters", () => {
    expect(tabKey('/cinema/alllist', '?filter=%7B%7D&page=2&perPage=10&sort=id&order=DESC')).toBe('/cinema/alllist');
    expect(tabKey('/cinema/detail/Details', '?id=7&page=1')).toBe('/cinema/detail/Details?id=7');
    expect(tabKey('/x', '?b=2&a=1')).toBe(tabKey('/x', '?a=1&b=2'));
    expect(tabKey('/cinema/detail/Details', '?id=7')).not.toBe(tabKey('/cinema/detail/Details', '?id=8'));
  });
});

describe('closing tabs (§2 right-click menu, §8 messages)', () => {
  it.each([
    ['close the active tab selects its right neighbour', closeTab(four('b'), '/b'), 'acd', '/c'],
    ['close the active last tab selects its left neighbour', closeTab(four('d'), '/d'), 'abc', '/c'],
    ['close a hidden tab keeps the active one', closeTab(four('a'), '/c'), 'abd', '/a'],
    ['close right of b', closeRight(four('d'), '/b'), 'ab', '/b'],
    ['close right keeps an active tab on the left', closeRight(four('a'), '/b'), 'ab', '/a'],
    ['close left of c', closeLeft(four('a'), '/c'), 'cd', '/c'],
    ['close left keeps an active tab on the right', closeLeft(four('d'), '/c'), 'cd', '/d'],
    ['close all keeps the home tab', closeAll(four('c'), '/c', '/b'), 'b', '/b'],
    ['close all without home keeps the clicked tab', closeAll(four('c'), '/d', '/home'), 'd', '/d'],
  ])('%s', (_name, outcome, left, active) => {
    expect(outcome.message).toBeUndefined();
    expect(keys(outcome.state)).toBe(left);
    expect(outcome.state.active).toBe(active);
  });

  it.each([
    ['the last tab cannot be closed', closeTab(openTab(EMPTY, '/a', '/a', 1), '/a'), 'lastTab'],
    ['close all with one tab', closeAll(openTab(EMPTY, '/a', '/a', 1), '/a', '/a'), 'lastTab'],
    ['no tab on the left', closeLeft(four(), '/a'), 'noLeft'],
    ['no tab on the right', closeRight(four(), '/d'), 'noRight'],
  ])('%s: says so and changes nothing', (_name, outcome, message) => {
    expect(outcome.message).toBe(message);
    expect(outcome.state.tabs.length).toBeGreaterThan(0);
  });

  it('names the closed tabs, whose kept state is then freed', () => {
    expect(closedKeys(four(), closeRight(four(), '/b').state)).toEqual(['/c', '/d']);
  });
});

describe('kept state', () => {
  it('keeps the active tab and the most recently used hidden ones up to the cap', () => {
    const s = openTab(four('d'), '/b', '/b', 20); // used: a 1, c 3, d 10, b 20 (active)
    expect([...aliveTabs(s, 2)].sort()).toEqual(['/b', '/c', '/d']);
    expect([...aliveTabs(s, 0)]).toEqual(['/b']);
  });

  it('refresh mounts the tab anew (a new version), others untouched', () => {
    const s = refreshTab(four(), '/b');
    expect(s.tabs.map((t) => t.version)).toEqual([0, 1, 0, 0]);
  });
});

describe('persistence', () => {
  it('reads back what it stored', () => {
    const s = four('c');
    expect(parseTabs(JSON.parse(JSON.stringify(s)))).toEqual(s);
  });

  it.each([[null], ['x'], [{ tabs: 'no' }], [{ tabs: [{ key: 1 }] }]])(
    'a malformed value %j becomes no tabs',
    (value) => {
      expect(parseTabs(value).tabs).toEqual([]);
    },
  );

  it('an active key that is not a tab falls back to the first tab; paths must be app paths', () => {
    const s = parseTabs({
      tabs: [
        { key: '/a', path: '/a' },
        { key: 'x', path: 'https://evil.example/' },
      ],
      active: '/zz',
    });
    expect(s.tabs.map((t) => t.key)).toEqual(['/a']);
    expect(s.active).toBe('/a');
  });
});
