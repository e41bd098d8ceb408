import type { Text } from '../../vocabulary/text';
import type { NounModel } from './types';

/** A list's title around the record's noun: 全部订单, 子账号列表, All orders, Coupon list. */
const ZH_AFFIXES = { lead: /^(全部|所有)/, trail: /(列表|管理)$/ };
const EN_AFFIXES = { lead: /^all\s+/i, trail: /\s+(list|management)$/i };

/** English singular of a plural noun phrase: its last word (orders → order, categories → category, boxes → box). */
export function singular(phrase: string): string {
  return phrase.replace(/([A-Za-z]+)$/, (word) => {
    if (/ies$/i.test(word)) return word.slice(0, -3) + 'y';
    if (/(ss|us|is)$/i.test(word)) return word;
    if (/(ss|x|z|ch|sh)es$/i.test(word)) return word.slice(0, -2);
    if (/s$/i.test(word)) return word.slice(0, -1);
    return word;
  });
}

/** English plural of a singular noun phrase: its last word (order → orders, category → categories, box → boxes). */
export function plural(phrase: string): string {
  return phrase.replace(/([A-Za-z]+)$/, (word) => {
    if (/[^aeiou]y$/i.test(word)) return word.slice(0, -1) + 'ies';
    if (/(s|x|z|ch|sh)$/i.test(word)) return word + 'es';
    return word + 's';
  });
}

/** Names the records may be called by that keep their capital mid-sentence without a second one (the §1 platforms). */
const NAMES = new Set(['Alipay', 'Kuaishou']);

/**
 * An English noun phrase as it reads inside a sentence ("No orders found", "Delete sub-account 138…"): its first
 * letter lower-cased, unless its first word is a name — a capital after its first letter (WeChat, ID) or NAMES.
 */
export function inSentence(phrase: string): string {
  const first = phrase.split(/[\s-]/)[0];
  return /^[A-Z][^A-Z]*$/.test(first) && !NAMES.has(first) ? phrase.charAt(0).toLowerCase() + phrase.slice(1) : phrase;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const strip = (s: string, a: { lead: RegExp; trail: RegExp }) => {
  const cut = s.replace(a.lead, '').replace(a.trail, '').trim();
  return cut === '' ? s : cut;
};

/**
 * What one record is called (react-admin's `resources.<name>.name`, singular and plural): the schema's `noun`, else
 * derived from the list's title — a title names the list (全部订单, Sub-accounts), not one of its records.
 */
export function nounOf(noun: { 'zh-CN': string; en: string; enPlural?: string } | undefined, label: Text): NounModel {
  if (noun) return { 'zh-CN': noun['zh-CN'], en: noun.en, enPlural: noun.enPlural ?? plural(noun.en) };
  const en = capital(strip(label.en, EN_AFFIXES));
  // 'Coupon list' names its records in the singular; 'All orders' and 'Sub-accounts' in the plural.
  const listOf = EN_AFFIXES.trail.test(label.en);
  return {
    'zh-CN': strip(label['zh-CN'], ZH_AFFIXES),
    en: listOf ? en : singular(en),
    enPlural: listOf ? plural(en) : en,
  };
}
