import type { Feature } from '../contract';
import { FunctionSearch } from './FunctionSearch';

/** §2 function search: a Ctrl/⌘+K palette over the menu entries and settings shortcuts (Chinese, pinyin, English). */
export const functionSearch: Feature = {
  about: 'function search palette: menu entries and settings shortcuts, Chinese, pinyin initials, English (§2, §8)',
  appBar: [FunctionSearch],
};
