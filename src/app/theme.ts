import type { Theme } from '@mui/material/styles';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import type { BrandProfile } from '../../vocabulary/brand';
import { ACTIONS_COLUMN } from '../resources/tableClasses';
import type { WorkspaceSettings } from '../skin/skinSettings';

/**
 * The brand's theme (§1 skin_default, §2 theme defaults) with §9's sizes: sidebar 256 px / 80 px collapsed,
 * device classes mobile < 576 px, tablet 576–1199 px, desktop ≥ 1200 px (react-admin opens the sidebar as a
 * drawer below `sm` and collapses it below `md`).
 */
export function themeFor(brand: BrandProfile, settings?: Pick<WorkspaceSettings, 'primaryColor' | 'darkMode'>): RaThemeOptions {
  const primary = { main: settings?.primaryColor ?? brand.skin_default.primaryColor };
  return {
    ...defaultTheme,
    breakpoints: { values: { xs: 0, sm: 576, md: 1200, lg: 1440, xl: 1920 } },
    // Dark mode (ours, beyond §2) starts from MUI's dark palette rather than react-admin's light one.
    palette: settings?.darkMode ? { mode: 'dark', primary } : { ...defaultTheme.palette, primary },
    sidebar: { width: 256, closedWidth: 80 },
    components: {
      ...defaultTheme.components,
      RaLayout: {
        // Flex items default to their content's width; let wide tables scroll inside the page instead.
        styleOverrides: { root: { minWidth: 0, '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 } } },
      },
      // A kept-alive form (§2 multi-tab) re-runs react-admin's reset-to-record effect when shown again; what the
      // user typed is kept, and stays marked as changed for the next time (react-hook-form keepDirtyValues and
      // keepDirty), as it is when a refetch brings the record anew.
      RaSimpleForm: { defaultProps: { resetOptions: { keepDirtyValues: true } } },
      RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
      // Lists of Chinese text wrap one character per line in narrow columns; keep cells on one line and let
      // the table scroll sideways instead of stretching the page.
      RaDataTable: {
        styleOverrides: {
          root: ({ theme }: { theme: Theme }) => ({
            '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
            // Half MUI's 16 px side padding: ten columns then fit a 1280 px screen beside the menu.
            '& .RaDataTable-rowCell, & .RaDataTable-headerCell': { whiteSpace: 'nowrap', paddingLeft: theme.spacing(1), paddingRight: theme.spacing(1) },
            // The row buttons stick to the right edge while the other columns scroll under them (§9 tables fit).
            [`& .${ACTIONS_COLUMN}`]: {
              position: 'sticky',
              right: 0,
              zIndex: 1,
              backgroundColor: theme.palette.background.paper,
              boxShadow: '-4px 0 6px -4px rgba(0, 0, 0, 0.18)',
            },
            [`& .RaDataTable-headerCell.${ACTIONS_COLUMN}`]: { zIndex: 3 },
          }),
        },
      },
      // English buttons in sentence case ('Export', 'Create'), not MUI's all caps; Chinese is unaffected.
      MuiButton: { styleOverrides: { root: { textTransform: 'none' } } },
      MuiTab: { styleOverrides: { root: { textTransform: 'none' } } },
    },
  };
}
