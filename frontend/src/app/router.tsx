import { useState, type ReactNode } from 'react';
import {
  createBrowserRouter,
  Navigate,
  RouterProvider,
  useLocation,
  type RouteObject,
} from 'react-router-dom';
import { paths } from '@/config/paths';
import { DmaDownloadPage } from '@/features/dma/components/dma-download-page';
import { DmaUploadPage } from '@/features/dma/components/dma-upload-page';
import { ExportContactsRoute } from '@/features/list-export/components/export-contacts-page';
import { productAreas } from '@/config/product-areas';
import { AppShell } from './app-shell';
import type { RouteHandle } from './route-handle';
import { ComingSoonRoute } from './routes/coming-soon';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { RouteErrorRoute } from './routes/route-error';
import { SignInRoute } from './routes/sign-in';
import {
  EditSmsCampaignRoute,
  EditSmsCampaignSettingsRoute,
  NewSmsCampaignRoute,
  SmsCampaignsRoute,
  SmsCampaignStatusRoute,
} from './routes/sms-campaigns';
import {
  EditSmsListRoute,
  ImportSmsContactsRoute,
  ListProcessQueueRoute,
  NewSmsListRoute,
  SmsListContactsRoute,
  SmsListQueuedRoute,
  SmsListsRoute,
  SmsListStatsRoute,
} from './routes/sms-lists';

const route = (path: string, element: ReactNode, handle: RouteHandle): RouteObject => ({
  path,
  element,
  handle,
});

/** Sends an old or alternative path to its canonical one, keeping the query string. */
function RedirectTo({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
}

/** Screens that are built; a product area with one of these paths is not registered as coming soon. */
const screens: RouteObject[] = [
  route(paths.sms.campaigns.path, <SmsCampaignsRoute />, {
    title: 'SMS Campaigns',
    layout: 'main',
    wide: true,
  }),
  route(paths.sms.newCampaign.path, <NewSmsCampaignRoute />, { title: 'New SMS Campaign', layout: 'main' }),
  route(paths.sms.editCampaign.path, <EditSmsCampaignRoute />, {
    title: 'Edit SMS Campaign',
    layout: 'main',
  }),
  route(paths.sms.editCampaignSettings.path, <EditSmsCampaignSettingsRoute />, {
    title: 'Edit SMS Campaign',
    layout: 'main',
  }),
  // Spec 2 §1: the status page keeps its title as it is (no company name after it).
  route(paths.sms.campaignStatus.path, <SmsCampaignStatusRoute />, {
    title: 'SMS Campaign Status',
    preserveTitle: true,
    layout: 'main',
    wide: true,
  }),
  route(paths.sms.lists.path, <SmsListsRoute />, { title: 'SMS Lists', layout: 'main', wide: true }),
  route(paths.sms.newList.path, <NewSmsListRoute />, { title: 'New SMS List', layout: 'main' }),
  route(paths.sms.listQueued.path, <SmsListQueuedRoute />, { title: 'List has been Queued', layout: 'main' }),
  route(paths.sms.importContacts.path, <ImportSmsContactsRoute />, {
    title: 'Import SMS Contacts',
    layout: 'main',
  }),
  route(paths.sms.listStats.path, <SmsListStatsRoute />, {
    title: 'SMS List Stats',
    layout: 'main',
    wide: true,
  }),
  route(paths.sms.editList.path, <EditSmsListRoute />, { title: 'Edit SMS List', layout: 'main' }),
  route(paths.sms.listContacts.path, <SmsListContactsRoute />, {
    title: 'SMS List Contacts',
    layout: 'main',
    wide: true,
  }),
  route(paths.sms.exportContacts.path, <ExportContactsRoute />, { title: 'Export Contacts', layout: 'main' }),
  route(paths.sms.dmaDownloadCellphones.path, <DmaDownloadPage kind="cellphones" />, {
    title: 'Download Cellphone Numbers for DMA Processing',
    layout: 'main',
  }),
  route(paths.sms.dmaDownloadIdNumbers.path, <DmaDownloadPage kind="idNumbers" />, {
    title: 'Download ID Numbers for DMA Processing',
    layout: 'main',
  }),
  route(paths.sms.dmaUpload.path, <DmaUploadPage />, {
    title: 'Upload DMA List',
    layout: 'main',
    wide: true,
  }),
  route(paths.listProcessQueue.path, <ListProcessQueueRoute />, {
    title: 'List Process Queue',
    layout: 'main',
    wide: true,
  }),
  // Loaded on demand: a screen few visits need keeps its code out of the first load.
  {
    path: paths.settings.path,
    lazy: async () => ({ Component: (await import('./routes/settings')).SettingsRoute }),
    handle: { title: 'Settings', layout: 'main' } satisfies RouteHandle,
  },
];
const built = new Set(screens.map((screen) => screen.path));

/** Linked-to screens that later work builds: each link works and says it is not available yet. */
const comingSoon = (path: string, title: string): RouteObject =>
  route(path, <ComingSoonRoute title={title} />, { title, layout: 'main' });

/** All routes with their metadata (title, preserveTitle, onlyAnonymous, isPublic, role, layout). */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteErrorRoute />,
    children: [
      route(paths.auth.signIn.path, <SignInRoute />, {
        title: 'Sign in',
        onlyAnonymous: true,
        layout: 'auth',
      }),
      route(paths.home.path, <HomeRoute />, { title: 'Dashboard', layout: 'main' }),
      ...screens,
      // Product areas built by later work: each link works and says it is not available yet.
      ...productAreas
        .filter((area) => !built.has(area.path))
        .map((area) =>
          route(area.path, <ComingSoonRoute title={area.title} />, {
            title: area.title,
            layout: 'main',
            ...(area.role ? { role: area.role } : {}),
          }),
        ),
      comingSoon(paths.segmentBuildHistory.path, 'Segment Build History'),
      { path: paths.sms.createCampaign.path, element: <RedirectTo to={paths.sms.newCampaign.path} /> },
      { path: paths.sms.searchHistory.path, element: <RedirectTo to={paths.sms.history.path} /> },
      { path: paths.email.campaignsAlias.path, element: <RedirectTo to={paths.email.campaigns.path} /> },
      route('*', <NotFoundRoute />, { title: 'Page Not Found', isPublic: true, layout: 'auth' }),
    ],
  },
];

/** The app's history-mode router, created once on first render (tests use a memory router over `routes`). */
export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
