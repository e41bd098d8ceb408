import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import * as yup from 'yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNotify, useTranslate } from 'react-admin';
import { SmsCodeRow } from '../../platform/components/SmsCodeRow';
import { CopyButton } from '../../kit/fields/components/CopyButton';
import { userMessage } from '../../platform/providers/upstreamError';
import { VERIFICATION_CODE_LENGTH } from '../../../vocabulary/securityLimits';
import { googleBind, googleCancel, googleConfig, googleSendCancelSms, type GoogleConfig } from './api';
import { GoogleCodeInput } from './GoogleCodeInput';
import { googleCodeSchema, type GoogleCodeForm } from './googleCode';

const QrSvg = lazy(() => import('./QrSvg'));

/** §2/§7 Google second verification: bind (scan, type a code) or, once bound, cancel with an SMS code. */
export function GoogleSettingsDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const [config, setConfig] = useState<GoogleConfig | 'loading' | { failed: string }>('loading');
  const load = useCallback(() => {
    googleConfig().then(setConfig, (error: unknown) => setConfig({ failed: userMessage(error) }));
  }, []);
  useEffect(load, [load]);
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth data-testid="google-settings">
      <DialogTitle>{translate('app.google.title')}</DialogTitle>
      {config === 'loading' ? (
        <DialogContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 2 }}>
            <CircularProgress size={20} aria-label={translate('app.google.loading')} />
            <span>{translate('app.google.loading')}</span>
          </Stack>
        </DialogContent>
      ) : 'failed' in config ? (
        <>
          <DialogContent>
            <Alert severity="error">{translate(config.failed)}</Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('ra.action.close')}</Button>
          </DialogActions>
        </>
      ) : config.bound ? (
        <CancelForm onClose={onClose} />
      ) : (
        <BindForm secret={config.secret} otpauthUrl={config.otpauth_url} onClose={onClose} />
      )}
    </Dialog>
  );
}

function BindForm({ secret, otpauthUrl, onClose }: { secret: string; otpauthUrl: string; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [saving, setSaving] = useState(false);
  const { register, handleSubmit, formState } = useForm<GoogleCodeForm>({
    resolver: yupResolver(googleCodeSchema),
    defaultValues: { google_code: '' },
  });
  const submit = handleSubmit(async ({ google_code }) => {
    setSaving(true);
    try {
      await googleBind(secret, google_code);
      notify('app.google.bound', { type: 'success' });
      onClose();
    } catch (error) {
      notify(userMessage(error), { type: 'error' });
      setSaving(false);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('app.google.scan')}
        </Typography>
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2, minHeight: 180 }}>
          <Suspense
            fallback={<CircularProgress aria-label={translate('ra.page.loading')} sx={{ alignSelf: 'center' }} />}
          >
            <QrSvg value={otpauthUrl} label={translate('app.google.qrAlt')} />
          </Suspense>
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {translate('app.google.secret')}
          </Typography>
          <Typography
            variant="body2"
            sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
            data-testid="google-secret"
          >
            {secret}
          </Typography>
          <CopyButton text={secret} />
        </Stack>
        <GoogleCodeInput registration={register('google_code')} error={formState.errors.google_code?.message} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {translate('ra.action.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={saving} data-testid="google-bind">
          {translate('app.google.bind')}
        </Button>
      </DialogActions>
    </form>
  );
}

const cancelSchema = yup.object({
  sms_code: yup
    .string()
    .default('')
    .trim()
    .required('app.security.validation.code')
    .length(VERIFICATION_CODE_LENGTH, 'app.security.validation.code'),
});

function CancelForm({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [saving, setSaving] = useState(false);
  const { register, handleSubmit, formState } = useForm({
    resolver: yupResolver(cancelSchema),
    defaultValues: { sms_code: '' },
  });
  const send = async () => {
    try {
      await googleSendCancelSms();
      notify('app.sms.sent', { type: 'success' });
      return true;
    } catch (error) {
      notify(userMessage(error), { type: 'error' });
      return false;
    }
  };
  const submit = handleSubmit(async ({ sms_code }) => {
    setSaving(true);
    try {
      await googleCancel(sms_code);
      notify('app.google.cancelled', { type: 'success' });
      onClose();
    } catch (error) {
      notify(userMessage(error), { type: 'error' });
      setSaving(false);
    }
  });
  const error = formState.errors.sms_code?.message;
  return (
    <form onSubmit={submit} noValidate>
      <DialogContent>
        <Alert severity="success" sx={{ mb: 2 }} data-testid="google-bound">
          {translate('app.google.boundState')}
        </Alert>
        <SmsCodeRow
          label={translate('app.google.smsCode')}
          registration={register('sms_code')}
          problem={error ? translate(error) : undefined}
          send={send}
          testId="google-sms-code"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {translate('ra.action.close')}
        </Button>
        <Button type="submit" color="error" variant="contained" disabled={saving} data-testid="google-cancel">
          {translate('app.google.cancel')}
        </Button>
      </DialogActions>
    </form>
  );
}
