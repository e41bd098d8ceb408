import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslate } from 'ra-core';
import type { AccountType } from '../../vocabulary/accountType';
import type { LoginParams } from '../platform/providers/signIn';
import { UpstreamError, userMessage } from '../platform/providers/upstreamError';
import { RolesError } from '../platform/providers/userInfo';
import { REGISTER_ROUTE, RESET_ROUTE } from '../platform/routing/paths';
import { PlainTextField } from './PlainTextField';

/** The login's own refusals carry i18n keys (app.*) or §8's getInfo text; anything else is upstream or unexpected. */
function signInErrorText(error: unknown): string {
  if (error instanceof RolesError) return error.message;
  if (error instanceof Error && !(error instanceof UpstreamError) && error.message.startsWith('app.'))
    return error.message;
  return userMessage(error);
}

/**
 * One sign-in attempt: busy while it runs, and a refusal shown until the next attempt. Only a refusal ends it here; a
 * sign-in that succeeds leaves the page, so its button stays disabled until then.
 */
function useSignInAttempt(signIn: (params: LoginParams) => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const attempt = async (params: LoginParams) => {
    setBusy(true);
    setRefusal(null);
    try {
      await signIn(params);
    } catch (error) {
      setRefusal(signInErrorText(error));
      setBusy(false);
    }
  };
  return { busy, refusal, attempt };
}

/** §4 session-end reasons the login page explains (the `notice` query). */
const NOTICES = new Set([
  'infoFailed',
  'roles',
  'expired',
  'otherTab',
  'token_empty',
  'token_malformed',
  'token_rejected',
]);

/**
 * §2 login: the account type tabs (§7's two login variants), the two fields, why the last session ended, and a
 * refusal next to the form (it stays filled in). Router-free, so the signed-out page and the console share it.
 */
export function LoginCard({ notice, signIn }: { notice: string | null; signIn(params: LoginParams): Promise<void> }) {
  const translate = useTranslate();
  const [accountType, setAccountType] = useState<AccountType>('main');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const { busy, refusal, attempt } = useSignInAttempt(signIn);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void attempt({ username, password, accountType });
  };
  return (
    <>
      {notice && NOTICES.has(notice) ? (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="login-notice">
          {translate(`app.session.${notice}`)}
        </Alert>
      ) : null}
      <Tabs value={accountType} onChange={(_, v: AccountType) => setAccountType(v)} sx={{ mb: 2 }} variant="fullWidth">
        <Tab value="main" label={translate('app.auth.mainAccount')} />
        <Tab value="sub" label={translate('app.auth.subAccount')} />
      </Tabs>
      <form onSubmit={submit}>
        <PlainTextField
          label={translate(accountType === 'sub' ? 'app.auth.subUsername' : 'app.auth.username')}
          name="username"
          autoComplete="username"
          value={username}
          onChange={setUsername}
        />
        <PlainTextField
          label={translate('app.auth.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
        />
        {refusal ? (
          <Alert severity="error" sx={{ mt: 1 }} data-testid="login-refusal">
            {translate(refusal, { _: refusal })}
          </Alert>
        ) : null}
        <Button type="submit" variant="contained" fullWidth size="large" sx={{ mt: 2 }} disabled={busy}>
          {translate('app.auth.submit')}
        </Button>
      </form>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 2, fontSize: 14 }}>
        <Link href={`#${RESET_ROUTE}`}>{translate('app.auth.forgot')}</Link>
        <Link href={`#${REGISTER_ROUTE}`}>{translate('app.auth.register')}</Link>
      </Box>
    </>
  );
}
