import { PRIMARY_COLORS, SKIN_DEFAULTS } from '../brandModel';
import type { Model } from '../model';
import { HEADER, literal } from './code';

/** src/generated/brands.ts: every brand profile (default first, then by id), the 8 colour presets and the §2 defaults. */
export function emitBrands(model: Model): string {
  const brands = [...model.brands].sort(
    (a, b) => Number(b.id === 'default') - Number(a.id === 'default') || a.id.localeCompare(b.id),
  );
  return [
    HEADER('brands/*.yaml'),
    "import type { BrandProfile, SkinSettings } from '../../vocabulary/brand';",
    '',
    '/** §9 "8 preset theme colours" (generator/meta/brand.schema.json), blue first. */',
    `export const primaryColors: readonly string[] = ${literal(PRIMARY_COLORS)};`,
    '',
    "/** §2 theme defaults: what a brand's skin_default starts from. */",
    `export const skinDefaults: SkinSettings = ${literal(SKIN_DEFAULTS)};`,
    '',
    '/** The brand profiles of brands/*.yaml; selectBrand (src/platform/brand) picks one by host. */',
    `export const brands: readonly BrandProfile[] = ${literal(brands)};`,
    '',
  ].join('\n');
}
