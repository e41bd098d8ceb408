import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../platform/i18n/i18nProvider';
import { findRoute } from '../../platform/routing/routeTable';
import { breadcrumbTrail, recordScreenOf, type Crumb } from './breadcrumbTrail';

describe('recordScreenOf', () => {
  const list = '/subaccount/subaccountList';
  it('is none on the list itself', () => expect(recordScreenOf(list, list)).toBeUndefined());
  it('names the create, edit and show screens below a list', () => {
    expect(recordScreenOf('/subaccounts/create', list)).toBe('create');
    expect(recordScreenOf('/subaccounts/137', list)).toBe('edit');
    expect(recordScreenOf('/subaccounts/137/show', list)).toBe('show');
  });
});

/** The trail at a path of the real route table, home at `/home`, a group leading to `/first`; as `text → to`. */
function trailAt(path: string, route = path): string[] {
  const translate = (key: string, options?: { _?: string }) => i18nProvider.translate(key, options);
  const crumbs = breadcrumbTrail(findRoute(route)!, path, { homePath: '/home', groupPath: '/first', translate });
  return crumbs.map((c: Crumb) => (c.current ? `[${c.text}]` : `${c.text} → ${c.to}`));
}

afterEach(() => i18nProvider.changeLocale('zh-CN'));

describe('the §2 breadcrumb says each step once', () => {
  it.each([
    ['a list in a group', '/cinema/alllist', undefined, ['首页 → /home', '影票订单 → /first', '[全部订单]']],
    [
      'a record screen below it',
      '/orders/7/show',
      '/cinema/alllist',
      ['首页 → /home', '影票订单 → /first', '全部订单 → /cinema/alllist', '[查看]'],
    ],
    ['a page outside any group', '/user/UserList', undefined, ['首页 → /home', '[用户管理]']],
    // The group holds an entry of its own name: said once, as the page.
    ['转化统计 in 转化统计', '/statistics/list', undefined, ['首页 → /home', '[转化统计]']],
    [
      'its record screen',
      '/conversions/3/show',
      '/statistics/list',
      ['首页 → /home', '转化统计 → /statistics/list', '[查看]'],
    ],
    // A create screen is named by the button that opens it where the schema labels it, else 新建.
    [
      'an add labelled 申请提现',
      '/agentWithdrawals/create',
      '/device/list',
      ['首页 → /home', '提现管理 → /first', '代理提现 → /device/list', '[申请提现]'],
    ],
    [
      'an add without a label',
      '/subaccounts/create',
      '/subaccount/subaccountList',
      ['首页 → /home', '子账号列表 → /subaccount/subaccountList', '[新建]'],
    ],
    // The home page itself: 首页 once, not 首页 › 首页.
    ['the dashboard', '/dashboard', undefined, ['[首页]']],
  ])('%s', (_case, path, route, expected) => {
    expect(trailAt(path, route ?? path)).toEqual(expected);
  });

  it('in English the group and its entry differ, and both are shown', async () => {
    await i18nProvider.changeLocale('en');
    expect(trailAt('/statistics/list')).toEqual(['Home → /home', 'Conversion statistics → /first', '[Conversions]']);
    expect(trailAt('/dashboard')).toEqual(['[Home]']);
  });
});
