import { useResourceContext, useTranslate } from 'react-admin';
import { saveBlob } from '../saveBlob';
import { isRejected, type ImportColumn, type ImportRow } from './importRows';
import { sheetBlob } from './readFile';
import { useFormMessage, useImportLabels } from './useImportLabels';

/** The import's two downloads: the empty template (the create form's columns), the rejected rows with their reasons. */
export function useImportDownloads(columns: readonly ImportColumn[]) {
  const resource = useResourceContext()!;
  const translate = useTranslate();
  const message = useFormMessage();
  const { column: title } = useImportLabels();
  const name = translate(`resources.${resource}.name`, { smart_count: 2 });

  const downloadTemplate = async () => {
    const blob = await sheetBlob(
      [columns.map(title)],
      columns.map(() => 18),
    );
    saveBlob(blob, `${translate('app.import.templateName', { name })}.xlsx`);
  };

  const downloadRejected = async (rows: readonly ImportRow[]) => {
    const bad = rows.filter(isRejected);
    const header = [translate('app.import.line'), ...columns.map(title), translate('app.import.errors')];
    const body = bad.map((r) => [
      r.line,
      ...columns.map((c) => r.cells[c.source]),
      Object.entries(r.errors)
        .map(([f, m]) => `${title({ source: f })}: ${message(m)}`)
        .join('; '),
    ]);
    saveBlob(
      await sheetBlob([header, ...body], [8, ...columns.map(() => 18), 48]),
      `${translate('app.import.rejectedName', { name })}.xlsx`,
    );
  };

  return { downloadTemplate, downloadRejected };
}
