import * as yup from 'yup';
import { passwordComposes } from '../../../vocabulary/passwordRule';
import { VERIFICATION_CODE_LENGTH } from '../../../vocabulary/securityLimits';

/** The §5 messages, as i18n keys (translated where the form shows them). */
export const PASSWORD_ERRORS = {
  required: 'app.security.validation.required',
  composition: 'app.security.validation.composition',
  mismatch: 'app.security.validation.mismatch',
  code: 'app.security.validation.code',
} as const;

/**
 * §5 password change: new password required and composed per vocabulary/passwordRule.ts (the rule the upstream
 * checks too), the confirmation non-empty and equal, the code exactly 6 characters (§9).
 */
export const passwordSchema = yup.object({
  password: yup
    .string()
    .default('')
    .required(PASSWORD_ERRORS.required)
    .test('composition', PASSWORD_ERRORS.composition, (v) => !v || passwordComposes(v)),
  confirm_password: yup
    .string()
    .default('')
    .required(PASSWORD_ERRORS.mismatch)
    .oneOf([yup.ref('password')], PASSWORD_ERRORS.mismatch),
  code: yup.string().default('').required(PASSWORD_ERRORS.code).length(VERIFICATION_CODE_LENGTH, PASSWORD_ERRORS.code),
});

export type PasswordForm = yup.InferType<typeof passwordSchema>;
