import { useEffect, useEffectEvent, useRef } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { useGetIdentity, useNotify } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { sessionEnding } from '../../platform/providers/sessionEvents';
import { changedValues, formDrafts } from './formDrafts';
import { askBeforeLeaving } from './leavePrompt';

/**
 * Inside every generated form: when the session expires with the form open (a 401 on save or on any call), what the
 * user changed is kept for this route; after signing in again (the login leads back here) it is put back, marked as
 * changed, with a notice. `omit` names fields never kept (passwords). While the form holds changes, closing or
 * reloading the browser tab asks first (leavePrompt.ts, issue 30 item 7).
 */
export function FormDraft({ omit = [] }: { omit?: readonly string[] }) {
  const { getValues, setValue } = useFormContext();
  const { dirtyFields, isDirty, isReady } = useFormState();
  const { pathname } = useLocation();
  const { identity } = useGetIdentity();
  const notify = useNotify();
  const account = identity?.id === undefined ? undefined : String(identity.id);

  // The session-ending announcement comes from outside React and must see the latest state.
  const keepDraft = useEffectEvent(() => {
    const values = changedValues(dirtyFields, getValues(), omit);
    if (account !== undefined && Object.keys(values).length > 0) formDrafts.save(pathname, account, values);
  });
  useEffect(() => sessionEnding.listen(keepDraft), []);

  // Registered only while there are changes; a saved form's redirect unmounts it, which removes it.
  useEffect(() => (isDirty ? askBeforeLeaving(() => true) : undefined), [isDirty]);

  // Restored once the form has taken its own defaults (react-admin resets it on mount; isReady comes after).
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current || !isReady || account === undefined) return;
    restored.current = true;
    const draft = formDrafts.take(pathname, account);
    if (!draft) return;
    for (const [name, value] of Object.entries(draft)) setValue(name, value, { shouldDirty: true });
    notify('app.form.draftRestored', { type: 'info' });
  }, [isReady, account, pathname, setValue, notify]);

  return null;
}
