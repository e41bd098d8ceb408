/**
 * Texts of a record's detail screen (src/kit/resources/detail) and of the record's history under it
 * (src/features/recordHistory, issue 33), in English (its Chinese beside it, ../zh-CN/); index.ts merges them under
 * `app`. A file of their own keeps them from colliding with others'.
 */
export const detailMessages = {
  detail: {
    back: 'Back to %{list}',
    missingId: 'No record id given',
    missingIdHelp: 'The link does not say which record to show; open one from the list.',
    notFound: '%{name} %{id} not found',
    notFoundHelp: 'It may have been deleted, or it does not belong to this account.',
    failed: 'The record could not be read',
  },
  history: {
    title: 'History',
    empty: 'No operations yet',
    failed: 'The history could not be read',
    subAccount: 'Sub-account',
    mainAccount: 'Main account',
    from: 'from %{address}',
    changed: 'changed',
    blank: '(empty)',
    added: 'added %{grants}',
    removed: 'removed %{grants}',
    actions: { create: 'Created', update: 'Edited', delete: 'Deleted' },
  },
} as const;
