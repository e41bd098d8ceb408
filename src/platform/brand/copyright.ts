import type { BrandProfile } from '../../../vocabulary/brand';

/**
 * The brand's copyright line (§1) as shown: `{year}` in the profile stands for the current year, so a profile
 * written once stays current (`© 2023–{year} 影票分销`); a line without it is shown as written.
 */
export function copyrightLine(brand: Pick<BrandProfile, 'copyright'>, now: Date = new Date()): string | undefined {
  return brand.copyright?.replaceAll('{year}', String(now.getFullYear()));
}
