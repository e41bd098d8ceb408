import writeXlsxFile, { type Cell as SheetCell, type SheetData } from 'write-excel-file/node';
import { displayWidth } from '../vocabulary/textWidth';

/** One cell: text, a plain number, an amount of yuan (shown with 2 decimals), or empty. */
export type Cell = string | number | { money: number } | null;

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Typed cells: numbers stay numbers a spreadsheet can sum, text is never read as a number or a formula. */
function sheetCell(cell: Cell): SheetCell {
  if (cell === null || cell === '') return null;
  if (typeof cell === 'number') return Number.isFinite(cell) ? { value: cell, type: Number } : null;
  if (typeof cell === 'object') return { value: Math.round(cell.money * 100) / 100, type: Number, format: '0.00' };
  return { value: cell, type: String };
}

/** Display width of a cell, as list cells count it (§9: a non-ASCII character counts 2). */
function width(cell: Cell): number {
  const text = cell === null ? '' : typeof cell === 'object' ? cell.money.toFixed(2) : String(cell);
  return displayWidth(text);
}

/** The sheet as write-excel-file takes it: a bold header row, typed cells, and each column as wide as its text. */
export function sheetOf(
  header: readonly string[],
  rows: readonly (readonly Cell[])[],
): { data: SheetData; columns: Array<{ width: number }> } {
  const all: (readonly Cell[])[] = [header, ...rows];
  return {
    data: [
      header.map((text) => ({ value: text, type: String, fontWeight: 'bold' as const })),
      ...rows.map((row) => row.map(sheetCell)),
    ],
    columns: header.map((_, c) => ({
      width: Math.min(60, Math.max(8, ...all.map((row) => width(row[c] ?? null))) + 2),
    })),
  };
}

/** Excel forbids []:*?/\ in sheet names and caps them at 31 characters (write-excel-file throws on either). */
const sheetName = (name: string) => name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1';

/** A one-sheet workbook named after the resource. */
export function buildXlsx(
  name: string,
  header: readonly string[],
  rows: readonly (readonly Cell[])[],
): Promise<Buffer> {
  const { data, columns } = sheetOf(header, rows);
  return writeXlsxFile(data, { sheet: sheetName(name), columns }).toBuffer();
}
