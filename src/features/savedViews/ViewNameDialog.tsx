import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { viewNameProblem } from './savedViews';

const MAX_NAME = 20;

/**
 * Asks for a view's name: to save the current view (`renaming` unset; a name already used says it will be replaced)
 * or to rename one (the name must have words and be no other view's, issue 30 item 22).
 */
export function ViewNameDialog({
  taken,
  renaming,
  onSave,
  onClose,
}: {
  taken: readonly string[];
  renaming?: string;
  onSave: (name: string) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const { name, setName, problem, shownProblem, help, submit } = useViewName(taken, renaming, onSave, onClose);
  return (
    <Dialog open onClose={onClose} data-testid={renaming === undefined ? 'save-view-dialog' : 'rename-view-dialog'}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <DialogTitle>
          {translate(renaming === undefined ? 'app.savedViews.saveTitle' : 'app.savedViews.renameTitle')}
        </DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={translate('app.savedViews.name')}
            value={name}
            onChange={(e) => setName(e.target.value.slice(0, MAX_NAME))}
            error={Boolean(shownProblem)}
            helperText={help}
            slotProps={{ htmlInput: { 'data-testid': 'view-name', maxLength: MAX_NAME } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={Boolean(problem)} data-testid="view-name-save">
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/**
 * The dialog's name and what is wrong with it: saving over a name is allowed (it updates that view); renaming onto
 * another view's name would lose it. A problem shows once the name was typed in (at once when renaming).
 */
function useViewName(
  taken: readonly string[],
  renaming: string | undefined,
  onSave: (name: string) => void,
  onClose: () => void,
) {
  const translate = useTranslate();
  const [name, setNameOnly] = useState(renaming ?? '');
  const [touched, setTouched] = useState(false);
  const trimmed = name.trim();
  const others = taken.filter((label) => label !== renaming);
  const problem =
    renaming === undefined
      ? trimmed === ''
        ? 'app.savedViews.nameRequired'
        : undefined
      : viewNameProblem(name, others);
  const unchanged = renaming !== undefined && trimmed === renaming;
  const shownProblem = touched || renaming !== undefined ? problem : undefined;
  const help = shownProblem
    ? translate(shownProblem, { name: trimmed })
    : renaming === undefined && taken.includes(trimmed)
      ? translate('app.savedViews.replaces')
      : renaming === undefined
        ? translate('app.savedViews.nameHelp')
        : ' ';
  const setName = (value: string) => {
    setNameOnly(value);
    setTouched(true);
  };
  const submit = () => {
    if (problem) return setTouched(true);
    if (unchanged) return onClose();
    onSave(trimmed);
  };
  return { name, setName, problem, shownProblem, help, submit };
}
