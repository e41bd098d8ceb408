/**
 * Texts of the list tables' column layout and keyboard shortcuts (issue 34, src/kit/resources), in English (the same
 * keys in ../zh-CN/); index.ts merges them under `app`. A file of their own keeps them from colliding with others'.
 */
export const tableMessages = {
  table: {
    columnMenu: 'Arrange column %{name}',
    moveLeft: 'Move left',
    moveRight: 'Move right',
    pin: 'Pin to the left',
    unpin: 'Unpin',
    wider: 'Wider',
    narrower: 'Narrower',
    fit: 'Fit to content',
    reset: 'Reset columns',
    resize: 'Drag to resize the column, double-click to fit its content',
    rowPosition: 'Row %{position} of %{count}',
    shortcuts: {
      title: 'Keyboard shortcuts',
      open: 'Press ? for keyboard shortcuts',
      close: 'Close',
      next: 'Next row',
      previous: 'Previous row',
      openRow: 'Open the record',
      select: 'Select / unselect (bulk actions)',
      filter: 'Go to the first filter',
      edit: 'Edit the record (where allowed)',
      copy: "Copy the row's number (its first column)",
      help: 'Show this list of shortcuts',
      typing: 'Shortcuts do nothing while you type in an input.',
    },
  },
} as const;
