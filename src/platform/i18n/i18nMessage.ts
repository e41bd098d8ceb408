/**
 * A message that travels as one string but is translated where it is shown: an i18n key with its arguments,
 * encoded the way react-admin encodes validation messages. Errors carry it as their `message`, so react-admin's own
 * notifications (a failed save, a failed list) show it in the language of the moment, not of when it was thrown.
 */
const PREFIX = '@@ccs@@';

export interface I18nMessage {
  key: string;
  args?: Record<string, unknown>;
}

export function encodeMessage(key: string, args?: Record<string, unknown>): string {
  return `${PREFIX}${JSON.stringify(args ? { key, args } : { key })}`;
}

/** The key and arguments of an encoded message; undefined for plain text or plain keys. */
export function decodeMessage(text: unknown): I18nMessage | undefined {
  if (typeof text !== 'string' || !text.startsWith(PREFIX)) return undefined;
  try {
    const parsed = JSON.parse(text.slice(PREFIX.length)) as Partial<I18nMessage>;
    return typeof parsed.key === 'string' ? { key: parsed.key, args: parsed.args } : undefined;
  } catch {
    return undefined;
  }
}
