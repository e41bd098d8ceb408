// generated — do not edit; edit schemas/*.yaml, routes.yaml and permissions.yaml and run npm run generate

import type { ActionKey } from '../../vocabulary/actions';
import type { MainAccountRule } from '../../vocabulary/mainAccount';

export interface PermissionKeyInfo {
  actions: readonly ActionKey[];
  marker: boolean;
}

export const permissionKeys: Readonly<Record<string, PermissionKeyInfo>> = {
  alipayService: { actions: ['edit'], marker: false },
  application: { actions: ['query', 'get'], marker: false },
  business_cooperation: { actions: ['edit', 'query', 'get'], marker: false },
  cinema: { actions: ['query', 'get'], marker: false },
  coupon: { actions: ['query', 'get', 'enable', 'disable'], marker: false },
  coupon_ks: { actions: ['edit', 'query', 'get', 'enable', 'disable'], marker: false },
  dashboard: { actions: ['query'], marker: false },
  download: { actions: ['delete', 'query', 'get'], marker: false },
  film: { actions: ['query', 'get'], marker: false },
  flower_order: { actions: ['query', 'get', 'export'], marker: false },
  food_order: { actions: ['query', 'get', 'export'], marker: false },
  fund_balance: { actions: ['query', 'export'], marker: false },
  fund_flower: { actions: ['query', 'export'], marker: false },
  fund_order: { actions: ['query', 'export'], marker: false },
  fund_statement: { actions: ['query', 'export'], marker: false },
  is_authshop: { actions: [], marker: true },
  is_share_order: { actions: ['add', 'edit', 'query', 'get', 'import'], marker: true },
  is_shareshop: { actions: [], marker: true },
  junior: { actions: ['add', 'edit', 'query', 'get', 'import'], marker: false },
  local_life: { actions: ['query', 'get', 'enable', 'disable', 'export'], marker: false },
  merchant_info: { actions: ['edit', 'query'], marker: false },
  operationLog: { actions: ['query', 'get', 'export'], marker: false },
  order_all: { actions: ['query', 'get', 'export'], marker: false },
  order_completed: { actions: ['query', 'get', 'export'], marker: false },
  order_grab: { actions: ['edit', 'query', 'get'], marker: false },
  order_issued: { actions: ['query', 'get', 'export'], marker: false },
  poster: { actions: ['add', 'delete', 'edit', 'query', 'enable', 'disable'], marker: false },
  price: { actions: ['add', 'edit', 'query', 'get', 'enable', 'disable'], marker: false },
  statistics: { actions: ['add', 'delete', 'edit', 'query', 'get'], marker: false },
  Subaccount: { actions: [], marker: true },
  SubaccountList: { actions: ['add', 'delete', 'edit', 'query', 'get', 'enable', 'disable'], marker: false },
  subscribe_news: { actions: ['add', 'edit', 'query', 'get'], marker: false },
  swiper: { actions: ['add', 'delete', 'edit', 'query', 'get', 'enable', 'disable'], marker: false },
  template_push: { actions: ['add', 'edit', 'query', 'get'], marker: false },
  user_list: { actions: ['query', 'get'], marker: false },
  withdraw_agent: { actions: ['add', 'query', 'get', 'export'], marker: false },
  withdraw_fan: { actions: ['edit', 'query', 'get', 'export'], marker: false },
};

/** §6: what main accounts hold besides their role (permissions.yaml `mainAccount`). */
export const mainAccountRule: MainAccountRule = {
  keys: ['Subaccount', 'SubaccountList', 'alipayService'],
  markers: { is_authshop: 'is_authshop', is_shareshop: 'is_shareshop', is_share_order: 'is_share_order' },
  businessTypeMarker: 'business_type_',
  removes: ['junior'],
};
