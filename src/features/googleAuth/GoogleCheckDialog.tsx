import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useNotify, useTranslate } from 'react-admin';
import { googleMark } from '../../platform/providers/googleVerification';
import { userMessage } from '../../platform/providers/upstreamError';
import { googleCheck } from './api';
import { GoogleCodeInput } from './GoogleCodeInput';
import { googleCodeSchema, type GoogleCodeForm } from './googleCode';

/** §4 the Google check dialog itself (GoogleCheckHost opens it; loaded when first needed, issue 32). */
export function GoogleCheckDialog({ onPassed, onCancel }: { onPassed: () => void; onCancel: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [checking, setChecking] = useState(false);
  const { register, handleSubmit, formState } = useForm<GoogleCodeForm>({
    resolver: yupResolver(googleCodeSchema),
    defaultValues: { google_code: '' },
  });
  const submit = handleSubmit(async ({ google_code }) => {
    setChecking(true);
    try {
      googleMark.store(await googleCheck(google_code));
      notify('app.google.verified', { type: 'success' });
      onPassed();
    } catch (error) {
      notify(userMessage(error), { type: 'error' });
      setChecking(false);
    }
  });
  return (
    <Dialog open onClose={checking ? undefined : onCancel} maxWidth="xs" fullWidth data-testid="google-check-dialog">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{translate('app.google.checkTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('app.google.checkHint')}</DialogContentText>
          <GoogleCodeInput
            registration={register('google_code')}
            error={formState.errors.google_code?.message}
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={checking} data-testid="google-check-cancel">
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={checking} data-testid="google-check-submit">
            {translate('app.google.verify')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
