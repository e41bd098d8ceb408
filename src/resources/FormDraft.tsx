import { useEffect, useEffectEvent, useRef } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { useGetIdentity, useNotify } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { sessionEnding } from '../providers/sessionEvents';
import { changedValues, formDrafts } from './formDrafts';

/**
 * Inside every generated form: when the session expires with the form open (a 401 on save or on any call), what the
 * user changed is kept for this route; after signing in again (the login leads back here) it is put back, marked as
 * changed, with a notice. `omit` names fields never kept (passwords).
 */
export function FormDraft({ omit = [] }: { omit?: readonly string[] }) {
  const { getValues, setValue } = useFormContext();
  const { dirtyFields, isReady } = useFormState();
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
