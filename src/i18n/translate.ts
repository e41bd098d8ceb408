import { appMessages } from './appMessages';

/**
 * The translate function of the running i18nProvider, for code outside React (the HTTP layer builds
 * user-facing error text). App registers it at start-up; before that (and in unit tests) the English app
 * messages answer.
 */
type Translate = (key: string, options?: Record<string, unknown>) => string;

let current: Translate | undefined;

export function registerTranslate(translate: Translate): void {
  current = translate;
}

function english(key: string, options?: Record<string, unknown>): string {
  const found = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), appMessages.en);
  if (typeof found !== 'string') return key;
  return found.replace(/%\{(\w+)\}/g, (_, name: string) => String(options?.[name] ?? ''));
}

export function translateNow(key: string, options?: Record<string, unknown>): string {
  return (current ?? english)(key, options);
}
