/**
 * Texts of issue 33 (live work queues), in Chinese (its English beside it, ../en/); index.ts merges them under `app`.
 * A file of their own keeps them from colliding with others'.
 */
export const liveMessages = {
  live: {
    newRows: '%{smart_count} 条新记录 |||| %{smart_count} 条新记录',
    left: '%{label} 已离开列表：%{reason}',
    handledElsewhere: '已被他人处理',
    conflict: '已被其他操作员处理',
    badge: '%{count} 条待处理',
  },
};
