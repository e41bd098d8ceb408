/**
 * Texts of a record's detail screen (src/kit/resources/detail) and of the record's history under it
 * (src/features/recordHistory, issue 33), in Chinese (its English beside it, ../en/); index.ts merges them under
 * `app`. A file of their own keeps them from colliding with others'.
 */
export const detailMessages = {
  detail: {
    back: '返回%{list}',
    missingId: '缺少记录编号',
    missingIdHelp: '链接里没有要查看的记录，请从列表中打开一条记录。',
    notFound: '未找到该%{name}（编号 %{id}）',
    notFoundHelp: '它可能已被删除，或不属于当前账号。',
    failed: '没有读到这条记录',
  },
  history: {
    title: '操作记录',
    empty: '暂无操作记录',
    failed: '没有读到操作记录',
    subAccount: '子账号',
    mainAccount: '主账号',
    from: '来自 %{address}',
    changed: '已修改',
    blank: '（空）',
    added: '新增 %{grants}',
    removed: '移除 %{grants}',
    actions: { create: '新建', update: '修改', delete: '删除' },
  },
} as const;
