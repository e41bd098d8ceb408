import { memo } from 'react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { AppBar as RaAppBar, LocalesMenuButton, UserMenu } from 'react-admin';
import { features } from '../features';
import { LogoutMenuItem } from '../userMenu/LogoutMenuItem';
import { useSkinSettings } from '../../platform/skin/useSkinSettings';
import { DARK_MENU } from './AppSidebar';
import { AppBarBrand } from './AppBarBrand';
import { AppBarTitle } from './AppBarTitle';
import { PhoneHeaderControls } from './PhoneHeaderControls';
import { TopMenu } from './TopMenu';
import { useWorkspaceFrame } from './workspaceFrame';

/** Read by screen readers, not drawn (MUI's visuallyHidden). */
const VISUALLY_HIDDEN = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/**
 * §2 global header: brand (AppBarBrand), page title (or the top menu), the features' buttons (notices, tasks,
 * settings…), language switch and the user menu. Fixed or scrolling away with the page, hidden on scroll down when both are chosen (§2
 * settings; react-admin's Layout passes alwaysOn). The page title gives way (one line, ellipsis) before any control
 * does (AppBarTitle). Below 576 px (§9 mobile) the secondary controls fold into icon menus (PhoneHeaderControls), so
 * the bar never gets wider than the screen.
 * Memoized: react-admin's Layout renders it again on every navigation, and nothing in it follows the location (the
 * title comes through a portal), so a navigation skipped ~220 components (issue 13).
 */
export const AppBar = memo(function AppBar({ alwaysOn }: { alwaysOn?: boolean }) {
  const [{ layout, fixedHeader, navTheme }] = useSkinSettings();
  const top = layout === 'top';
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // The buttons and the user menu come a frame after the page's content (useWorkspaceFrame); the title does not wait.
  const drawn = useWorkspaceFrame();
  return (
    <RaAppBar
      color="primary"
      alwaysOn={alwaysOn}
      position={fixedHeader ? 'fixed' : 'absolute'}
      data-fixed-header={fixedHeader}
      sx={{
        ...(top && { '& .RaAppBar-menuButton': { display: 'none' } }),
        // The dark menu's navy under the brand colour's text would be near-black on near-black for the six presets
        // whose readable text is dark (issue 30 item 19): the header's text and icons are white on it.
        ...(top && navTheme === 'dark' && { bgcolor: DARK_MENU, color: '#fff' }),
        ...(phone && { '& .MuiToolbar-root': { pl: 0.5, pr: 0.5 } }),
      }}
      userMenu={
        drawn && (
          <UserMenu>
            {features
              .flatMap((f) => f.userMenu ?? [])
              .map((Item, i) => (
                <Item key={i} />
              ))}
            <LogoutMenuItem />
          </UserMenu>
        )
      }
      toolbar={
        <Box sx={{ display: 'flex', alignItems: 'center', flexShrink: 0 }}>
          {!drawn ? null : phone ? (
            <PhoneHeaderControls />
          ) : (
            <>
              {features
                .flatMap((f) => f.appBar ?? [])
                .map((Item, i) => (
                  <Item key={i} />
                ))}
              <LocalesMenuButton />
            </>
          )}
        </Box>
      }
    >
      <AppBarBrand />
      {top ? <TopMenu /> : null}
      {/* One h1 in both layouts, never mounted anew: pages portal their title into it once, when they mount. Under the
          top menu, which takes the title's place, the page still names itself, for screen readers only. */}
      <Box sx={top ? VISUALLY_HIDDEN : { display: 'contents' }}>
        <AppBarTitle />
      </Box>
    </RaAppBar>
  );
});
