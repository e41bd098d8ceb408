import { memo, type ReactElement, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { Layout } from 'react-admin';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';
import { AppSidebar } from './AppSidebar';
import { features } from '../features';
import { SessionGate } from '../session/SessionGate';
import { useGrantRefresh } from '../session/useGrantRefresh';
import { Footer } from './Footer';
import { PageHeader } from './PageHeader';
import { SkipToTable, useFocusOnNavigation } from './screenFocus';
import { SCREEN_ATTRIBUTE } from '../../platform/components/screenFocus';
import { useDeviceSidebar } from './deviceClass';
import { sameProps } from './sameElement';
import { useDocumentTitle } from './useDocumentTitle';
import { WorkspaceTheme } from './WorkspaceTheme';
import { ListToolbarSlotProvider } from '../../kit/resources/ListToolbarSlot';
import { DetailPanelsProvider } from '../../kit/resources/detail/DetailPanels';
import { ListBodySlotProvider } from '../../kit/resources/ListBodySlot';
import { useSkinSettings } from '../../platform/skin/useSkinSettings';

/**
 * §2 basic layout: side menu, global header, page header with breadcrumb, content and footer.
 * react-admin draws its layout again at every address change (its scroll-to-top reads the location) and hands it a
 * route table made anew, equal but not the same object. Compared by what it describes, an equal table lets React
 * skip the layout: only what reads the address (menu, header, tab bar) draws again, and a kept-alive screen shown
 * again is not drawn from its <Routes> down (bench/tabs.ts).
 */
export const AppLayout = memo(function AppLayout({ children }: { children: ReactNode }) {
  return (
    <SessionGate>
      <SignedInLayout>{children}</SignedInLayout>
    </SessionGate>
  );
}, sameProps);

/** What the features put in one slot of the content column, in the order features.ts lists them. */
function slots(name: 'top' | 'afterHeader') {
  return features.map((f, i) => {
    const Slot = f.slots?.[name];
    return Slot ? <Slot key={i} /> : null;
  });
}

/** The features' overlays: beside react-admin's Layout, whose error boundary wraps everything passed into it. */
function overlays() {
  return features.map((f, i) => {
    const Overlay = f.overlay;
    return Overlay ? <Overlay key={i} /> : null;
  });
}

/** What the features add to every generated list's toolbar (saved views). */
const listToolbarItems = features.flatMap((f) => f.listToolbar ?? []);
/** What the features add under every writable record's detail (its history). */
const detailPanels = features.flatMap((f) => f.detailPanels ?? []);
/** What a feature puts around every generated list's records (the live queue). */
const ListBody = features.find((f) => f.listBody)?.listBody;
const wrapListBody = ListBody && ((records: ReactNode) => <ListBody>{records}</ListBody>);

/** The routed page, through the feature that hosts it (keep-alive) when there is one. */
function Page({ children }: { children: ReactNode }) {
  const Host = features.find((f) => f.page)?.page;
  return Host ? <Host>{children as ReactElement}</Host> : children;
}

/** The document title follows the address; kept out of the layout so that an address change does not redraw it. */
function DocumentTitle() {
  useDocumentTitle();
  return null;
}

/**
 * Focus moves to each new screen (screenFocus.tsx). Kept out of the layout for the same reason: in it, every menu
 * navigation drew the header, the menu, the hosts and react-admin's layout again (issue 32, §9).
 */
function FocusOnNavigation() {
  useFocusOnNavigation();
  return null;
}

function SignedInLayout({ children }: { children: ReactNode }) {
  useGrantRefresh();
  useDeviceSidebar();
  const [{ layout, contentWidth, fixedHeader, autoHideHeader }] = useSkinSettings();
  // Fixed content width (§2) centres the page at 1200 px under the top menu; beside the side menu the page takes
  // what the menu leaves (fluid is only offered with the top menu).
  const fixedWidth = layout === 'top' && contentWidth === 'fixed';
  return (
    <WorkspaceTheme>
      <DocumentTitle />
      <FocusOnNavigation />
      <Layout menu={AppMenu} appBar={AppBar} sidebar={AppSidebar} appBarAlwaysOn={!(fixedHeader && autoHideHeader)}>
        <Box
          sx={{
            display: 'flex',
            flexDirection: 'column',
            minHeight: '100%',
            minWidth: 0,
            ...(fixedWidth && { width: '100%', maxWidth: 1200, mx: 'auto' }),
          }}
          data-layout={layout}
          data-content-width={contentWidth}
        >
          {slots('top')}
          <PageHeader />
          {slots('afterHeader')}
          {/* The routed screen, where focus goes after a navigation (components/screenFocus.ts). */}
          <Box
            sx={{ flex: 1, minWidth: 0, position: 'relative', '&:focus': { outline: 'none' } }}
            {...{ [SCREEN_ATTRIBUTE]: '' }}
          >
            <SkipToTable />
            <ListToolbarSlotProvider value={listToolbarItems}>
              <DetailPanelsProvider value={detailPanels}>
                <ListBodySlotProvider value={wrapListBody}>
                  <Page>{children}</Page>
                </ListBodySlotProvider>
              </DetailPanelsProvider>
            </ListToolbarSlotProvider>
          </Box>
          <Footer />
        </Box>
        {features
          .flatMap((f) => f.hosts ?? [])
          .map((Host, i) => (
            <Host key={i} />
          ))}
      </Layout>
      {overlays()}
    </WorkspaceTheme>
  );
}
