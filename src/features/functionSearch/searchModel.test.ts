import { describe, expect, it } from 'vitest';
import { loadPinyin, searchFunctions, type FunctionEntry } from './searchModel';

const entries: FunctionEntry[] = [
  {
    id: 'orders',
    zh: '全部订单',
    en: 'All orders',
    group: { zh: '影票订单', en: 'Film ticket orders' },
    target: { path: '/cinema/alllist' },
  },
  { id: 'subaccounts', zh: '子账号列表', en: 'Sub-accounts', target: { path: '/subaccount/subaccountList' } },
  {
    id: 'films',
    zh: '影片列表',
    en: 'Films',
    group: { zh: '素材管理', en: 'Materials' },
    target: { path: '/swiper/filmList' },
  },
  { id: 'colorWeak', zh: '色弱模式', en: 'Colour-weak mode', target: { setting: 'colorWeak', value: true } },
];
const ids = (list: FunctionEntry[]) => list.map((e) => e.id);

describe('function search (§2)', async () => {
  const pinyin = await loadPinyin();

  it.each([
    ['Chinese', '订单', ['orders']],
    ['English, any case', 'SUB', ['subaccounts']],
    ['pinyin initials', 'zzh', ['subaccounts']],
    ['full pinyin', 'seruo', ['colorWeak']],
    ['pinyin of word starts, then a group by pinyin', 'yingp', ['films', 'orders']],
    ['group names find their entries', '素材', ['films']],
    ['nothing', 'xyzq', []],
  ])('%s: %s', (_name, query, expected) => {
    expect(ids(searchFunctions(entries, query, pinyin))).toEqual(expected);
  });

  it('ranks a direct name match above a pinyin or group match', () => {
    const list: FunctionEntry[] = [
      { id: 'group', zh: '甲', en: 'x', group: { zh: '影片', en: 'g' }, target: { path: '/a' } },
      { id: 'name', zh: '影片列表', en: 'y', target: { path: '/b' } },
    ];
    expect(ids(searchFunctions(list, '影片', pinyin))).toEqual(['name', 'group']);
  });

  it('blank shows everything; without pinyin (still loading) Chinese and English match', () => {
    expect(searchFunctions(entries, '  ')).toHaveLength(4);
    expect(ids(searchFunctions(entries, 'films'))).toEqual(['films']);
    expect(ids(searchFunctions(entries, 'zzh'))).toEqual([]);
  });
});
