import { useResourceContext, useTranslate } from 'react-admin';
import type { Choice } from '../../fields';

/** How an import names things to the user: a column by its field's label, an option by its label (both translated). */
export function useImportLabels() {
  const resource = useResourceContext()!;
  const translate = useTranslate();
  return {
    column: (c: { source: string }) => translate(`resources.${resource}.fields.${c.source}`, { _: c.source }),
    choice: (c: Choice) => translate(c.name),
  };
}

/** A form message (react-admin's encoded key with arguments, or plain text) in the user's language. */
export function useFormMessage() {
  const translate = useTranslate();
  return (message: string) => {
    const encoded = /^@@react-admin@@(.*)$/.exec(message);
    if (!encoded) return translate(message, { _: message });
    const { message: key, args } = JSON.parse(encoded[1]) as { message: string; args?: Record<string, unknown> };
    return translate(key, { ...args, _: key });
  };
}
