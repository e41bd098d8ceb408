import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** §2 theme defaults: primary blue, light navigation. Brands override the primary colour later. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, primary: { main: '#1677ff' } },
  sidebar: { width: 256, closedWidth: 80 },
};
