// generated — do not edit; edit schemas/*.yaml and run npm run generate

import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import ConfirmationNumber from '@mui/icons-material/ConfirmationNumber';
import Image from '@mui/icons-material/Image';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import { lazy } from 'react';
import type { ResourceEntry } from '../resources/types';

/** Schema names (schemas/<name>.yaml). */
export type ResourceName = 'agentWithdrawals' | 'orders' | 'posters' | 'subaccounts';
/** react-admin resource ids: the §2 routes without their leading slash. */
export type ResourceId = 'device/list' | 'cinema/alllist' | 'poster/sharePoster' | 'subaccount/subaccountList';

const loadAgentWithdrawals = () => import('./resources/agentWithdrawals');
const loadOrders = () => import('./resources/orders');
const loadPosters = () => import('./resources/posters');
const loadSubaccounts = () => import('./resources/subaccounts');

export const resources: readonly ResourceEntry[] = [
  {
    name: 'agentWithdrawals',
    id: 'device/list',
    route: '/device/list',
    menu: { group: 'device', order: 10, hidden: false, icon: AccountBalanceWallet },
    keepAlive: false,
    permission: 'withdraw_agent',
    recordLabel: 'agent_name',
    preload: loadAgentWithdrawals,
    views: { list: lazy(() => loadAgentWithdrawals().then((m) => ({ default: m.AgentWithdrawalsList }))) },
  },
  {
    name: 'orders',
    id: 'cinema/alllist',
    route: '/cinema/alllist',
    menu: { group: 'cinema', order: 10, hidden: false, icon: ConfirmationNumber },
    keepAlive: false,
    permission: 'order_all',
    recordLabel: 'order_no',
    detailRoute: '/cinema/detail/Details',
    preload: loadOrders,
    views: {
      list: lazy(() => loadOrders().then((m) => ({ default: m.OrdersList }))),
      show: lazy(() => loadOrders().then((m) => ({ default: m.OrdersShow }))),
    },
  },
  {
    name: 'posters',
    id: 'poster/sharePoster',
    route: '/poster/sharePoster',
    menu: { group: 'material', order: 40, hidden: false, icon: Image },
    keepAlive: false,
    permission: 'poster',
    recordLabel: 'title',
    preload: loadPosters,
    views: { list: lazy(() => loadPosters().then((m) => ({ default: m.PostersList }))) },
  },
  {
    name: 'subaccounts',
    id: 'subaccount/subaccountList',
    route: '/subaccount/subaccountList',
    menu: { order: 90, hidden: false, icon: ManageAccounts },
    keepAlive: true,
    permission: 'SubaccountList',
    recordLabel: 'tel',
    preload: loadSubaccounts,
    views: {
      list: lazy(() => loadSubaccounts().then((m) => ({ default: m.SubaccountsList }))),
      show: lazy(() => loadSubaccounts().then((m) => ({ default: m.SubaccountsShow }))),
      create: lazy(() => loadSubaccounts().then((m) => ({ default: m.SubaccountsCreate }))),
      edit: lazy(() => loadSubaccounts().then((m) => ({ default: m.SubaccountsEdit }))),
    },
  },
];
