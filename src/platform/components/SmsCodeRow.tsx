import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { VERIFICATION_CODE_LENGTH } from '../../../vocabulary/securityLimits';
import { SmsCodeButton } from './SmsCodeButton';

export interface SmsCodeRowProps {
  /** The field's label, translated. */
  label: string;
  /** The form's registration of the code field. */
  registration: UseFormRegisterReturn;
  /** Why the code is refused, translated; none: the field keeps the line free, so nothing moves when one appears. */
  problem?: string;
  /** Asks the upstream to text a code (SmsCodeButton). */
  send: () => Promise<boolean>;
  testId?: string;
}

/**
 * The SMS-code row of every dialog that asks for one (the password dialogs, Google's cancel; §5, §9): the code field —
 * one-time-code, digits, §9's code length — beside its send button with the 60 s count-down. One component, so the
 * dialogs cannot drift apart (issue 31 item 17).
 */
export function SmsCodeRow({ label, registration, problem, send, testId }: SmsCodeRowProps) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        label={label}
        autoComplete="one-time-code"
        required
        fullWidth
        error={problem !== undefined}
        helperText={problem ?? ' '}
        {...registration}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: VERIFICATION_CODE_LENGTH, 'data-testid': testId } }}
      />
      <SmsCodeButton send={send} />
    </Stack>
  );
}
