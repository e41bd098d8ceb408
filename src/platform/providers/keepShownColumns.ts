import { maskCardNumber } from '../../../vocabulary/cardNumber';

/** A column the file should carry: its header as the user reads it, and whether its values are masked. */
export interface ShownColumn {
  header: string;
  masked: boolean;
}

type Cell = string | number | boolean | Date | null;

/**
 * The console-side path of issue 30 item 9, for a service that cannot be told which columns to write (upstream.yaml
 * transfers.export.params without `columns`): the file it answers, rewritten to the columns the table shows, in its
 * order, found by their headers; card numbers masked whatever the service wrote (item 14). A column the file lacks is
 * left out; a file with none of them is kept as it came (better a wide file than an empty one).
 */
export async function keepShownColumns(file: Blob, columns: readonly ShownColumn[]): Promise<Blob> {
  const { readSheet } = await import('read-excel-file/browser');
  const [header = [], ...rows] = (await readSheet(file)) as Cell[][];
  const at = columns
    .map((c) => ({ ...c, index: header.findIndex((h) => String(h ?? '').trim() === c.header) }))
    .filter((c) => c.index >= 0);
  if (at.length === 0) return file;
  const cell = (row: Cell[], c: (typeof at)[number]) => {
    const value = row[c.index] ?? null;
    return c.masked && value !== null && value !== '' ? maskCardNumber(value) : value;
  };
  const sheet = [at.map((c) => c.header), ...rows.map((row) => at.map((c) => cell(row, c)))];
  const { default: writeExcelFile } = await import('write-excel-file/universal');
  return writeExcelFile(sheet.map((row) => row.map((value) => (value === null ? null : { value })))).toBlob();
}
