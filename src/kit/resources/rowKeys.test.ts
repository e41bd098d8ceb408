// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { rowKeyAction, takesTyping } from './rowKeys';

const key = (k: string, more: Partial<KeyboardEvent> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...more,
});

describe('list keyboard shortcuts (issue 34 item 2)', () => {
  it('j/k and the arrows move the row focus; arrows only from a row (elsewhere they scroll)', () => {
    expect(rowKeyAction(key('j'), 'page')).toBe('next');
    expect(rowKeyAction(key('k'), 'row')).toBe('previous');
    expect(rowKeyAction(key('ArrowDown'), 'row')).toBe('next');
    expect(rowKeyAction(key('ArrowDown'), 'page')).toBeUndefined();
  });

  it('x and Space select, e edits, c copies — on a row only; / and ? anywhere', () => {
    expect(rowKeyAction(key('x'), 'row')).toBe('select');
    expect(rowKeyAction(key(' '), 'row')).toBe('select');
    expect(rowKeyAction(key(' '), 'page')).toBeUndefined();
    expect(rowKeyAction(key('e'), 'row')).toBe('edit');
    expect(rowKeyAction(key('e'), 'page')).toBeUndefined();
    expect(rowKeyAction(key('c'), 'row')).toBe('copy');
    expect(rowKeyAction(key('/'), 'page')).toBe('filter');
    expect(rowKeyAction(key('?'), 'row')).toBe('help');
  });

  it('nothing fires while typing, nor with Ctrl, Alt or Meta (Ctrl+C stays the browser’s)', () => {
    for (const k of ['j', 'k', 'x', '/', '?', 'e', 'c']) expect(rowKeyAction(key(k), 'typing')).toBeUndefined();
    expect(rowKeyAction(key('c', { ctrlKey: true }), 'row')).toBeUndefined();
    expect(rowKeyAction(key('j', { altKey: true }), 'row')).toBeUndefined();
  });

  it('knows what takes typing: inputs, text areas, editable text, open menus and dialogs', () => {
    document.body.innerHTML = `
      <input id="i" /><textarea id="t"></textarea><div contenteditable="true"><b id="ce">x</b></div>
      <div role="dialog"><button id="d">ok</button></div><table><tr id="r" tabindex="0"><td>1</td></tr></table>`;
    for (const id of ['i', 't', 'ce', 'd']) expect(takesTyping(document.getElementById(id))).toBe(true);
    expect(takesTyping(document.getElementById('r'))).toBe(false);
    expect(takesTyping(null)).toBe(false);
  });
});
