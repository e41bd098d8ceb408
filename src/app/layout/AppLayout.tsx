import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { Layout } from 'react-admin';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';
import { FetchProgress, SlowServerNotice } from '../../features/requestProgress';
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

function SignedInLayout({ children }: { children: ReactNode }) {
  useGrantRefresh();
  useDocumentTitle();
  useDeviceSidebar();
  return (
    <Layout menu={AppMenu} appBar={AppBar}>
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%', minWidth: 0 }}>
        <FetchProgress />
        <PageHeader />
        <SlowServerNotice />
        <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
        <Footer />
      </Box>
    </Layout>
  );
}
