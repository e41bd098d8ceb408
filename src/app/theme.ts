import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** §2 theme defaults: primary blue, light navigation. Brands override the primary colour later. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, primary: { main: '#1677ff' } },
  sidebar: { width: 256, closedWidth: 80 },
  components: {
    ...defaultTheme.components,
    // Lists of Chinese text wrap one character per line in narrow columns; keep cells on one line and let
    // the table scroll sideways instead of stretching the page.
    RaLayout: { styleOverrides: { root: { '& .RaLayout-content': { minWidth: 0 } } } },
    RaDatagrid: {
      styleOverrides: {
        root: {
          '& .RaDatagrid-tableWrapper': { overflowX: 'auto' },
          '& .RaDatagrid-rowCell, & .RaDatagrid-headerCell': { whiteSpace: 'nowrap' },
        },
      },
    },
  },
};
