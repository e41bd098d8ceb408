import { PasswordInput } from 'react-admin';
import * as yup from 'yup';
import type { AnyObjectSchema } from 'yup';
import { SECURITY_PASSWORD_FIELD } from '../../../vocabulary/moneyOut';
import { validationMessage as m } from './validationMessage';

/**
 * The security (withdrawal) password a money-out form or dialog asks for (schema `moneyOut`). The browser is told it
 * is not the login password, so it neither fills in nor offers to save the one it keeps for the login page.
 */
export function SecurityPasswordInput() {
  return (
    <PasswordInput
      source={SECURITY_PASSWORD_FIELD}
      label="app.moneyOut.password"
      helperText="app.moneyOut.helper"
      autoComplete="new-password"
      isRequired
    />
  );
}

/** A form's rules plus the security password, which is required. */
export function withSecurityPassword(rules?: AnyObjectSchema): AnyObjectSchema {
  const password = { [SECURITY_PASSWORD_FIELD]: yup.string().required(m('ra.validation.required')) };
  return (rules ?? yup.object({})).shape(password);
}
