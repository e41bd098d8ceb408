/**
 * The brand profile contract (§1) between the generator (src/generated/brands.ts, from brands/*.yaml) and the
 * runtime. Keys keep the spec's names so §1 stays greppable; generator/meta/brand.schema.json documents each one.
 * The generator fills every default, so only the optional URLs and texts may be missing here.
 */

/** The brand-hideable menu areas (§1 menu_rebate_hidden, menu_billing_hidden, menu_cash_hidden; §6). */
export const MENU_AREAS = ['rebate', 'billing', 'cash'] as const;
export type MenuArea = (typeof MENU_AREAS)[number];

/**
 * §9: the 8 preset theme colours, lower-case hex — blue (§2 default), dust red, volcano, sunset orange, cyan, green,
 * geek blue, purple.
 */
export const PRIMARY_COLORS = [
  '#1677ff',
  '#f5222d',
  '#fa541c',
  '#faad14',
  '#13c2c2',
  '#52c41a',
  '#2f54eb',
  '#722ed1',
] as const;
export type PrimaryColor = (typeof PRIMARY_COLORS)[number];

/** The §2 settings drawer's options: a brand's starting theme (skin_default). */
export interface SkinSettings {
  readonly navTheme: 'light' | 'dark';
  /** One of the 8 presets (PRIMARY_COLORS), lower-case hex. */
  readonly primaryColor: string;
  readonly layout: 'side' | 'top';
  /** fluid only with layout top. */
  readonly contentWidth: 'fixed' | 'fluid';
  readonly fixedHeader: boolean;
  /** Hide the header on scroll down; only with fixedHeader. */
  readonly autoHideHeader: boolean;
  readonly fixSiderbar: boolean;
  readonly colorWeak: boolean;
  readonly multiTab: boolean;
}

export interface BrandProfile {
  /** Our key; `default` is the profile used when no host matches. */
  readonly id: string;
  /** Hosts, lower-case, matched exactly: with a port against location.host, without against location.hostname. */
  readonly domains: readonly string[];
  readonly title: string;
  readonly describe?: string;
  /** Image path under public/, e.g. brands/starlight/logo.svg (served from the site root). */
  readonly logo: string;
  /** Browser tab icon under public/ (e.g. brands/starlight/favicon.svg); absent, the site's favicon.svg. */
  readonly favicon?: string;
  readonly copyright?: string;
  /** The title, describe and copyright in English (an English session shows them; absent, the Chinese ones). */
  readonly en: { readonly title?: string; readonly describe?: string; readonly copyright?: string };
  /** SMS signature, e.g. 【星光影票】. */
  readonly sms?: string;
  readonly device_url?: string;
  /** Where a token login (`?value=…`) redirects (§1). */
  readonly billing_url?: string;
  readonly rebate_url?: string;
  readonly im_app?: string;
  /** Show the §2 settings drawer. */
  readonly skin_customize: boolean;
  readonly skin_default: SkinSettings;
  readonly independent: boolean;
  readonly server_url: readonly { readonly url: string; readonly title: string }[];
  readonly menu_rebate_hidden: boolean;
  readonly menu_billing_hidden: boolean;
  readonly menu_cash_hidden: boolean;
  /** Help link. */
  readonly basic_teaching?: string;
  readonly is_custom_cash: boolean;
  readonly extend: Readonly<Record<string, string | number | boolean>>;
  /** Customer-service QR codes (image paths under public/). */
  readonly service_qr: readonly { readonly title: string; readonly image: string }[];
  /** Route keys (resource names or routes.yaml page keys) hidden from this brand's menu. */
  readonly hidden_routes: readonly string[];
}
