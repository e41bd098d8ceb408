// generated — do not edit; edit permissions.yaml and run npm run generate

import type { ActionKey } from '../../vocabulary/actions';
import type { MainAccountRule } from '../../vocabulary/mainAccount';

export interface PermissionKeyInfo {
  actions: readonly ActionKey[];
  marker: boolean;
}

export const permissionKeys: Readonly<Record<string, PermissionKeyInfo>> = {
  application: { actions: ['query', 'add', 'edit'], marker: false },
  business_cooperation: { actions: ['query', 'edit'], marker: false },
  cinema: { actions: ['query', 'get'], marker: false },
  coupon: { actions: ['query', 'get', 'add', 'edit', 'delete', 'enable', 'disable', 'export'], marker: false },
  coupon_ks: { actions: ['query', 'get', 'add', 'edit', 'export'], marker: false },
  dashboard: { actions: ['query'], marker: false },
  download: { actions: ['query', 'get'], marker: false },
  film: { actions: ['query', 'get'], marker: false },
  flower_order: { actions: ['query', 'get', 'export'], marker: false },
  food_order: { actions: ['query', 'get', 'export'], marker: false },
  fund_balance: { actions: ['query', 'export'], marker: false },
  fund_flower: { actions: ['query', 'export'], marker: false },
  fund_order: { actions: ['query', 'export'], marker: false },
  fund_statement: { actions: ['query', 'export'], marker: false },
  is_authshop: { actions: [], marker: true },
  is_share_order: { actions: ['query'], marker: true },
  is_shareshop: { actions: [], marker: true },
  junior: { actions: ['query', 'get', 'add', 'edit'], marker: false },
  local_life: { actions: ['query', 'get', 'add', 'edit', 'delete', 'export', 'import'], marker: false },
  merchant_info: { actions: ['query', 'edit'], marker: false },
  order_all: { actions: ['query', 'get', 'export'], marker: false },
  order_completed: { actions: ['query', 'get', 'export'], marker: false },
  order_grab: { actions: ['query', 'get', 'edit'], marker: false },
  order_issued: { actions: ['query', 'get', 'export'], marker: false },
  poster: { actions: ['query', 'add', 'edit', 'delete', 'enable', 'disable'], marker: false },
  price: { actions: ['query', 'add', 'edit', 'delete', 'enable', 'disable'], marker: false },
  statistics: { actions: ['query', 'export'], marker: false },
  Subaccount: { actions: [], marker: true },
  SubaccountList: { actions: ['query', 'get', 'add', 'edit', 'delete', 'enable', 'disable'], marker: true },
  subscribe_news: { actions: ['query', 'edit'], marker: false },
  swiper: { actions: ['query', 'add', 'edit', 'delete'], marker: false },
  template_push: { actions: ['query', 'edit'], marker: false },
  user_list: { actions: ['query', 'get'], marker: false },
  withdraw_agent: { actions: ['query', 'get', 'add', 'export'], marker: false },
  withdraw_fan: { actions: ['query', 'get', 'edit', 'export'], marker: false },
};

/** §6: what main accounts hold besides their role (permissions.yaml `mainAccount`). */
export const mainAccountRule: MainAccountRule = {
  keys: ['Subaccount', 'SubaccountList'],
  markers: { is_authshop: 'is_authshop', is_shareshop: 'is_shareshop', is_share_order: 'is_share_order' },
  businessTypeMarker: 'business_type_',
  removes: ['junior'],
};
