import { describe, expect, it } from 'vitest';
import manifestJson from '../../../generated/permissionKeys.json';
import {
  buildTree,
  groupGrants,
  keyGrants,
  parseGrant,
  stateOf,
  toggleAction,
  toggleAll,
  treeGrants,
  type PermissionManifest,
} from './model';

const t = (zh: string, en = zh) => ({ 'zh-CN': zh, en });

/** A small manifest: a group whose key opens two routes, a top-level route, a marker and a key the user lacks. */
const manifest: PermissionManifest = {
  keys: {
    orders: { label: t('订单'), actions: ['query', 'get', 'export'], marker: false },
    stats: { label: t('统计'), actions: ['add', 'query'], marker: false },
    dashboard: { label: t('首页'), actions: ['query'], marker: false },
    is_share_order: { label: t('分销'), actions: ['query'], marker: true },
    secret: { label: t('机密'), actions: ['query'], marker: false },
  },
  groups: { stat: { label: t('转化统计', 'Statistics'), order: 10 }, cinema: { label: t('影票订单'), order: 20 } },
  routes: [
    {
      key: 'orders',
      path: '/cinema/alllist',
      keys: ['orders'],
      actions: ['query', 'get', 'export'],
      label: t('全部订单'),
      group: 'cinema',
      order: 1,
    },
    {
      key: 'media',
      path: '/statistics/mediumList',
      keys: ['stats'],
      actions: ['add', 'query'],
      label: t('媒体列表'),
      group: 'stat',
      order: 2,
    },
    {
      key: 'conversions',
      path: '/statistics/list',
      keys: ['stats'],
      actions: ['query'],
      label: t('转化统计表'),
      group: 'stat',
      order: 1,
    },
    { key: 'dashboard', path: '/dashboard', keys: ['dashboard'], actions: ['query'], label: t('首页'), order: 0 },
    { key: 'junior', path: '/merchant/list', keys: ['is_share_order'], actions: ['query'], label: t('代理列表') },
    { key: 'secret', path: '/secret', keys: ['secret'], actions: ['query'], label: t('机密') },
    { key: 'open', path: '/open', keys: [], actions: ['query'], label: t('公开') },
  ],
};

/** The granting user holds every key but `secret`, with every action. */
const held: Record<string, string[]> = {
  orders: ['query', 'get', 'export'],
  stats: ['add', 'query'],
  dashboard: ['query'],
  is_share_order: ['query'],
};
const tree = buildTree(manifest, (key) => held[key]);
const stats = tree.find((g) => g.id === 'stat')!.keys[0];
const orders = tree.find((g) => g.id === 'cinema')!.keys[0];

describe('permission tree: shape', () => {
  it('groups in menu order, top-level entries first; a key that opens two routes is one branch named by both', () => {
    expect(tree.map((g) => g.id)).toEqual(['', 'stat', 'cinema']);
    expect(stats.routes.map((r) => r['zh-CN'])).toEqual(['转化统计表', '媒体列表']);
    expect(tree.flatMap((g) => g.keys.map((k) => k.key))).toEqual(['dashboard', 'stats', 'orders']);
  });

  it('offers only what the granting user holds: no markers, no key it lacks, no action it lacks', () => {
    const keys = tree.flatMap((g) => g.keys.map((k) => k.key));
    expect(keys).not.toContain('is_share_order');
    expect(keys).not.toContain('secret');
    const narrow = buildTree(manifest, (key) => (key === 'orders' ? ['query'] : undefined));
    expect(treeGrants(narrow)).toEqual(['orders:query']);
  });

  it('leaves out routes the granting user does not have here (a brand hides them), and keys left without a route', () => {
    const noOrders = buildTree(
      manifest,
      (key) => held[key],
      (route) => route !== 'orders',
    );
    expect(noOrders.map((g) => g.id)).toEqual(['', 'stat']);
    const noMedia = buildTree(
      manifest,
      (key) => held[key],
      (route) => route !== 'media',
    );
    expect(noMedia.find((g) => g.id === 'stat')!.keys[0].routes.map((r) => r['zh-CN'])).toEqual(['转化统计表']);
  });

  it('reads the generated manifest: a main account holding every key gets every menu group', () => {
    const real = manifestJson as PermissionManifest;
    const all = buildTree(real, (key) => real.keys[key].actions);
    expect(all.map((g) => g.id)).toEqual(expect.arrayContaining(['', 'statistics', 'cinema', 'fund', 'coupon']));
    expect(treeGrants(all)).toContain('order_all:export');
    expect(treeGrants(all).some((g) => g.startsWith('is_share_order:'))).toBe(false);
  });
});

describe('permission tree: value model', () => {
  it('ticking a parent selects all its children; ticking it again clears them', () => {
    const once = toggleAll(tree, [], groupGrants(tree[1]));
    expect(once).toEqual(['stats:add', 'stats:query']);
    expect(stateOf(once, groupGrants(tree[1]))).toBe('checked');
    expect(toggleAll(tree, once, groupGrants(tree[1]))).toEqual([]);
  });

  it('a parent with some children ticked is indeterminate, and ticking it completes it', () => {
    const some = ['orders:query'];
    expect(stateOf(some, keyGrants(orders))).toBe('indeterminate');
    expect(stateOf(some, treeGrants(tree))).toBe('indeterminate');
    expect(toggleAll(tree, some, keyGrants(orders))).toEqual(['orders:query', 'orders:get', 'orders:export']);
    expect(stateOf([], keyGrants(orders))).toBe('unchecked');
  });

  it('an action ticks the route (query) too; unticking query unticks the route entirely', () => {
    const exported = toggleAction(tree, [], orders, 'export');
    expect(exported).toEqual(['orders:query', 'orders:export']);
    expect(toggleAction(tree, exported, orders, 'export')).toEqual(['orders:query']);
    expect(toggleAction(tree, exported, orders, 'query')).toEqual([]);
  });

  it('keeps grants the tree does not show (held by the sub-account, not by the editor), in the tree order first', () => {
    expect(toggleAll(tree, ['secret:query', 'orders:get'], keyGrants(stats))).toEqual([
      'stats:add',
      'stats:query',
      'orders:get',
      'secret:query',
    ]);
  });

  it('parses key:action strings and nothing else', () => {
    expect(parseGrant('order_all:export')).toEqual({ key: 'order_all', action: 'export' });
    expect(parseGrant('order_all:fly')).toBeUndefined();
    expect(parseGrant(':query')).toBeUndefined();
    expect(parseGrant(7)).toBeUndefined();
  });
});

describe('permission tree: keyless routes (issue 30 item 1)', () => {
  it("offers a keyless route's writes under its menu group, and only them: 支付宝服务 → 编辑 under 运营设置", () => {
    const real = manifestJson as PermissionManifest;
    const all = buildTree(real, (key) => real.keys[key]?.actions);
    const operations = all.find((g) => g.id === 'operations');
    expect(operations?.keys.find((k) => k.key === 'alipayService')).toEqual({
      key: 'alipayService',
      routes: [{ 'zh-CN': '支付宝服务', en: 'Alipay service' }],
      actions: ['edit'],
    });
    // A keyless route that only reads has nothing to grant.
    expect(all.flatMap((g) => g.keys.map((k) => k.key))).not.toContain('wechatCoupons');
  });
});
