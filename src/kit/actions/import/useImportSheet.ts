import { useMemo, useState } from 'react';
import type { AnyObject, ObjectSchema } from 'yup';
import { useDataProvider, useResourceContext } from 'react-admin';
import type { AppDataProvider } from '../../../platform/providers/appDataProvider';
import { useUpstreamAction } from '../useUpstreamAction';
import { checkSheet, isRejected, readRows, type ImportColumn, type ImportRow, type SheetProblem } from './importRows';
import { readSheetFile } from './readFile';
import { useImportLabels } from './useImportLabels';

/**
 * The import's state: the chosen file, its refusal as a whole or its rows checked by the create form's rules, and
 * the upstream's outcome once the valid rows are imported in one call.
 */
export function useImportSheet(columns: readonly ImportColumn[], rules: ObjectSchema<AnyObject>) {
  const resource = useResourceContext()!;
  const labels = useImportLabels();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { run, running } = useUpstreamAction();
  const [problem, setProblem] = useState<SheetProblem>();
  const [fileName, setFileName] = useState<string>();
  const [rows, setRows] = useState<ImportRow[]>([]);
  const [ignored, setIgnored] = useState<string[]>([]);
  const [created, setCreated] = useState<number>();
  const valid = useMemo(() => rows.filter((r) => !isRejected(r)), [rows]);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setFileName(file.name);
    setRows([]);
    setCreated(undefined);
    const read = await readSheetFile(file);
    const refused = 'problem' in read ? read.problem : checkSheet(read.sheet);
    setProblem(refused);
    if (refused || !('sheet' in read)) return;
    const result = readRows(read.sheet, columns, rules, labels);
    setRows(result.rows);
    setIgnored(result.unknownHeaders);
  };

  const commit = async () => {
    const outcome = await run(
      () =>
        dataProvider.importRows(
          resource,
          valid.map((r) => r.values),
        ),
      { refresh: true },
    );
    if (!outcome) return;
    const refusedByServer = new Map(outcome.failed.map((f) => [valid[f.index]?.line, f.errors]));
    // What the upstream refused stays on screen with its reasons; what it created leaves the preview.
    setRows(
      rows.flatMap((r) =>
        isRejected(r) ? [r] : refusedByServer.has(r.line) ? [{ ...r, errors: refusedByServer.get(r.line)! }] : [],
      ),
    );
    setCreated(outcome.created);
  };

  return {
    problem,
    fileName,
    rows,
    valid,
    rejected: rows.length - valid.length,
    ignored,
    created,
    running,
    choose,
    commit,
  };
}
