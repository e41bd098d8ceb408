import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNotify, useTranslate } from 'react-admin';
import type { AccountType } from '../providers/authEndpoints';
import { HOME_ROUTE } from './routes';
import { useSignIn } from './useSignIn';

/** §2 user layout's login: main account or sub-account (§7's two login variants). */
export function LoginPage() {
  const translate = useTranslate();
  const login = useSignIn(HOME_ROUTE);
  const notify = useNotify();
  const [accountType, setAccountType] = useState<AccountType>('main');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await login({ username, password, accountType });
    } catch (error) {
      notify((error as Error).message || 'ra.auth.sign_in_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100' }}>
      <Card sx={{ width: 380 }}>
        <CardContent>
          <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
            {translate('app.auth.title')}
          </Typography>
          <Tabs value={accountType} onChange={(_, v: AccountType) => setAccountType(v)} sx={{ mb: 2 }}>
            <Tab value="main" label={translate('app.auth.mainAccount')} />
            <Tab value="sub" label={translate('app.auth.subAccount')} />
          </Tabs>
          <form onSubmit={(e) => void submit(e)}>
            <TextField
              label={translate('app.auth.username')}
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
            <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={busy}>
              {translate('app.auth.submit')}
            </Button>
          </form>
        </CardContent>
      </Card>
    </Box>
  );
}
