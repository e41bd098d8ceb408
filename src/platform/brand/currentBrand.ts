import { brands } from '../../generated/brands';
import { selectBrand } from './selectBrand';
import type { BrandProfile } from '../../../vocabulary/brand';

let chosen: BrandProfile | undefined;

/** The brand of this page, chosen once from its host (§1); the page never changes host without a reload. */
export function currentBrand(): BrandProfile {
  chosen ??= selectBrand(window.location, brands);
  return chosen;
}
