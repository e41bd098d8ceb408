import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useNotify, usePermissions, useTranslate } from 'react-admin';
import { SmsCodeButton } from '../../components/SmsCodeButton';
import { userMessage } from '../../providers/upstreamError';
import type { DerivedRole } from '../../providers/userInfo';
import { sendPasswordSms, updatePassword, type PasswordKind } from './api';
import { passwordDialog } from './passwordDialog';
import { passwordSchema, type PasswordForm } from './passwordSchema';

const EMPTY: PasswordForm = { password: '', confirm_password: '', code: '' };

/**
 * §5/§7 change the login or the security (withdrawal) password: the phone read-only, an SMS code with a 60 s
 * count-down, the new password twice. A refused save keeps what was typed and shows the server's message (§8).
 * Sub-accounts never get the security dialog (§6), whatever asks for it.
 */
export function PasswordDialogHost() {
  const kind = passwordDialog.useValue();
  const { permissions: role } = usePermissions<DerivedRole | null>();
  if (!kind || !role || (kind === 'security' && role.isSubAccount)) return null;
  return <PasswordDialog kind={kind} tel={role.tel} onClose={passwordDialog.close} />;
}

function PasswordDialog({ kind, tel, onClose }: { kind: PasswordKind; tel: string; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [saving, setSaving] = useState(false);
  const { register, handleSubmit, formState, reset } = useForm<PasswordForm>({ resolver: yupResolver(passwordSchema), defaultValues: EMPTY, mode: 'onTouched' });
  useEffect(() => reset(EMPTY), [kind, reset]);
  const title = translate(kind === 'login' ? 'app.userMenu.changePassword' : 'app.userMenu.changeSecurityPassword');

  const send = async () => {
    try {
      await sendPasswordSms(kind);
      notify('app.sms.sent', { type: 'success' });
      return true;
    } catch (error) {
      notify(userMessage(error), { type: 'error' });
      return false;
    }
  };
  const save = handleSubmit(async (values) => {
    setSaving(true);
    try {
      await updatePassword(kind, values);
      notify('app.security.updated', { type: 'success' });
      onClose();
    } catch (error) {
      // What was typed stays; the user corrects what the server refused (§8: its own message).
      notify(userMessage(error), { type: 'error' });
    } finally {
      setSaving(false);
    }
  });
  const problem = (name: keyof PasswordForm) => {
    const message = formState.errors[name]?.message;
    return message ? { error: true, helperText: translate(message) } : {};
  };

  return (
    <Dialog open onClose={saving ? undefined : onClose} maxWidth="xs" fullWidth data-testid={`password-dialog-${kind}`}>
      <form onSubmit={save} noValidate>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField label={translate('app.security.phone')} value={tel} slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'password-phone' } }} variant="filled" />
            <TextField
              label={translate('app.security.newPassword')}
              type="password"
              autoComplete="new-password"
              required
              {...register('password')}
              {...problem('password')}
              helperText={problem('password').helperText ?? translate('app.security.passwordHint')}
            />
            <TextField label={translate('app.security.confirmPassword')} type="password" autoComplete="new-password" required {...register('confirm_password')} {...problem('confirm_password')} />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <TextField
                label={translate('app.security.code')}
                autoComplete="one-time-code"
                required
                fullWidth
                {...register('code')}
                {...problem('code')}
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
              />
              <SmsCodeButton send={send} />
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving} data-testid="password-submit">
            {translate('app.security.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
