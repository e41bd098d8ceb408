import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { SmsCodeRow } from '../../platform/components/SmsCodeRow';
import type { PasswordKind } from './api';
import { usePasswordForm, type PasswordFormState } from './usePasswordForm';

/**
 * §5/§7 change the login or the security (withdrawal) password: the phone read-only, an SMS code with a 60 s
 * count-down, the new password twice. A refused save keeps what was typed and shows the server's message (§8).
 * Sub-accounts never get the security dialog (§6), whatever asks for it.
 */
export function PasswordDialog({ kind, tel, onClose }: { kind: PasswordKind; tel: string; onClose: () => void }) {
  const translate = useTranslate();
  const form = usePasswordForm(kind, onClose);
  const title = translate(kind === 'login' ? 'app.userMenu.changePassword' : 'app.userMenu.changeSecurityPassword');

  return (
    <Dialog
      open
      onClose={form.saving ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      data-testid={`password-dialog-${kind}`}
    >
      <form onSubmit={form.save} noValidate>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <PasswordFields tel={tel} form={form} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={form.saving}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={form.saving} data-testid="password-submit">
            {translate('app.security.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The phone (read-only), the new password twice, the SMS code with its send button. */
function PasswordFields({ tel, form: { register, problem, send } }: { tel: string; form: PasswordFormState }) {
  const translate = useTranslate();
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <TextField
        label={translate('app.security.phone')}
        value={tel}
        slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'password-phone' } }}
        variant="filled"
      />
      <TextField
        label={translate('app.security.newPassword')}
        type="password"
        autoComplete="new-password"
        required
        {...register('password')}
        {...problem('password')}
        helperText={problem('password').helperText ?? translate('app.security.passwordHint')}
      />
      <TextField
        label={translate('app.security.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
        {...register('confirm_password')}
        {...problem('confirm_password')}
      />
      <SmsCodeRow
        label={translate('app.security.code')}
        registration={register('code')}
        problem={problem('code').helperText}
        send={send}
      />
    </Stack>
  );
}
