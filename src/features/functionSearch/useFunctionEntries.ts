import { useMemo } from 'react';
import { currentBrand } from '../../platform/brand/currentBrand';
import { appMessagesByLanguage, generatedMessagesByLanguage } from '../../platform/i18n/everyLanguage';
import { useMenuNodes } from '../../platform/providers/useMenuNodes';
import type { WorkspaceSettings } from '../../platform/skin/skinSettings';
import type { FunctionEntry } from './searchModel';

type Locale = 'zh-CN' | 'en';

/** A message in one language by its dotted key: entries are searched in both languages whatever is shown. */
function message(locale: Locale, key: string): string {
  for (const tree of [appMessagesByLanguage[locale], generatedMessagesByLanguage[locale]] as unknown[]) {
    const found = key
      .split('.')
      .reduce<unknown>(
        (at, k) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[k] : undefined),
        tree,
      );
    if (typeof found === 'string') return found;
  }
  return key;
}
const both = (key: string) => ({ zh: message('zh-CN', key), en: message('en', key) });

/** Settings offered as shortcuts (§2 "settings shortcuts"): each applies one choice of the settings drawer. */
const SETTING_SHORTCUTS: { key: string; setting: keyof WorkspaceSettings; value: string | 'toggle' }[] = [
  { key: 'app.settings.dark', setting: 'navTheme', value: 'dark' },
  { key: 'app.settings.light', setting: 'navTheme', value: 'light' },
  { key: 'app.settings.side', setting: 'layout', value: 'side' },
  { key: 'app.settings.top', setting: 'layout', value: 'top' },
  { key: 'app.settings.fixedHeader', setting: 'fixedHeader', value: 'toggle' },
  { key: 'app.settings.colorWeak', setting: 'colorWeak', value: 'toggle' },
  { key: 'app.settings.multiTab', setting: 'multiTab', value: 'toggle' },
  { key: 'app.settings.darkMode', setting: 'darkMode', value: 'toggle' },
];

/** What this account may open here (the menu's entries) and, where the brand allows it, the settings shortcuts. */
export function useFunctionEntries(settings: WorkspaceSettings): FunctionEntry[] {
  const { nodes } = useMenuNodes();
  return useMemo(() => {
    const routes: FunctionEntry[] = nodes.flatMap((node) =>
      node.kind === 'item'
        ? [{ id: node.route.key, ...both(node.route.label), target: { path: node.route.path } }]
        : node.items.map((r) => ({
            id: r.key,
            ...both(r.label),
            group: both(`app.menu.${node.group.id}`),
            target: { path: r.path },
          })),
    );
    if (!currentBrand().skin_customize) return routes;
    const settingGroup = both('app.settings.title');
    const shortcuts: FunctionEntry[] = SETTING_SHORTCUTS.map((s) => ({
      id: `setting:${s.setting}:${s.value}`,
      ...both(s.key),
      group: settingGroup,
      target: { setting: s.setting, value: s.value === 'toggle' ? !settings[s.setting] : s.value },
    }));
    return [...routes, ...shortcuts];
  }, [nodes, settings]);
}
