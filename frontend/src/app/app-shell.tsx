import LinearProgress from '@mui/material/LinearProgress';
import type { ReactNode } from 'react';
import { Outlet, useMatches, useNavigation } from 'react-router-dom';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { LegalLayout } from '@/components/layouts/legal-layout';
import { MainLayout } from '@/components/layouts/main-layout';
import { useChatPopup } from '@/lib/chat/use-chat-popup';
import { currentHandle, type LayoutName, type RouteHandle } from './route-handle';
import { RoleGate } from './role-gate';
import { RouteGuard } from './route-guard';
import { useDocumentTitle } from './use-document-title';

const LAYOUTS: Record<LayoutName, (props: { children: ReactNode; wide?: boolean }) => ReactNode> = {
  main: MainLayout,
  auth: AuthLayout,
  legal: LegalLayout,
};

const FALLBACK_HANDLE: RouteHandle = { title: 'Page Not Found', layout: 'auth', isPublic: true };

/** The root route: reads the matched route's metadata for the title, the access rules and the layout. */
export function AppShell() {
  const handle = currentHandle(useMatches()) ?? FALLBACK_HANDLE;
  useDocumentTitle(handle);
  useChatPopup(handle.showChatbot === true);
  const Layout = LAYOUTS[handle.layout];
  // Screens load on demand: until the next one's code is here the current one stays, under this bar.
  const navigating = useNavigation().state === 'loading';
  return (
    <>
      {navigating && (
        <LinearProgress
          aria-label="Loading the page"
          sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.appBar + 1 }}
        />
      )}
      <RouteGuard handle={handle}>
        <Layout wide={handle.wide}>
          <RoleGate role={handle.role}>
            <Outlet />
          </RoleGate>
        </Layout>
      </RouteGuard>
    </>
  );
}
