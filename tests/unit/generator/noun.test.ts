/** A record's noun (react-admin's resources.<name>.name): the schema's, else derived from the list's title. */
import { describe, expect, it } from 'vitest';
import { inSentence, nounOf, plural, singular } from '../../../generator/model/noun';

describe('a record noun derived from the list title', () => {
  it.each([
    [
      { 'zh-CN': '全部订单', en: 'All orders' },
      { 'zh-CN': '订单', en: 'Order', enPlural: 'Orders' },
    ],
    [
      { 'zh-CN': '子账号列表', en: 'Sub-accounts' },
      { 'zh-CN': '子账号', en: 'Sub-account', enPlural: 'Sub-accounts' },
    ],
    [
      { 'zh-CN': '用户管理', en: 'User list' },
      { 'zh-CN': '用户', en: 'User', enPlural: 'Users' },
    ],
    [
      { 'zh-CN': '代金券购买记录', en: 'Voucher purchases' },
      { 'zh-CN': '代金券购买记录', en: 'Voucher purchase', enPlural: 'Voucher purchases' },
    ],
    [
      { 'zh-CN': '券中心', en: 'Categories' },
      { 'zh-CN': '券中心', en: 'Category', enPlural: 'Categories' },
    ],
    // Nothing left after the affixes: the title itself.
    [
      { 'zh-CN': '列表', en: 'All' },
      { 'zh-CN': '列表', en: 'All', enPlural: 'All' },
    ],
  ])('%j → %j', (label, noun) => {
    expect(nounOf(undefined, label)).toEqual(noun);
  });

  it("takes the schema's noun, with the English plural derived when it gives none", () => {
    expect(
      nounOf({ 'zh-CN': '轮播图', en: 'Carousel image' }, { 'zh-CN': '编辑轮播图', en: 'Carousel images' }),
    ).toEqual({ 'zh-CN': '轮播图', en: 'Carousel image', enPlural: 'Carousel images' });
    expect(
      nounOf({ 'zh-CN': '新片推送', en: 'New-release push', enPlural: 'Pushes' }, { 'zh-CN': 'x', en: 'x' }).enPlural,
    ).toBe('Pushes');
  });

  it.each([
    ['order', 'orders'],
    ['category', 'categories'],
    ['box', 'boxes'],
    ['push', 'pushes'],
    ['day', 'days'],
    ['class', 'classes'],
  ])('%s ⇄ %s', (one, many) => {
    expect(plural(one)).toBe(many);
    expect(singular(many)).toBe(one);
  });

  // react-admin's resources.<name>.forcedCaseName: "No orders found", "No WeChat coupons found".
  it.each([
    ['Orders', 'orders'],
    ['Fan withdrawals', 'fan withdrawals'],
    ['Sub-accounts', 'sub-accounts'],
    ['WeChat coupons', 'WeChat coupons'],
    ['ID cards', 'ID cards'],
    ['Alipay products', 'Alipay products'],
  ])('%s reads %s inside a sentence', (noun, sentence) => {
    expect(inSentence(noun)).toBe(sentence);
  });
});
