import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { SHORTCUTS } from './rowKeys';

/** The list's keyboard shortcuts (`?`, issue 34 item 2): loaded when first asked for, off the first row's path. */
export default function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} data-testid="shortcuts-dialog" aria-labelledby="shortcuts-title">
      <DialogTitle id="shortcuts-title">{translate('app.table.shortcuts.title')}</DialogTitle>
      <DialogContent>
        <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '8px 24px', margin: 0 }}>
          {SHORTCUTS.map(({ keys, action }) => (
            <div key={action} style={{ display: 'contents' }}>
              <dt>
                {keys.map((k, i) => (
                  <span key={k}>
                    {i ? ' / ' : null}
                    <kbd>{k}</kbd>
                  </span>
                ))}
              </dt>
              <dd style={{ margin: 0 }}>{translate(`app.table.shortcuts.${action}`)}</dd>
            </div>
          ))}
        </dl>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {translate('app.table.shortcuts.typing')}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {translate('app.table.shortcuts.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
