// generated — do not edit; edit generator/language/brand.ts or vocabulary/*.ts and run npm run generate
import type { PrimaryColor } from '../../../vocabulary/brand';

/**
 * An absolute http:// or https:// URL.
 *
 * This interface was referenced by `BrandFile`'s JSON-Schema
 * via the `definition` "httpUrl".
 */
export type HttpUrl = string;
/**
 * Path of an image under public/, served from the site root: brands/<brand>/<file>.
 *
 * This interface was referenced by `BrandFile`'s JSON-Schema
 * via the `definition` "image".
 */
export type Image = string;

/**
 * brands/<id>.yaml: one brand profile (§1). The host the console is opened on picks the profile whose `domains` list it exactly; no match gives the brand with id `default`. Keys use the spec's names.
 */
export interface BrandFile {
  /**
   * Path of this meta-schema, for editors.
   */
  $schema?: string;
  /**
   * Brand id (our key, lower-case; name the file brands/<id>.yaml). Exactly one brand has id `default`: the profile used when no host matches.
   */
  id: string;
  /**
   * §1 domain: the hosts this brand answers on, each unique across all brands. The default brand may list none; every other brand lists at least one.
   */
  domains?: string[];
  /**
   * §1 title: the brand name, shown in the header, on the login page and in the document title.
   */
  title: string;
  /**
   * §1 describe: the tagline under the title on the login page.
   */
  describe?: string;
  /**
   * §1 logo: path of the logo image under public/ (e.g. brands/starlight/logo.svg); the file must exist.
   */
  logo: string;
  /**
   * §1 favicon: path of the browser tab icon under public/ (e.g. brands/starlight/favicon.svg; a square SVG or PNG), set on the document at start; the file must exist. Left out, the tab shows the site's favicon.svg.
   */
  favicon?: string;
  /**
   * The brand's title, describe and copyright in English, shown in an English session (header, browser tab, login page, footer); a key left out shows the Chinese one.
   */
  en?: {
    /**
     * The English brand name (title in an English session).
     */
    title?: string;
    /**
     * The English tagline under the title on the login page.
     */
    describe?: string;
    /**
     * The English footer line; `{year}` stands for the current year.
     */
    copyright?: string;
  };
  /**
   * §1 copyright: the footer line of the login page and the basic layout; `{year}` stands for the current year (e.g. © 2023–{year} 星光影票).
   */
  copyright?: string;
  /**
   * §1 sms: the SMS signature the brand's verification texts carry, e.g. 【星光影票】.
   */
  sms?: string;
  /**
   * §1 device_url: the brand's device site (absolute http(s) URL); carried through for the runtime.
   */
  device_url?: string;
  /**
   * §1 billing_url: the brand's billing host (absolute http(s) URL); a token login (`?value=…`) redirects there.
   */
  billing_url?: string;
  /**
   * §1 rebate_url: the brand's rebate site (absolute http(s) URL).
   */
  rebate_url?: string;
  /**
   * §1 im_app: the brand's instant-messaging app id.
   */
  im_app?: string;
  /**
   * §1 skin_customize: show the settings drawer (§2) so users may change the theme; off, everyone gets skin_default.
   */
  skin_customize?: boolean;
  skin_default?: Skin;
  /**
   * §1 independent: the brand is an independent deployment. The spec says no more; carried through unchanged for the runtime.
   */
  independent?: boolean;
  /**
   * §1 server_url: a list of servers, each with a url and a title.
   */
  server_url?: {
    /**
     * The server's absolute http(s) URL.
     */
    url: string;
    /**
     * The name shown for it.
     */
    title: string;
  }[];
  /**
   * §1/§6 menu_rebate_hidden: hide the rebate menu entries (routes.yaml `menuArea: rebate`) for this brand.
   */
  menu_rebate_hidden?: boolean;
  /**
   * §1/§6 menu_billing_hidden: hide the billing menu entries (routes.yaml `menuArea: billing`) for this brand.
   */
  menu_billing_hidden?: boolean;
  /**
   * §1/§6 menu_cash_hidden: hide the cash (withdrawal) menu entries (routes.yaml `menuArea: cash`) for this brand.
   */
  menu_cash_hidden?: boolean;
  /**
   * §1 basic_teaching: the help link (absolute http(s) URL).
   */
  basic_teaching?: string;
  /**
   * §1 is_custom_cash: the brand handles withdrawals (cash) its own way; carried through unchanged for the runtime.
   */
  is_custom_cash?: boolean;
  /**
   * §1 extend: free-form extra settings (the only open-ended key). Values are strings, numbers or booleans.
   */
  extend?: {
    /**
     * One extra setting.
     */
    [k: string]: string | number | boolean;
  };
  /**
   * §1/§2 customer-service QR codes shown in the customer-service drawer.
   */
  service_qr?: {
    /**
     * Caption under the code, e.g. 微信客服.
     */
    title: string;
    /**
     * Path of the QR image under public/ (e.g. brands/starlight/qr-wechat.svg); the file must exist.
     */
    image: string;
  }[];
  /**
   * Route keys hidden from this brand's menu: resource names (schemas/*.yaml `name`) or page keys (routes.yaml `pages[].key`).
   */
  hidden_routes?: string[];
}
/**
 * §1 skin_default: the theme this brand starts with (the §2 settings drawer's options). Keys left out take the §2 defaults: blue, light nav theme, side menu, fixed width, fixed sidebar, non-fixed header, no colour-weak, no multi-tab.
 *
 * This interface was referenced by `BrandFile`'s JSON-Schema
 * via the `definition` "skin".
 */
export interface Skin {
  /**
   * Menu theme: light (§2 default) or dark.
   */
  navTheme?: 'light' | 'dark';
  /**
   * Primary colour, one of the 8 presets (§9), lower-case hex: blue #1677ff (§2 default), dust red #f5222d, volcano #fa541c, sunset orange #faad14, cyan #13c2c2, green #52c41a, geek blue #2f54eb, purple #722ed1.
   */
  primaryColor?: PrimaryColor;
  /**
   * Navigation mode: side menu (§2 default) or top menu.
   */
  layout?: 'side' | 'top';
  /**
   * Content width: fixed (§2 default) or fluid; fluid needs layout top (§2).
   */
  contentWidth?: 'fixed' | 'fluid';
  /**
   * Fixed header (§2 default: false).
   */
  fixedHeader?: boolean;
  /**
   * Hide the header on scroll down (default false); needs fixedHeader (§2).
   */
  autoHideHeader?: boolean;
  /**
   * Fixed side menu (§2 default: true); has no effect with layout top.
   */
  fixSiderbar?: boolean;
  /**
   * Colour-weak mode (§2 default: false).
   */
  colorWeak?: boolean;
  /**
   * Multi-tab mode (§2 default: false).
   */
  multiTab?: boolean;
}
