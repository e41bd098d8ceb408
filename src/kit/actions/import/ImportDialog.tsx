import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import MuiButton from '@mui/material/Button';
import type { AnyObject, ObjectSchema } from 'yup';
import { useResourceContext, useTranslate } from 'react-admin';
import { MAX_IMPORT_ROWS, type ImportColumn } from './importRows';
import { ImportPreview } from './ImportPreview';
import { useImportDownloads } from './useImportDownloads';
import { useImportSheet } from './useImportSheet';

export interface ImportDialogProps {
  columns: readonly ImportColumn[];
  rules: ObjectSchema<AnyObject>;
  onClose(): void;
}

/**
 * §3 import: download the template (the create form's columns), choose an .xlsx or .csv, review every row checked by
 * the create form's own rules with errors per cell, import the valid rows in one call, download the rejected ones
 * with their reasons. A refused file changes nothing.
 */
export default function ImportDialog({ columns, rules, onClose }: ImportDialogProps) {
  const translate = useTranslate();
  const resource = useResourceContext()!;
  const name = translate(`resources.${resource}.name`, { smart_count: 2 });
  const sheet = useImportSheet(columns, rules);
  const { downloadTemplate, downloadRejected } = useImportDownloads(columns);
  const { problem, created, ignored, rows, valid, rejected } = sheet;

  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth data-testid="import-dialog">
      <DialogTitle>{translate('app.import.title', { name })}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          {translate('app.import.help', { max: MAX_IMPORT_ROWS })}
        </Typography>
        <ImportFilePicker fileName={sheet.fileName} onTemplate={downloadTemplate} onChoose={sheet.choose} />
        {problem ? (
          <Alert severity="error" data-testid="import-problem">
            {translate(problem.key, problem.args)}
          </Alert>
        ) : null}
        {created !== undefined ? (
          <Alert severity="success" sx={{ mb: 1 }} data-testid="import-created">
            {translate('app.import.created', { count: created })}
          </Alert>
        ) : null}
        {ignored.length > 0 ? (
          <Alert severity="info" sx={{ mb: 1 }}>
            {translate('app.import.ignored', { headers: ignored.join(', ') })}
          </Alert>
        ) : null}
        {rows.length > 0 ? <ImportPreview columns={columns} rows={rows} valid={valid.length} /> : null}
      </DialogContent>
      <DialogActions>
        {rejected > 0 ? (
          <MuiButton onClick={() => void downloadRejected(rows)} data-action="import-rejected">
            {translate('app.import.downloadRejected', { count: rejected })}
          </MuiButton>
        ) : null}
        <MuiButton onClick={onClose}>{translate('ra.action.close')}</MuiButton>
        <MuiButton
          variant="contained"
          disabled={sheet.running || valid.length === 0}
          onClick={() => void sheet.commit()}
          data-action="import-commit"
        >
          {translate('app.import.commit', { count: valid.length })}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The import's first step: the template to fill in (the create form's columns), the file to read, and its name once
 * chosen. The file input sits inside its button's label, so the button opens the browser's own file chooser.
 */
function ImportFilePicker({
  fileName,
  onTemplate,
  onChoose,
}: {
  fileName?: string;
  onTemplate(): Promise<void>;
  onChoose(file: File | undefined): Promise<void>;
}) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', gap: 1, mb: 2, alignItems: 'center' }}>
      <MuiButton variant="outlined" onClick={() => void onTemplate()} data-action="import-template">
        {translate('app.import.template')}
      </MuiButton>
      <MuiButton variant="contained" component="label">
        {translate('app.import.choose')}
        <input
          hidden
          type="file"
          accept=".xlsx,.csv"
          data-testid="import-file"
          onChange={(e) => void onChoose(e.target.files?.[0])}
        />
      </MuiButton>
      {fileName ? <Typography variant="body2">{fileName}</Typography> : null}
    </Box>
  );
}
