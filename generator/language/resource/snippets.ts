import type { Snippet } from '../doc';

const text = (zh: string, en: string) => ({ 'zh-CN': zh, en });

/**
 * What an editor offers to insert (YAML language server `defaultSnippets`): a whole new resource of each page kind,
 * a field, a filter, an action, a chart and a view. `${n:…}` are tab stops; the language tests validate each body
 * (tab stops replaced by their defaults) against the schema where it is offered.
 */
export const resourceSnippets: Record<
  | 'root'
  | 'fields'
  | 'field'
  | 'filter'
  | 'action'
  | 'actions'
  | 'chart'
  | 'dashboardChart'
  | 'dashboardTable'
  | 'views',
  Snippet[]
> = {
  root: [
    {
      label: 'New list resource',
      description: 'A paged list with a filter, a sort and an export (§2 list screens).',
      body: {
        name: '${1:couponCodes}',
        description: '${2:What this list is (§2 route).}',
        label: text('${3:券码列表}', '${4:Coupon codes}'),
        route: '${5:/local/couponCodeList}',
        menu: { group: '${6:coupon}', order: 40 },
        permission: '${7:local_life}',
        upstream: { client: 'movie', list: { path: '${8:/api/v2/local/couponCodes}' } },
        fields: {
          id: { type: 'integer', label: text('ID', 'ID'), readOnly: true, seed: { kind: 'sequence' } },
          code: { type: 'string', label: text('券码', 'Code') },
          created_at: {
            type: 'string',
            format: 'date-time',
            label: text('创建时间', 'Created'),
            sortable: true,
            readOnly: true,
          },
        },
        list: {
          columns: ['code', 'created_at'],
          filters: [{ field: 'code', op: 'contains' }],
          sort: { field: 'created_at', order: 'DESC' },
        },
      },
    },
    {
      label: 'New form page',
      description: 'One record read with get and saved with update, no list (§2 /group/tag).',
      body: {
        name: '${1:merchantInfo}',
        label: text('${2:编辑商户信息}', '${3:Merchant information}'),
        route: '${4:/group/tag}',
        page: 'form',
        permission: '${5:merchant_info}',
        upstream: {
          client: 'movie',
          get: { path: '${6:/api/v2/merchant/info}' },
          update: { path: '${7:/api/v2/merchant/save}' },
        },
        fields: { shop_name: { type: 'string', label: text('店铺名称', 'Shop name'), required: true } },
        form: ['shop_name'],
        actions: [{ name: 'edit', place: 'toolbar' }],
      },
    },
    {
      label: 'New dashboard',
      description: 'Figure cards from one get call, a chart and a table (§2 dashboard).',
      body: {
        name: '${1:dashboard}',
        label: text('首页', 'Home'),
        route: '${2:/dashboard}',
        page: 'dashboard',
        permission: '${3:dashboard}',
        upstream: { client: 'movie', get: { method: 'GET', path: '${4:/api/v2/dashboard/overview}' } },
        fields: {
          today_orders: {
            type: 'integer',
            label: text('今日订单', 'Orders today'),
            seed: { aggregate: { resource: 'orders', op: 'count', when: { field: 'created_at', within: 'today' } } },
          },
        },
        dashboard: { greeting: true, cards: ['today_orders'] },
      },
    },
  ],
  fields: [
    {
      label: 'New text field',
      description: 'A string field with its label.',
      body: { '${1:name}': { type: 'string', label: text('${2:名称}', '${3:Name}') } },
    },
  ],
  field: [
    {
      label: 'Money',
      description: 'Yuan with 2 decimals (§9).',
      body: { type: 'number', widget: 'money', label: text('${1:金额}', '${2:Amount}'), minimum: 0 },
    },
    {
      label: 'Status chip',
      description: 'An enum shown as a coloured chip.',
      body: {
        type: 'integer',
        widget: 'chip',
        label: text('${1:状态}', '${2:Status}'),
        enum: [
          { value: 0, label: text('停用', 'Disabled'), color: 'default' },
          { value: 1, label: text('启用', 'Enabled'), color: 'success' },
        ],
      },
    },
    {
      label: 'Date and time',
      description: "Shown 'YYYY-MM-DD HH:mm:ss'.",
      body: { type: 'string', format: 'date-time', label: text('${1:创建时间}', '${2:Created}'), sortable: true },
    },
    {
      label: 'Reference',
      description: 'A record of another resource, chosen from up to 10,000 (§9).',
      body: {
        type: 'integer',
        widget: 'reference',
        label: text('${1:媒体}', '${2:Media}'),
        reference: { resource: '${3:media}', display: '${4:name}' },
      },
    },
  ],
  filter: [
    { label: 'Text contains', description: 'Substring filter.', body: { field: '${1:remark}', op: 'contains' } },
    {
      label: 'Date range',
      description: 'Between two dates, sent as two parameters.',
      body: { field: '${1:created_at}', op: 'dateRange', params: { from: '${2:start_time}', to: '${3:end_time}' } },
    },
  ],
  action: [
    {
      label: 'Export',
      description: 'Download the filtered list as xlsx (§7).',
      body: { name: 'export', place: 'toolbar', call: { path: '${1:/api/v2/things/export}' } },
    },
    {
      label: 'Row action with confirm',
      description: 'Calls an endpoint for one record and sets a field.',
      body: {
        name: '${1:disable}',
        place: 'row',
        confirm: text('${2:确定停用？}', '${3:Disable it?}'),
        call: { path: '${4:/api/v2/things/disable}' },
        effect: { '${5:is_active}': 0 },
      },
    },
  ],
  actions: [
    {
      label: 'Create, edit and delete',
      description: 'The three built-in buttons.',
      body: [
        { name: 'add', place: 'toolbar' },
        { name: 'edit', place: 'row' },
        { name: 'delete', place: 'row', confirm: text('确定删除？', 'Delete it?') },
      ],
    },
  ],
  chart: [
    {
      label: 'Line chart',
      description: 'Series over a date column.',
      body: { kind: 'line', x: '${1:date}', series: ['${2:orders}'] },
    },
  ],
  dashboardChart: [
    {
      label: 'Daily chart',
      description: 'Per-day counts of another resource over the last 30 days (§2 dashboard).',
      body: {
        name: '${1:trend}',
        kind: 'line',
        label: text('${2:近30天订单}', '${3:Orders, last 30 days}'),
        days: 30,
        from: { resource: '${4:orders}', date: '${5:created_at}' },
        series: [{ name: '${6:orders}', label: text('${7:订单数}', '${8:Orders}'), op: 'count' }],
      },
    },
  ],
  dashboardTable: [
    {
      label: 'Newest records',
      description: 'A small table of another resource’s newest rows.',
      body: {
        resource: '${1:orders}',
        label: text('${2:最新订单}', '${3:Recent orders}'),
        columns: ['${4:order_no}', '${5:amount}'],
        limit: 5,
      },
    },
  ],
  views: [
    {
      label: 'View with a preset filter',
      description: 'Another route over the same records.',
      body: [
        {
          name: '${1:ordersToGrab}',
          route: '${2:/cinema/agentlist}',
          label: text('${3:待抢订单}', '${4:Orders to grab}'),
          filter: { '${5:status}': 1 },
        },
      ],
    },
  ],
};
