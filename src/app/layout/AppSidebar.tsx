import { Sidebar, type SidebarProps } from 'react-admin';
import { useSkinSettings } from '../../platform/skin/useSkinSettings';

/** §2 dark menu: Ant Design's navy. */
export const DARK_MENU = '#001529';

/**
 * The side menu's frame under the layout settings (§2): dark or light menu theme, fixed (stays while the page
 * scrolls) or scrolling with the page. In top navigation there is none.
 */
export function AppSidebar(props: SidebarProps) {
  const [{ navTheme, fixSiderbar, layout }] = useSkinSettings();
  if (layout === 'top') return null;
  const dark = navTheme === 'dark';
  return (
    <Sidebar
      {...props}
      data-nav-theme={navTheme}
      sx={{
        ...(dark && {
          bgcolor: DARK_MENU,
          // The navy reaches the bottom of the page, not only of the menu.
          alignSelf: 'stretch',
          minHeight: '100vh',
          color: 'rgba(255,255,255,0.85)',
          '& .RaMenuItemLink-root, & .MuiListItemIcon-root, & .MuiListItemButton-root, & .MuiSvgIcon-root': {
            color: 'rgba(255,255,255,0.75)',
          },
          '& .RaMenuItemLink-active, & .RaMenuItemLink-active .MuiListItemIcon-root': {
            color: 'primary.contrastText',
            bgcolor: 'primary.main',
          },
        }),
        ...(!fixSiderbar && { '& .RaSidebar-fixed': { position: 'relative', height: 'auto' } }),
      }}
    />
  );
}
