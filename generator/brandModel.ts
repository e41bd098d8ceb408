import type { BrandProfile, SkinSettings } from '../vocabulary/brand';
import type { BrandInput } from './input';
import brandMeta from './meta/brand.schema.json' with { type: 'json' };

const skinMeta = brandMeta.$defs.skin.properties;

/** §2 theme defaults, read from the meta-schema's `default`s so they are written once (and shown on hover). */
export const SKIN_DEFAULTS = Object.fromEntries(
  Object.entries(skinMeta).map(([name, property]) => [name, property.default]),
) as unknown as SkinSettings;

/** §9 "8 preset theme colours", blue first, as the meta-schema lists them. */
export { PRIMARY_COLORS } from '../vocabulary/brand';

/** The runtime profile of a brand file: every default filled, keys in the spec's order. */
export function buildBrand(b: BrandInput): BrandProfile {
  return {
    id: b.id,
    domains: [...(b.domains ?? [])],
    title: b.title,
    describe: b.describe,
    logo: b.logo,
    favicon: b.favicon,
    copyright: b.copyright,
    en: { title: b.en?.title, describe: b.en?.describe, copyright: b.en?.copyright },
    sms: b.sms,
    device_url: b.device_url,
    billing_url: b.billing_url,
    rebate_url: b.rebate_url,
    im_app: b.im_app,
    skin_customize: b.skin_customize ?? false,
    skin_default: { ...SKIN_DEFAULTS, ...b.skin_default },
    independent: b.independent ?? false,
    server_url: (b.server_url ?? []).map((s) => ({ url: s.url, title: s.title })),
    menu_rebate_hidden: b.menu_rebate_hidden ?? false,
    menu_billing_hidden: b.menu_billing_hidden ?? false,
    menu_cash_hidden: b.menu_cash_hidden ?? false,
    basic_teaching: b.basic_teaching,
    is_custom_cash: b.is_custom_cash ?? false,
    extend: { ...b.extend },
    service_qr: (b.service_qr ?? []).map((q) => ({ title: q.title, image: q.image })),
    hidden_routes: [...(b.hidden_routes ?? [])],
  };
}
