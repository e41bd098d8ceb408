import { defaultTheme, type RaThemeOptions } from 'react-admin';
import type { BrandProfile } from '../../vocabulary/brand';

/**
 * The brand's theme (§1 skin_default, §2 theme defaults) with §9's sizes: sidebar 256 px / 80 px collapsed,
 * device classes mobile < 576 px, tablet 576–1199 px, desktop ≥ 1200 px (react-admin opens the sidebar as a
 * drawer below `sm` and collapses it below `md`).
 */
export function themeFor(brand: BrandProfile): RaThemeOptions {
  return {
    ...defaultTheme,
    breakpoints: { values: { xs: 0, sm: 576, md: 1200, lg: 1440, xl: 1920 } },
    palette: { ...defaultTheme.palette, primary: { main: brand.skin_default.primaryColor } },
    sidebar: { width: 256, closedWidth: 80 },
    components: {
      ...defaultTheme.components,
      RaLayout: {
        // Flex items default to their content's width; let wide tables scroll inside the page instead.
        styleOverrides: { root: { minWidth: 0, '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 } } },
      },
      RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
      // Lists of Chinese text wrap one character per line in narrow columns; keep cells on one line and let
      // the table scroll sideways instead of stretching the page.
      RaDataTable: {
        styleOverrides: {
          root: {
            '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
            '& .RaDataTable-rowCell, & .RaDataTable-headerCell': { whiteSpace: 'nowrap' },
          },
        },
      },
    },
  };
}
