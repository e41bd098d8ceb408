/**
 * Texts of issue 33 (live work queues), in both languages; appMessages.ts merges them under `app`. A file of their own
 * keeps them from colliding with others'.
 */
export const liveMessages = {
  'zh-CN': {
    live: {
      newRows: '%{smart_count} 条新记录 |||| %{smart_count} 条新记录',
      left: '%{label} 已离开列表：%{reason}',
      handledElsewhere: '已被他人处理',
      conflict: '已被其他操作员处理',
      badge: '%{count} 条待处理',
    },
  },
  en: {
    live: {
      newRows: '%{smart_count} new row |||| %{smart_count} new rows',
      left: '%{label} left the list: %{reason}',
      handledElsewhere: 'handled by someone else',
      conflict: 'Another operator has already handled it',
      badge: '%{count} waiting',
    },
  },
};
