import { messages as generatedEnglish } from '../../generated/i18n/en';
import { messages as generatedChinese } from '../../generated/i18n/zh-CN';
import { appMessages as appEnglish } from './en';
import { appMessages as appChinese } from './zh-CN';

/**
 * Every language's texts at once, by language — for what reads them all: the function search palette (an entry is
 * found by its words in either language) and the tests that compare the languages. The i18n providers load one
 * language at a time (i18nProvider.ts, public/publicI18n.ts); importing this loads both.
 */
export const appMessagesByLanguage = { 'zh-CN': appChinese, en: appEnglish };
export const generatedMessagesByLanguage = { 'zh-CN': generatedChinese, en: generatedEnglish };
