import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import { alpha } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import MuiButton from '@mui/material/Button';
import type { AnyObject, ObjectSchema } from 'yup';
import { useDataProvider, useResourceContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/appDataProvider';
import { useUpstreamAction } from '../useUpstreamAction';
import { saveBlob } from '../saveBlob';
import { checkSheet, MAX_IMPORT_ROWS, readRows, type ImportColumn, type ImportRow, type SheetProblem } from './importRows';
import { readSheetFile, sheetBlob } from './readFile';

/** How many rows the preview shows (rows with errors first); the rest are counted, and all are imported or listed. */
const PREVIEW_ROWS = 100;

export interface ImportDialogProps {
  columns: readonly ImportColumn[];
  rules: ObjectSchema<AnyObject>;
  onClose(): void;
}

/** A form message (react-admin's encoded key with arguments, or plain text) in the user's language. */
function useMessage() {
  const translate = useTranslate();
  return (message: string) => {
    const encoded = /^@@react-admin@@(.*)$/.exec(message);
    if (!encoded) return translate(message, { _: message });
    const { message: key, args } = JSON.parse(encoded[1]) as { message: string; args?: Record<string, unknown> };
    return translate(key, { ...args, _: key });
  };
}

/**
 * §3 import: download the template (the create form's columns), choose an .xlsx or .csv, review every row checked by
 * the create form's own rules with errors per cell, import the valid rows in one call, download the rejected ones
 * with their reasons. A refused file changes nothing.
 */
export default function ImportDialog({ columns, rules, onClose }: ImportDialogProps) {
  const resource = useResourceContext()!;
  const translate = useTranslate();
  const message = useMessage();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { run, running } = useUpstreamAction();
  const [problem, setProblem] = useState<SheetProblem>();
  const [fileName, setFileName] = useState<string>();
  const [rows, setRows] = useState<ImportRow[]>([]);
  const [ignored, setIgnored] = useState<string[]>([]);
  const [created, setCreated] = useState<number>();

  const title = (c: ImportColumn) => translate(`resources.${resource}.fields.${c.source}`, { _: c.source });
  const labels = { column: title, choice: (c: { name: string }) => translate(c.name) };
  const valid = useMemo(() => rows.filter((r) => Object.keys(r.errors).length === 0), [rows]);
  const rejected = rows.length - valid.length;
  const preview = useMemo(() => [...rows].sort((a, b) => Number(Object.keys(b.errors).length > 0) - Number(Object.keys(a.errors).length > 0)).slice(0, PREVIEW_ROWS), [rows]);
  const name = translate(`resources.${resource}.name`, { smart_count: 2 });

  const downloadTemplate = async () => {
    const blob = await sheetBlob([columns.map(title)], columns.map(() => 18));
    saveBlob(blob, `${translate('app.import.templateName', { name })}.xlsx`);
  };

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
    const outcome = await run(() => dataProvider.importRows(resource, valid.map((r) => r.values)), { refresh: true });
    if (!outcome) return;
    const refusedByServer = new Map(outcome.failed.map((f) => [valid[f.index]?.line, f.errors]));
    // What the upstream refused stays on screen with its reasons; what it created leaves the preview.
    setRows(rows.flatMap((r) => (Object.keys(r.errors).length > 0 ? [r] : refusedByServer.has(r.line) ? [{ ...r, errors: refusedByServer.get(r.line)! }] : [])));
    setCreated(outcome.created);
  };

  const downloadRejected = async () => {
    const bad = rows.filter((r) => Object.keys(r.errors).length > 0);
    const header = [translate('app.import.line'), ...columns.map(title), translate('app.import.errors')];
    const body = bad.map((r) => [r.line, ...columns.map((c) => r.cells[c.source]), Object.entries(r.errors).map(([f, m]) => `${title({ source: f, type: '' })}: ${message(m)}`).join('; ')]);
    saveBlob(await sheetBlob([header, ...body], [8, ...columns.map(() => 18), 48]), `${translate('app.import.rejectedName', { name })}.xlsx`);
  };

  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth data-testid="import-dialog">
      <DialogTitle>{translate('app.import.title', { name })}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          {translate('app.import.help', { max: MAX_IMPORT_ROWS })}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, mb: 2, alignItems: 'center' }}>
          <MuiButton variant="outlined" onClick={() => void downloadTemplate()} data-action="import-template">
            {translate('app.import.template')}
          </MuiButton>
          <MuiButton variant="contained" component="label">
            {translate('app.import.choose')}
            <input hidden type="file" accept=".xlsx,.csv" data-testid="import-file" onChange={(e) => void choose(e.target.files?.[0])} />
          </MuiButton>
          {fileName ? <Typography variant="body2">{fileName}</Typography> : null}
        </Box>
        {problem ? <Alert severity="error" data-testid="import-problem">{translate(problem.key, problem.args)}</Alert> : null}
        {created !== undefined ? <Alert severity="success" sx={{ mb: 1 }} data-testid="import-created">{translate('app.import.created', { count: created })}</Alert> : null}
        {ignored.length > 0 ? <Alert severity="info" sx={{ mb: 1 }}>{translate('app.import.ignored', { headers: ignored.join(', ') })}</Alert> : null}
        {rows.length > 0 ? (
          <>
            <Typography variant="body2" sx={{ mb: 1 }} data-testid="import-summary">
              {translate('app.import.summary', { total: rows.length, valid: valid.length, rejected })}
            </Typography>
            <Table size="small" data-testid="import-preview">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('app.import.line')}</TableCell>
                  {columns.map((c) => <TableCell key={c.source}>{title(c)}</TableCell>)}
                </TableRow>
              </TableHead>
              <TableBody>
                {preview.map((r) => (
                  <TableRow key={r.line} data-invalid={Object.keys(r.errors).length > 0 || undefined}>
                    <TableCell>{r.line}</TableCell>
                    {columns.map((c) => {
                      const error = r.errors[c.source];
                      return (
                        <TableCell key={c.source} sx={error ? { bgcolor: (theme) => alpha(theme.palette.error.main, 0.1), color: 'error.dark' } : undefined} data-error={error ? c.source : undefined}>
                          {r.cells[c.source]}
                          {error ? <Typography variant="caption" display="block">{message(error)}</Typography> : null}
                        </TableCell>
                      );
                    })}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        {rejected > 0 ? <MuiButton onClick={() => void downloadRejected()} data-action="import-rejected">{translate('app.import.downloadRejected', { count: rejected })}</MuiButton> : null}
        <MuiButton onClick={onClose}>{translate('ra.action.close')}</MuiButton>
        <MuiButton variant="contained" disabled={running || valid.length === 0} onClick={() => void commit()} data-action="import-commit">
          {translate('app.import.commit', { count: valid.length })}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
}
