/**
 * Texts of issue 33 (live work queues), in English (its Chinese beside it, ../zh-CN/); index.ts merges them under
 * `app`. A file of their own keeps them from colliding with others'.
 */
export const liveMessages = {
  live: {
    newRows: '%{smart_count} new row |||| %{smart_count} new rows',
    left: '%{label} left the list: %{reason}',
    handledElsewhere: 'handled by someone else',
    conflict: 'Another operator has already handled it',
    badge: '%{count} waiting',
  },
};
