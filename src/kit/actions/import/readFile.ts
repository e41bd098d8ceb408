import { MAX_IMPORT_BYTES, type SheetProblem } from './importRows';

export type Sheet = unknown[][];

const kindOf = (name: string) => (/\.xlsx$/i.test(name) ? 'xlsx' : /\.csv$/i.test(name) ? 'csv' : undefined);

/**
 * CSV text: UTF-8 (a BOM is dropped), else GB18030 — what Excel writes when a Chinese Windows user saves as CSV.
 */
function decodeCsv(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}

/** The first sheet of an .xlsx or the rows of a .csv, or why the file is refused (type, size, unreadable). */
export async function readSheetFile(file: File): Promise<{ sheet: Sheet } | { problem: SheetProblem }> {
  const kind = kindOf(file.name);
  if (!kind) return { problem: { key: 'app.import.wrongType', args: { name: file.name } } };
  if (file.size > MAX_IMPORT_BYTES)
    return { problem: { key: 'app.import.tooLarge', args: { max: `${MAX_IMPORT_BYTES / 1024 / 1024} MB` } } };
  if (file.size === 0) return { problem: { key: 'app.import.empty' } };
  try {
    if (kind === 'csv') {
      const { default: Papa } = await import('papaparse');
      const parsed = Papa.parse<string[]>(decodeCsv(await file.arrayBuffer()), { skipEmptyLines: 'greedy' });
      return { sheet: parsed.data };
    }
    const { readSheet } = await import('read-excel-file/browser');
    return { sheet: (await readSheet(file)) as Sheet };
  } catch {
    return { problem: { key: 'app.import.unreadable', args: { name: file.name } } };
  }
}

/** A spreadsheet of the given rows (the template, the rejected rows), as an .xlsx Blob. */
export async function sheetBlob(
  rows: ReadonlyArray<ReadonlyArray<string | number>>,
  widths: readonly number[],
): Promise<Blob> {
  const { default: writeExcelFile } = await import('write-excel-file/universal');
  return writeExcelFile(
    rows.map((row) => [...row]),
    { columns: widths.map((width) => ({ width })) },
  ).toBlob();
}
