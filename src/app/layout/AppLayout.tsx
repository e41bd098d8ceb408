import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { Layout } from 'react-admin';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';
import { features } from '../features';
import { SessionGate } from '../session/SessionGate';
import { useGrantRefresh } from '../session/useGrantRefresh';
import { Footer } from './Footer';
import { PageHeader } from './PageHeader';
import { useDeviceSidebar } from './deviceClass';
import { useDocumentTitle } from './useDocumentTitle';

/** §2 basic layout: side menu, global header, page header with breadcrumb, content and footer. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <SessionGate>
      <SignedInLayout>{children}</SignedInLayout>
    </SessionGate>
  );
}

/** What the features put in one slot of the content column, in the order features.ts lists them. */
function slots(name: 'top' | 'afterHeader') {
  return features.map((f, i) => {
    const Slot = f.slots?.[name];
    return Slot ? <Slot key={i} /> : null;
  });
}

function SignedInLayout({ children }: { children: ReactNode }) {
  useGrantRefresh();
  useDocumentTitle();
  useDeviceSidebar();
  return (
    <Layout menu={AppMenu} appBar={AppBar}>
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%', minWidth: 0 }}>
        {slots('top')}
        <PageHeader />
        {slots('afterHeader')}
        <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
        <Footer />
      </Box>
    </Layout>
  );
}
