/** The console's two languages: zh-CN first (operators are Chinese merchants), English second. */
export const LANGS = ['zh-CN', 'en'] as const;
export type Lang = (typeof LANGS)[number];
/** A text in both languages, as schemas, routes, permissions and brands write it. */
export type Text = Record<Lang, string>;
