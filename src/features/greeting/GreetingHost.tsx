import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useGetIdentity, useTranslate } from 'react-admin';
import { justSignedIn } from '../../platform/providers/justSignedIn';
import { greetingOf } from '../../kit/resources/dashboard/greeting';

/**
 * After a login (not a reload), a notification at the top right greets the user by the hour (§9 timeFix) and by
 * name. Its own snackbar, not react-admin's queue: a message the screen shows right after the login (a restored
 * draft, an error) must not wait behind a greeting.
 */
export function GreetingHost() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const done = useRef(false);
  // Closing only hides the snackbar: the text stays through its fade-out, or a pale empty box would fade instead.
  const [greeting, setGreeting] = useState<{ text: string; open: boolean }>();
  useEffect(() => {
    if (done.current || !identity) return;
    done.current = true;
    if (!justSignedIn.take()) return;
    // The identity arrives from a query: this effect reacts to that external answer once.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setGreeting({
      text: translate(`app.greeting.${greetingOf(new Date().getHours())}`, {
        name: identity.fullName ?? String(identity.id),
      }),
      open: true,
    });
  }, [identity, translate]);
  return (
    <Snackbar
      open={!!greeting?.open}
      autoHideDuration={4000}
      onClose={() => setGreeting((shown) => shown && { ...shown, open: false })}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      sx={{ mt: 6, pointerEvents: 'none' }}
    >
      {/* It never takes a click: the toolbar buttons beneath stay usable while it is shown. */}
      <Alert severity="success" variant="filled" data-testid="greeting">
        {greeting?.text}
      </Alert>
    </Snackbar>
  );
}
