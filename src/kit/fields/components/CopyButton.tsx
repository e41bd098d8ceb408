import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ContentCopy from '@mui/icons-material/ContentCopy';
import type { MouseEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { copyText } from '../copyText';

/** Copies a value (an order number) and says whether it worked (§8 copy success / copy failure). */
export function CopyButton({ text }: { text: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const onClick = async (event: MouseEvent) => {
    // In a table row, a click would also open the record.
    event.stopPropagation();
    const copied = await copyText(text);
    notify(copied ? 'app.copy.success' : 'app.copy.failure', { type: copied ? 'success' : 'error' });
  };
  const label = translate('app.copy.label');
  return (
    <Tooltip title={label}>
      <IconButton size="small" onClick={onClick} aria-label={label} data-testid="copy-button">
        <ContentCopy fontSize="inherit" />
      </IconButton>
    </Tooltip>
  );
}
