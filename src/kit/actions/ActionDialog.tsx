import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { yupResolver } from '@hookform/resolvers/yup';
import { useId, type ReactNode } from 'react';
import { Form, SimpleShowLayout, useTranslate, type RaRecord } from 'react-admin';
import type { ObjectSchema } from 'yup';

export interface ActionDialogProps {
  open: boolean;
  /** i18n key of the title (the button's text). */
  title: string;
  /** i18n key of the question. */
  question?: string;
  /** The record's fields that say which record it is (`shows`). */
  shows?: ReactNode;
  /** The inputs it asks for (`form`) and their rules. */
  form?: ReactNode;
  rules?: ObjectSchema<Record<string, unknown>>;
  /** i18n key of the confirm button (`submit`); default 确认 / Confirm. */
  submit?: string;
  destructive: boolean;
  running: boolean;
  record?: RaRecord;
  onConfirm(values: Record<string, unknown>): void;
  onClose(): void;
}

/** The record's fields as label–value lines, labels in a column of their own: a few lines that name the record. */
const RECORD_LINES = {
  p: 0,
  '& .RaSimpleShowLayout-stack': { gap: 0.5 },
  '& .ra-field': { display: 'flex', flexDirection: 'row', alignItems: 'baseline', gap: 2, m: '0 !important' },
  '& .RaLabeled-label': { flex: '0 0 5.5em', m: 0 },
};

/**
 * The dialog of a row action that says what it applies to or asks for something first (schema `shows`, `form`): the
 * question, the record's fields as the list shows them, the inputs checked by the schema's rules, then Cancel and the
 * action's own confirm button. It stays open while the call runs and when it fails, so nothing typed is lost.
 */
export function ActionDialog({
  open,
  title,
  question,
  shows,
  form,
  rules,
  submit,
  destructive,
  running,
  record,
  onConfirm,
  onClose,
}: ActionDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={running ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
      data-testid="action-dialog"
      onClick={(e) => e.stopPropagation()}
    >
      <Form
        record={{}}
        resolver={rules ? yupResolver(rules) : undefined}
        onSubmit={(values: Record<string, unknown>) => onConfirm(values)}
        noValidate
      >
        <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
        <DialogContent>
          <Stack spacing={1}>
            {question ? <DialogContentText>{translate(question)}</DialogContentText> : null}
            {shows ? (
              <SimpleShowLayout record={record} sx={RECORD_LINES} data-testid="action-dialog-record">
                {shows}
              </SimpleShowLayout>
            ) : null}
            {form}
          </Stack>
        </DialogContent>
        <ActionDialogButtons submit={submit} destructive={destructive} running={running} onClose={onClose} />
      </Form>
    </Dialog>
  );
}

/**
 * Cancel and the action's own confirm button. Both stay disabled while the call runs: a second click would send it
 * twice, and closing would hide its outcome. The confirm button turns red for an action that destroys something.
 */
function ActionDialogButtons({
  submit,
  destructive,
  running,
  onClose,
}: Pick<ActionDialogProps, 'submit' | 'destructive' | 'running' | 'onClose'>) {
  const translate = useTranslate();
  return (
    <DialogActions>
      <Button onClick={onClose} disabled={running}>
        {translate('ra.action.cancel')}
      </Button>
      <Button
        type="submit"
        variant="contained"
        color={destructive ? 'error' : 'primary'}
        disabled={running}
        data-testid="action-dialog-submit"
      >
        {translate(submit ?? 'ra.action.confirm')}
      </Button>
    </DialogActions>
  );
}
