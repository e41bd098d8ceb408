import { useState, type ChangeEvent } from 'react';
import { useLocaleState, useNotify } from 'react-admin';
import { uploadProblem } from '../../../../vocabulary/upload';
import { uploadPicture } from '../../../platform/providers/upload';

/**
 * ImageUploadInput's upload: a chosen file is checked against the field's types and size first, and a refused one is
 * never sent (its reason, in the user's language, is the `problem`); an accepted one goes to §7's upload path under
 * `<resource>.<source>`, and the URL the upstream answers is handed to `onUploaded`. An upstream failure is notified
 * with the server's message (§8) and leaves the field as it was.
 */
export function usePictureUpload({
  resource,
  source,
  accept,
  maxSize,
  onUploaded,
}: {
  resource: string | undefined;
  source: string;
  accept: readonly string[];
  maxSize: number;
  onUploaded(url: string): void;
}) {
  const [locale] = useLocaleState();
  const notify = useNotify();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen again after a refusal must fire change again.
    event.target.value = '';
    if (!file) return;
    const refused = uploadProblem(file, accept, maxSize);
    setProblem(refused && (locale === 'en' ? refused.en : refused['zh-CN']));
    if (refused) return;
    setBusy(true);
    try {
      onUploaded(await uploadPicture(file, `${resource}.${source}`));
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { problem, busy, onFile };
}
