/**
 * Texts of a record's detail screen (src/kit/resources/detail), in both languages; appMessages.ts merges them under
 * `app`. A file of their own keeps them from colliding with others'.
 */
export const detailMessages = {
  'zh-CN': {
    detail: {
      back: '返回%{list}',
      missingId: '缺少记录编号',
      missingIdHelp: '链接里没有要查看的记录，请从列表中打开一条记录。',
      notFound: '未找到该%{name}（编号 %{id}）',
      notFoundHelp: '它可能已被删除，或不属于当前账号。',
      failed: '没有读到这条记录',
    },
  },
  en: {
    detail: {
      back: 'Back to %{list}',
      missingId: 'No record id given',
      missingIdHelp: 'The link does not say which record to show; open one from the list.',
      notFound: '%{name} %{id} not found',
      notFoundHelp: 'It may have been deleted, or it does not belong to this account.',
      failed: 'The record could not be read',
    },
  },
} as const;
