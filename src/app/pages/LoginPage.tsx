import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, Navigate, useSearchParams } from 'react-router-dom';
import type { AccountType } from '../../../vocabulary/authEndpoints';
import { session } from '../../providers/session';
import { UpstreamError, userMessage } from '../../providers/upstreamError';
import { RolesError } from '../../providers/userInfo';
import { REGISTER_ROUTE, RESET_ROUTE } from '../../routing/paths';
import { safeRedirect } from '../../routing/safeRedirect';
import { UserLayout } from '../layout/UserLayout';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { useSignIn } from '../useSignIn';

/** The login's own refusals carry i18n keys (app.*) or §8's getInfo text; anything else is upstream or unexpected. */
function signInErrorText(error: unknown): string {
  if (error instanceof RolesError) return error.message;
  if (error instanceof Error && !(error instanceof UpstreamError) && error.message.startsWith('app.')) return error.message;
  return userMessage(error);
}

const NOTICES = new Set(['infoFailed', 'roles', 'expired', 'token_empty', 'token_malformed', 'token_rejected']);

/** The account type tabs and the two fields; calls `onSubmit` with what was typed. */
function LoginForm({ busy, onSubmit }: { busy: boolean; onSubmit(params: { username: string; password: string; accountType: AccountType }): void }) {
  const translate = useTranslate();
  const [accountType, setAccountType] = useState<AccountType>('main');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ username, password, accountType });
  };
  return (
    <>
      <Tabs value={accountType} onChange={(_, v: AccountType) => setAccountType(v)} sx={{ mb: 2 }} variant="fullWidth">
        <Tab value="main" label={translate('app.auth.mainAccount')} />
        <Tab value="sub" label={translate('app.auth.subAccount')} />
      </Tabs>
      <form onSubmit={submit}>
        <TextField
          label={translate(accountType === 'sub' ? 'app.auth.subUsername' : 'app.auth.username')}
          name="username"
          autoComplete="username"
          fullWidth
          margin="dense"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          required
        />
        <TextField
          label={translate('app.auth.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          fullWidth
          margin="dense"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
        <Button type="submit" variant="contained" fullWidth size="large" sx={{ mt: 2 }} disabled={busy}>
          {translate('app.auth.submit')}
        </Button>
      </form>
    </>
  );
}

/** §2 login (user layout): main account or sub-account (§7's two login variants), back to `redirect` after. */
export function LoginPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'));
  const notice = params.get('notice');
  const signIn = useSignIn(target);
  const [busy, setBusy] = useState(false);
  useDocumentTitle('app.auth.title');

  // §2: /user/login when already logged in goes straight on.
  if (session.hasToken()) return <Navigate to={target} replace />;

  const submit = async (credentials: { username: string; password: string; accountType: AccountType }) => {
    setBusy(true);
    try {
      await signIn(credentials);
    } catch (error) {
      notify(signInErrorText(error), { type: 'error' });
      setBusy(false);
    }
  };

  return (
    <UserLayout>
      {notice && NOTICES.has(notice) ? (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="login-notice">
          {translate(`app.session.${notice}`)}
        </Alert>
      ) : null}
      <LoginForm busy={busy} onSubmit={(c) => void submit(c)} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 2, fontSize: 14 }}>
        <Link component={RouterLink} to={RESET_ROUTE}>
          {translate('app.auth.forgot')}
        </Link>
        <Link component={RouterLink} to={REGISTER_ROUTE}>
          {translate('app.auth.register')}
        </Link>
      </Box>
    </UserLayout>
  );
}
