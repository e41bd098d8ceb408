import TextField from '@mui/material/TextField';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslate } from 'react-admin';

/** The Google code field of the bind and check dialogs: placeholder '6-digit dynamic code' (§5), digits keyboard. */
export function GoogleCodeInput({
  registration,
  error,
  autoFocus,
}: {
  registration: UseFormRegisterReturn;
  error?: string;
  autoFocus?: boolean;
}) {
  const translate = useTranslate();
  return (
    <TextField
      label={translate('app.google.code')}
      placeholder={translate('app.google.placeholder')}
      autoComplete="one-time-code"
      autoFocus={autoFocus}
      required
      fullWidth
      error={Boolean(error)}
      helperText={error ? translate(error) : ' '}
      {...registration}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 16, 'data-testid': 'google-code' } }}
    />
  );
}
