import type { FieldModel } from '../generator/model';
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

/**
 * A stored value as an export cell shows it: enum labels, yuan with 2 decimals, 是/否. Numbers and
 * money stay typed cells; every text cell is made safe to open.
 */
export function renderCell(f: FieldModel, v: unknown): Cell {
  if (v === undefined || v === null || v === '') return null;
  const option = f.enum?.find((o) => String(o.value) === String(v));
  if (option) return safeText(option.label['zh-CN']);
  if (f.widget === 'money' && typeof v === 'number') return { money: v };
  if (f.widget === 'switch' || typeof v === 'boolean') return v === true || v === 1 ? '是' : '否';
  if (Array.isArray(v)) return safeText(v.map(String).join('、'));
  if (typeof v === 'number') return v;
  return safeText(String(v));
}
