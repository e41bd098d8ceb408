import { useLocaleState } from 'ra-core';
import type { BrandProfile } from '../../../vocabulary/brand';
import { copyrightLine } from './copyright';
import { currentBrand } from './currentBrand';

/** What a brand says about itself, in one language: its name, tagline and footer line (the year filled in). */
export interface BrandTexts {
  readonly title: string;
  readonly describe?: string;
  readonly copyright?: string;
}

/**
 * The brand's title, describe and copyright in the session's language (issue 30 item 23): an English session takes
 * the profile's `en` ones, each falling back to the Chinese one the profile is written in (§1) when it has none.
 */
export function brandTexts(
  brand: Pick<BrandProfile, 'title' | 'describe' | 'copyright' | 'en'>,
  locale: string,
  now: Date = new Date(),
): BrandTexts {
  const own = locale === 'en' ? brand.en : {};
  return {
    title: own.title ?? brand.title,
    describe: own.describe ?? brand.describe,
    copyright: copyrightLine({ copyright: own.copyright ?? brand.copyright }, now),
  };
}

/** The current brand's texts in the language shown; follows a change of language. */
export function useBrandTexts(): BrandTexts {
  const [locale] = useLocaleState();
  return brandTexts(currentBrand(), locale);
}
