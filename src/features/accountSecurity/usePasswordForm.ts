import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useNotify, useTranslate } from 'react-admin';
import { userMessage } from '../../platform/providers/upstreamError';
import { sendPasswordSms, updatePassword, type PasswordKind } from './api';
import { passwordSchema, type PasswordForm } from './passwordSchema';

const EMPTY: PasswordForm = { password: '', confirm_password: '', code: '' };

/**
 * The password form's state: its fields checked by passwordSchema, the SMS code request, the save. A refused save
 * keeps what was typed and shows the server's message (§8); a successful one closes the dialog.
 */
export function usePasswordForm(kind: PasswordKind, onClose: () => void) {
  const translate = useTranslate();
  const notify = useNotify();
  const [saving, setSaving] = useState(false);
  const { register, handleSubmit, formState, reset } = useForm<PasswordForm>({
    resolver: yupResolver(passwordSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  useEffect(() => reset(EMPTY), [kind, reset]);

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
  /** A field's error as TextField props, translated; none while the field is fine. */
  const problem = (name: keyof PasswordForm) => {
    const message = formState.errors[name]?.message;
    return message ? { error: true, helperText: translate(message) } : {};
  };
  return { register, problem, send, save, saving };
}

/** What the password fields need of the form. */
export type PasswordFormState = ReturnType<typeof usePasswordForm>;
