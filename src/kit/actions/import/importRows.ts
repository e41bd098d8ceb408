import type { AnyObject, ObjectSchema } from 'yup';
import { ValidationError } from 'yup';
import type { Choice } from '../../fields';

/** A spreadsheet column of an import: a field of the create form (generated from the schema, §3 import). */
export interface ImportColumn {
  source: string;
  type: string;
  /** The field's options: a cell may hold an option's label (in the user's language) or its value. */
  choices?: readonly Choice[];
}

/** Limits that keep one import a reviewable batch (§9 has none: ours, stated in the dialog). */
export const MAX_IMPORT_ROWS = 5000;
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

/** Why a file is refused as a whole: an i18n key and its arguments. Nothing is imported from such a file. */
export interface SheetProblem {
  key: string;
  args?: Record<string, unknown>;
}

/** One data row of the file: its 1-based row number in the sheet, the texts it held, the values read from them. */
export interface ImportRow {
  line: number;
  cells: Record<string, string>;
  values: Record<string, unknown>;
  /** Field → message (encoded as the form's messages are; the dialog translates them). */
  errors: Record<string, string>;
}

/** A row the create form's rules (or the upstream) refused: it stays on screen with its reasons. */
export const isRejected = (r: ImportRow) => Object.keys(r.errors).length > 0;

const letters = (index: number): string =>
  (index < 26 ? '' : letters(Math.floor(index / 26) - 1)) + String.fromCharCode(65 + (index % 26));
/** A1-style name of a cell, for messages an operator can find in the spreadsheet. */
export const cellName = (row: number, column: number) => `${letters(column)}${row}`;

const text = (cell: unknown): string => {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 19).replace('T', ' ');
  return String(cell).trim();
};

/**
 * Refuses what cannot be an import: no data rows, more than MAX_IMPORT_ROWS, or formula text (a cell starting with
 * '=': spreadsheet programs would run it when the rejected rows are opened again, OWASP's CSV injection).
 */
export function checkSheet(sheet: readonly (readonly unknown[])[]): SheetProblem | undefined {
  const data = sheet.slice(1).filter((row) => row.some((cell) => text(cell) !== ''));
  if (sheet.length === 0 || data.length === 0) return { key: 'app.import.empty' };
  if (data.length > MAX_IMPORT_ROWS)
    return { key: 'app.import.tooMany', args: { count: data.length, max: MAX_IMPORT_ROWS } };
  for (let r = 0; r < sheet.length; r++) {
    for (let c = 0; c < sheet[r].length; c++) {
      if (text(sheet[r][c]).startsWith('=')) return { key: 'app.import.formula', args: { cell: cellName(r + 1, c) } };
    }
  }
  return undefined;
}

/** A cell's text as the field's value: numbers for numeric fields, an option's value for its label. */
function valueOf(column: ImportColumn, cell: string, labelOf: (choice: Choice) => string): unknown {
  if (cell === '') return undefined;
  if (column.choices) {
    const choice = column.choices.find((c) => labelOf(c) === cell || String(c.id) === cell);
    return choice ? choice.id : cell;
  }
  if (column.type === 'number' || column.type === 'integer') {
    const n = Number(cell.replace(/,/g, ''));
    return Number.isNaN(n) ? cell : n;
  }
  if (column.type === 'boolean')
    return ['1', 'true', 'TRUE', '是'].includes(cell)
      ? true
      : ['0', 'false', 'FALSE', '否'].includes(cell)
        ? false
        : cell;
  return cell;
}

/** Nested sources (a.b) become nested objects, as the form holds them. */
function setAt(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.');
  let node = target;
  for (const k of keys.slice(0, -1)) node = (node[k] ??= {}) as Record<string, unknown>;
  node[keys[keys.length - 1]] = value;
}

/**
 * The file's rows read against the columns — a header cell names its column by its label (the template's, in the
 * user's language) or its field name; other columns are ignored — and checked by the create form's own rules.
 */
export function readRows(
  sheet: readonly (readonly unknown[])[],
  columns: readonly ImportColumn[],
  rules: ObjectSchema<AnyObject>,
  labels: { column: (c: ImportColumn) => string; choice: (c: Choice) => string },
): { rows: ImportRow[]; unknownHeaders: string[] } {
  const header = (sheet[0] ?? []).map(text);
  const indexOf = new Map<string, number>();
  const unknownHeaders: string[] = [];
  header.forEach((h, i) => {
    const column = columns.find((c) => labels.column(c) === h || c.source === h);
    if (column) indexOf.set(column.source, i);
    else if (h !== '') unknownHeaders.push(h);
  });
  const rows: ImportRow[] = [];
  sheet.slice(1).forEach((raw, i) => {
    if (!raw.some((cell) => text(cell) !== '')) return;
    const cells: Record<string, string> = {};
    const values: Record<string, unknown> = {};
    for (const column of columns) {
      const at = indexOf.get(column.source);
      cells[column.source] = at === undefined ? '' : text(raw[at]);
      const value = valueOf(column, cells[column.source], labels.choice);
      if (value !== undefined) setAt(values, column.source, value);
    }
    rows.push({ line: i + 2, cells, values, errors: validate(rules, values) });
  });
  return { rows, unknownHeaders };
}

/** The create form's rules over one row: field → message, empty when the row may be imported. */
export function validate(rules: ObjectSchema<AnyObject>, values: Record<string, unknown>): Record<string, string> {
  try {
    rules.validateSync(values, { abortEarly: false, strict: false });
    return {};
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    const errors: Record<string, string> = {};
    for (const inner of e.inner.length ? e.inner : [e])
      if (inner.path && !errors[inner.path]) errors[inner.path] = inner.errors[0] ?? inner.message;
    return errors;
  }
}
