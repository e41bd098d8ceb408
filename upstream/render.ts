import type { FieldModel } from '../generator/model';
import { maskCardNumber } from '../vocabulary/cardNumber';
import { formatFileSize } from '../vocabulary/fileSize';
import { formatPercent } from '../vocabulary/format';
import type { CellKind } from '../vocabulary/widgetElements';
import { widgetOf } from '../vocabulary/widgets';
import type { Lang } from '../vocabulary/text';
import type { Cell } from './xlsx';

/** Text a spreadsheet would read as a formula (or a DDE command): =, +, -, @, tab or carriage return first. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text as it may enter a cell: what a spreadsheet would run as a formula is prefixed with a quote, which shows the
 * text as typed (OWASP CSV/formula injection). Values come from users (remarks, names), so nothing is trusted.
 */
export function safeText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

const YES_NO: Record<Lang, [string, string]> = { 'zh-CN': ['是', '否'], en: ['Yes', 'No'] };

/** One writer per export cell kind of the widget table (vocabulary/widgets.ts `cell`). */
const CELLS: Record<CellKind, (v: unknown, lang: Lang, f: FieldModel) => Cell> = {
  text: (v) => safeText(Array.isArray(v) ? v.map(String).join('、') : String(v)),
  number: (v) => (typeof v === 'number' ? v : safeText(String(v))),
  money: (v) => (typeof v === 'number' ? { money: v } : safeText(String(v))),
  // As the console shows it: '12.50%', whichever way the upstream stores the share.
  percent: (v, _lang, f) => (typeof v === 'number' ? formatPercent(v, f.percentBase) : safeText(String(v))),
  fileSize: (v, lang) => (typeof v === 'number' ? formatFileSize(v, lang) : safeText(String(v))),
  yesNo: (v, lang) => YES_NO[lang][v === true || v === 1 || v === '1' ? 0 : 1],
  list: (v) => safeText(Array.isArray(v) ? v.map(String).join('、') : String(v)),
  // Stored whole, as a real service stores it; a file leaves the system, so it carries the last four digits only.
  cardNumber: (v) => maskCardNumber(v),
};

/**
 * A stored value as an export cell shows it, in the user's language: an enum's option label, else as the widget's cell kind says (yuan with 2
 * decimals, 是/否, lists joined). Numbers and money stay typed cells; every text cell is made safe to open.
 */
export function renderCell(f: FieldModel, v: unknown, lang: Lang = 'zh-CN'): Cell {
  if (v === undefined || v === null || v === '') return null;
  const option = f.enum?.find((o) => String(o.value) === String(v));
  if (option) return safeText(option.label[lang]);
  return CELLS[widgetOf(f.widget).cell](v, lang, f);
}
