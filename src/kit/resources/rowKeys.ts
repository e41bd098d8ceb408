/**
 * The list's keyboard shortcuts (issue 34 item 2), as data: which key does what. Plain, so it is tested alone and
 * the shortcuts dialog lists the same keys the table answers.
 */
export type RowKeyAction = 'next' | 'previous' | 'select' | 'filter' | 'edit' | 'copy' | 'help';

export const SHORTCUTS: ReadonlyArray<{ keys: readonly string[]; action: RowKeyAction | 'openRow' }> = [
  { keys: ['j', '↓'], action: 'next' },
  { keys: ['k', '↑'], action: 'previous' },
  { keys: ['Enter'], action: 'openRow' },
  { keys: ['x', 'Space'], action: 'select' },
  { keys: ['/'], action: 'filter' },
  { keys: ['e'], action: 'edit' },
  { keys: ['c'], action: 'copy' },
  { keys: ['?'], action: 'help' },
];

/** Where a key was pressed: on a row of the table, elsewhere on the page, or in something that takes typing. */
export type KeyPlace = 'row' | 'page' | 'typing';

/**
 * What a key does, or nothing. While typing (an input, a text area, an editable element, an open menu or dialog)
 * nothing; arrows and Space only on a row (elsewhere they scroll the page or press a button); modified keys never
 * (Ctrl+C stays the browser's copy).
 */
export function rowKeyAction(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>,
  place: KeyPlace,
): RowKeyAction | undefined {
  if (place === 'typing' || event.ctrlKey || event.metaKey || event.altKey) return undefined;
  const onRow = place === 'row';
  switch (event.key) {
    case 'j':
      return 'next';
    case 'k':
      return 'previous';
    case 'ArrowDown':
      return onRow ? 'next' : undefined;
    case 'ArrowUp':
      return onRow ? 'previous' : undefined;
    case 'x':
      return onRow ? 'select' : undefined;
    case ' ':
      return onRow ? 'select' : undefined;
    case '/':
      return 'filter';
    case 'e':
      return onRow ? 'edit' : undefined;
    case 'c':
      return onRow ? 'copy' : undefined;
    case '?':
      return 'help';
    default:
      return undefined;
  }
}

/** Whether an element takes typing or holds an open menu or dialog: shortcuts stay out of its way. */
export function takesTyping(element: Element | null): boolean {
  if (!element) return false;
  if (element.closest('input, textarea, select, [contenteditable=""], [contenteditable=true]')) return true;
  return !!element.closest('[role=dialog], [role=menu], [role=listbox], [role=combobox]');
}
