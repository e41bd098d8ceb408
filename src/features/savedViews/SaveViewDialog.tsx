import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';

const MAX_NAME = 20;

/** Asks for a view's name; a name already used says it will be replaced. */
export function SaveViewDialog({ taken, onSave, onClose }: { taken: readonly string[]; onSave: (name: string) => void; onClose: () => void }) {
  const translate = useTranslate();
  const [name, setName] = useState('');
  const trimmed = name.trim();
  const submit = () => {
    if (trimmed) onSave(trimmed);
  };
  return (
    <Dialog open onClose={onClose} data-testid="save-view-dialog">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <DialogTitle>{translate('app.savedViews.saveTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={translate('app.savedViews.name')}
            value={name}
            onChange={(e) => setName(e.target.value.slice(0, MAX_NAME))}
            helperText={taken.includes(trimmed) ? translate('app.savedViews.replaces') : translate('app.savedViews.nameHelp')}
            slotProps={{ htmlInput: { 'data-testid': 'view-name', maxLength: MAX_NAME } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!trimmed}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
