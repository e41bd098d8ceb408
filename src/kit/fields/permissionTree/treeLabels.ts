import { useLocaleState } from 'react-admin';
import type { Lang } from '../../../../vocabulary/text';
import type { KeyNode } from './model';

/** The manifest's names come in both languages (§6); the tree shows the one the console speaks. */
export const useLang = (): Lang => {
  const [locale] = useLocaleState();
  return locale === 'en' ? 'en' : 'zh-CN';
};

/** A permission key's name: the routes it guards, listed in the language's own way. */
export const routesLabel = (node: KeyNode, lang: Lang) =>
  node.routes.map((t) => t[lang]).join(lang === 'en' ? ', ' : '、');
