import { useEffect, useState, type RefObject } from 'react';
import { useNotify } from 'react-admin';
import { copyText } from '../fields/copyText';
import { rowKeyAction, takesTyping, type KeyPlace } from './rowKeys';

/** The rows a keyboard user moves through: those the table made tab stops (they open a record, KeyboardRow). */
const ROWS = 'tbody > tr';

/**
 * Keyboard-first rows on a desktop list (issue 34 item 2): j/k or the arrows move the row focus, x or Space selects
 * the focused row for bulk actions, `/` goes to the first filter, `e` presses the row's edit button (there only where
 * the account may edit), `c` copies the row's first cell (its number, §8 copy messages), `?` opens the shortcuts.
 * Enter opens the row (KeyboardRow). Listens on the document while the table is on screen — a list kept alive in a
 * hidden tab does not answer — and never while the user types. Answers whether the shortcuts dialog is open.
 */
export function useRowShortcuts(table: RefObject<HTMLTableElement | null>) {
  const notify = useNotify();
  const [help, setHelp] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const element = table.current;
      if (event.defaultPrevented || !element || element.offsetParent === null) return;
      const target = event.target instanceof Element ? event.target : null;
      const row = target?.closest<HTMLTableRowElement>(ROWS);
      const place: KeyPlace = takesTyping(target) ? 'typing' : row && element.contains(row) ? 'row' : 'page';
      const action = rowKeyAction(event, place);
      // A table outside a list screen (the dashboard's) answers only keys pressed on its own rows.
      if (!action || (place === 'page' && !element.closest('.RaList-main'))) return;
      event.preventDefault();
      const rows = [...element.querySelectorAll<HTMLTableRowElement>(ROWS)];
      const focused = place === 'row' ? row! : undefined;
      const at = focused ? rows.indexOf(focused) : -1;
      const go = (i: number) => {
        const next = rows[Math.max(0, Math.min(rows.length - 1, i))];
        next?.focus();
        next?.scrollIntoView({ block: 'nearest' });
      };
      if (action === 'next') go(at + 1);
      else if (action === 'previous') go(at < 0 ? 0 : at - 1);
      else if (action === 'select') focused?.querySelector<HTMLInputElement>('input[type=checkbox]')?.click();
      else if (action === 'edit') focused?.querySelector<HTMLElement>('.RaEditButton-root')?.click();
      else if (action === 'filter') firstFilter(element)?.focus();
      else if (action === 'help') setHelp(true);
      else if (action === 'copy' && focused) void copyRow(focused, notify);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [table, notify]);
  return { help, closeHelp: () => setHelp(false) };
}

/** The list's first filter input: in the list around the table (react-admin's filter form). */
function firstFilter(table: HTMLElement): HTMLElement | null {
  const list = table.closest('.RaList-main') ?? document;
  return list.querySelector<HTMLElement>(
    '.RaFilterForm-filterFormInput :is(input:not([type=hidden]):not([aria-hidden=true]), [role=combobox])',
  );
}

/** Copies the row's first data cell (its number or name) and says whether it worked (§8). */
async function copyRow(row: HTMLTableRowElement, notify: ReturnType<typeof useNotify>) {
  const cell = row.querySelector<HTMLElement>('td[class*="column-"]');
  const cut = cell?.querySelector('[data-ellipsis]');
  const text = (cut?.getAttribute('aria-label') ?? cell?.innerText ?? '').trim();
  if (!text) return;
  const copied = await copyText(text);
  notify(copied ? 'app.copy.success' : 'app.copy.failure', { type: copied ? 'success' : 'error' });
}
