import type { KeyboardEvent, ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/**
 * The popup after login as a card in the screen's bottom-right corner, beside the first screen rather than over it
 * (issue 30 item 16): the notices arrive after that screen is usable, and a modal dialog then swallowed the click the
 * user was making. Nothing is covered but the corner, focus stays where the user put it, and the page around stays
 * readable to assistive technology (a non-modal dialog). Escape inside the card closes it; closed from inside (Escape
 * or its close button), focus goes to the bell, where the notices stay.
 */
export function NoticeCard({
  titleId,
  title,
  onClose,
  children,
}: {
  titleId: string;
  title: string;
  onClose: () => void;
  children: (close: () => void) => ReactNode;
}) {
  const close = () => {
    const hadFocus = document.activeElement?.closest('[data-notice-card]') != null;
    onClose();
    if (hadFocus) document.querySelector<HTMLElement>('[data-testid=notice-bell]')?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close();
  };
  return (
    <Paper
      elevation={8}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      data-testid="notice-dialog"
      data-notice-card
      sx={(theme) => ({
        position: 'fixed',
        right: { xs: theme.spacing(1), sm: theme.spacing(3) },
        bottom: { xs: theme.spacing(1), sm: theme.spacing(3) },
        width: { xs: `calc(100vw - ${theme.spacing(2)})`, sm: 420 },
        maxHeight: '60vh',
        display: 'flex',
        flexDirection: 'column',
        // Above the page and its app bar, below menus, dialogs and notifications.
        zIndex: theme.zIndex.drawer + 2,
      })}
    >
      <Typography
        id={titleId}
        component="h2"
        variant="subtitle1"
        sx={{ fontWeight: 600, px: 3, pt: 2, overflowWrap: 'anywhere' }}
      >
        {title}
      </Typography>
      {children(close)}
    </Paper>
  );
}
