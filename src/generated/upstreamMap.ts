// generated — do not edit; edit schemas/*.yaml and run npm run generate

import type { UpstreamMap } from '../../vocabulary/upstream';

export const upstreamMap = {
  'device/list': {
    name: 'agentWithdrawals',
    client: 'movie',
    recordId: 'id',
    paging: { page: 'page', perPage: 'page_size', sort: 'sort', order: 'order' },
    list: { method: 'POST', path: '/api/v2/withdraw/agentList', rows: 'data.list', total: 'data.count' },
    filters: [
      { field: 'status', op: 'equals', param: 'status' },
      {
        field: 'created_at',
        op: 'dateRange',
        param: 'created_at',
        params: { from: 'start_time', to: 'end_time' },
      },
    ],
    summary: [{ name: 'credit', from: 'data.credit' }, { name: 'daicredit', from: 'data.daicredit' }],
    actions: {},
    writable: { create: [], update: [] },
  },
  'cinema/alllist': {
    name: 'orders',
    client: 'movie',
    recordId: 'id',
    paging: { page: 'page', perPage: 'page_size', sort: 'sort', order: 'order' },
    list: { method: 'POST', path: '/api/v2/order/allList', rows: 'data.data', total: 'data.total' },
    get: { method: 'POST', path: '/api/v2/order/detail', idParam: 'id' },
    filters: [
      { field: 'order_no', op: 'equals', param: 'order_no' },
      { field: 'buyer_tel', op: 'contains', param: 'buyer_tel' },
      { field: 'status', op: 'in', param: 'status' },
      {
        field: 'created_at',
        op: 'dateRange',
        param: 'created_at',
        params: { from: 'start_time', to: 'end_time' },
      },
    ],
    summary: [],
    actions: { export: { method: 'POST', path: '/api/v2/order/export', idParam: 'id', payload: ['id'] } },
    writable: { create: [], update: [] },
  },
  'poster/sharePoster': {
    name: 'posters',
    client: 'movie',
    recordId: 'id',
    paging: { page: 'page', perPage: 'page_size', sort: 'sort', order: 'order' },
    list: { method: 'POST', path: '/api/v2/poster/list', rows: 'data.data', total: 'data.total' },
    filters: [
      { field: 'appid', op: 'equals', param: 'appid' },
      { field: 'status', op: 'equals', param: 'status' },
      { field: 'is_official', op: 'equals', param: 'is_official' },
    ],
    summary: [],
    actions: {},
    writable: { create: [], update: [] },
  },
  'subaccount/subaccountList': {
    name: 'subaccounts',
    client: 'movie',
    recordId: 'id',
    paging: { page: 'page', perPage: 'page_size', sort: 'sort', order: 'order' },
    list: { method: 'POST', path: '/api/v2/subaccount/list', rows: 'data.data', total: 'data.total' },
    get: { method: 'GET', path: '/api/v2/subaccount/detail', idParam: 'id' },
    create: { method: 'POST', path: '/api/v2/subaccount/create', idParam: 'id' },
    update: { method: 'POST', path: '/api/v2/subaccount/edit', idParam: 'id' },
    delete: { method: 'POST', path: '/api/v2/subaccount/delete', idParam: 'id' },
    filters: [
      { field: 'tel', op: 'contains', param: 'tel' },
      { field: 'remark', op: 'contains', param: 'remark' },
      { field: 'is_active', op: 'equals', param: 'is_active' },
    ],
    summary: [],
    actions: {
      enable: { method: 'POST', path: '/api/v2/subaccount/enable', idParam: 'id', payload: ['id'] },
      disable: { method: 'POST', path: '/api/v2/subaccount/disable', idParam: 'id', payload: ['id'] },
    },
    writable: { create: ['tel', 'password', 'remark'], update: ['tel', 'remark'] },
  },
} satisfies UpstreamMap;
