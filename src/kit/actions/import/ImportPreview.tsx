import { useMemo } from 'react';
import { alpha } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { isRejected, type ImportColumn, type ImportRow } from './importRows';
import { useFormMessage, useImportLabels } from './useImportLabels';

/** How many rows the preview shows (rows with errors first); the rest are counted, and all are imported or listed. */
const PREVIEW_ROWS = 100;

/** The rows read from the file, counted, the first of them shown with each refused cell marked and its reason. */
export function ImportPreview({
  columns,
  rows,
  valid,
}: {
  columns: readonly ImportColumn[];
  rows: readonly ImportRow[];
  valid: number;
}) {
  const translate = useTranslate();
  const { column: title } = useImportLabels();
  const preview = useMemo(
    () => [...rows].sort((a, b) => Number(isRejected(b)) - Number(isRejected(a))).slice(0, PREVIEW_ROWS),
    [rows],
  );
  return (
    <>
      <Typography variant="body2" sx={{ mb: 1 }} data-testid="import-summary">
        {translate('app.import.summary', { total: rows.length, valid, rejected: rows.length - valid })}
      </Typography>
      <Table size="small" data-testid="import-preview">
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.import.line')}</TableCell>
            {columns.map((c) => (
              <TableCell key={c.source}>{title(c)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {preview.map((r) => (
            <TableRow key={r.line} data-invalid={isRejected(r) || undefined}>
              <TableCell>{r.line}</TableCell>
              {columns.map((c) => (
                <PreviewCell key={c.source} row={r} source={c.source} />
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

/** One cell as the file held it; a refused one is tinted red with the reason underneath. */
function PreviewCell({ row, source }: { row: ImportRow; source: string }) {
  const message = useFormMessage();
  const error = row.errors[source];
  return (
    <TableCell
      sx={error ? { bgcolor: (theme) => alpha(theme.palette.error.main, 0.1), color: 'error.dark' } : undefined}
      data-error={error ? source : undefined}
    >
      {row.cells[source]}
      {error ? (
        <Typography variant="caption" display="block">
          {message(error)}
        </Typography>
      ) : null}
    </TableCell>
  );
}
