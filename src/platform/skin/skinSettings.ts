import { PRIMARY_COLORS, type SkinSettings } from '../../../vocabulary/brand';

export type { SkinSettings };
export { PRIMARY_COLORS };

/** §2 "theme defaults": what a brand's skin_default starts from (the generator fills the same ones). */
export const SPEC_DEFAULTS: SkinSettings = {
  navTheme: 'light',
  primaryColor: '#1677ff',
  layout: 'side',
  contentWidth: 'fixed',
  fixedHeader: false,
  autoHideHeader: false,
  fixSiderbar: true,
  colorWeak: false,
  multiTab: false,
};

/** What the drawer offers beyond §2: dark mode for the whole console (ours; off unless chosen). */
export interface WorkspaceSettings extends SkinSettings {
  readonly darkMode: boolean;
}

/**
 * §2's dependencies between the options, applied after every change so a stored or brand value can never combine
 * into a state the drawer would not allow: fluid width only with the top menu, hide-on-scroll only with a fixed
 * header, the fixed side menu is meaningless (and off) in top navigation, the colour one of the 8 presets.
 */
export function normalizeSettings(
  input: Partial<WorkspaceSettings>,
  base: SkinSettings = SPEC_DEFAULTS,
): WorkspaceSettings {
  const s: WorkspaceSettings = { ...SPEC_DEFAULTS, ...base, darkMode: false, ...stripUndefined(input) };
  const color = String(s.primaryColor).toLowerCase();
  return {
    ...s,
    primaryColor: (PRIMARY_COLORS as readonly string[]).includes(color) ? color : base.primaryColor,
    contentWidth: s.layout === 'top' ? s.contentWidth : 'fixed',
    autoHideHeader: s.fixedHeader && s.autoHideHeader,
    fixSiderbar: s.layout === 'top' ? false : s.fixSiderbar,
  };
}

/** Which options the drawer must grey out under the current choice (the other half of normalizeSettings). */
export function disabledOptions(s: SkinSettings): {
  contentWidth: boolean;
  autoHideHeader: boolean;
  fixSiderbar: boolean;
} {
  return { contentWidth: s.layout !== 'top', autoHideHeader: !s.fixedHeader, fixSiderbar: s.layout === 'top' };
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** The brand's skin_default YAML for these settings ("copy settings"): paste it into brands/<brand>.yaml. */
export function skinDefaultYaml(s: SkinSettings): string {
  const keys: (keyof SkinSettings)[] = [
    'navTheme',
    'primaryColor',
    'layout',
    'contentWidth',
    'fixedHeader',
    'autoHideHeader',
    'fixSiderbar',
    'colorWeak',
    'multiTab',
  ];
  const lines = keys.map((k) => `  ${k}: ${typeof s[k] === 'string' ? `'${s[k]}'` : String(s[k])}`);
  return `skin_default:\n${lines.join('\n')}\n`;
}

/** The store key of one account's settings under one brand (§3: layout settings are stored locally). */
export const settingsKey = (brand: string, account: string) => `skin.${brand}.${account}`;
