/**
 * The translate function of the running i18nProvider, for code outside React (the HTTP layer builds
 * user-facing error text). App registers it at start-up; before that, keys fall back to English text.
 */
type Translate = (key: string, options?: Record<string, unknown>) => string;

let current: Translate | undefined;

export function registerTranslate(translate: Translate): void {
  current = translate;
}

export function translateNow(key: string, fallback: string, options?: Record<string, unknown>): string {
  const text = current?.(key, { _: fallback, ...options });
  if (text && text !== key) return text;
  return fallback.replace(/%\{(\w+)\}/g, (_, name: string) => String(options?.[name] ?? ''));
}
