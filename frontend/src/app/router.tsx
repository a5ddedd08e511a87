import { useState, type ComponentType, type ReactNode } from 'react';
import {
  createBrowserRouter,
  Navigate,
  RouterProvider,
  useLocation,
  type RouteObject,
} from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { AppShell } from './app-shell';
import type { RouteHandle } from './route-handle';
import { NotFoundRoute } from './routes/not-found';
import { RouteErrorRoute } from './routes/route-error';

const route = (path: string, element: ReactNode, handle: RouteHandle): RouteObject => ({
  path,
  element,
  handle,
});

/**
 * A screen whose code loads on its first visit, so that the first load (the shell) stays small: the router
 * fetches the chunk before it shows the screen, the previous screen staying up meanwhile.
 */
const lazyRoute = (path: string, load: () => Promise<ComponentType>, handle: RouteHandle): RouteObject => ({
  path,
  lazy: async () => ({ Component: await load() }),
  handle,
});

/** Sends an old or alternative path to its canonical one, keeping the query string. */
function RedirectTo({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
}

/** The signed-in screens (each product area of config/product-areas.ts is one of them). */
const screens: RouteObject[] = [
  lazyRoute(
    paths.sms.campaigns.path,
    () => import('@/features/sms-campaigns/components/list/campaign-list').then((m) => m.CampaignList),
    { title: 'SMS Campaigns', layout: 'main', wide: true },
  ),
  lazyRoute(
    paths.sms.newCampaign.path,
    () => import('@/features/sms-campaigns/components/new/new-campaign').then((m) => m.NewCampaign),
    { title: 'New SMS Campaign', layout: 'main' },
  ),
  lazyRoute(
    paths.sms.editCampaign.path,
    () => import('./routes/sms-campaigns/edit').then((m) => m.EditSmsCampaignRoute),
    { title: 'Edit SMS Campaign', layout: 'main' },
  ),
  lazyRoute(
    paths.sms.editCampaignSettings.path,
    () => import('./routes/sms-campaigns/edit').then((m) => m.EditSmsCampaignSettingsRoute),
    { title: 'Edit SMS Campaign', layout: 'main' },
  ),
  // Spec 2 §1: the status page keeps its title as it is (no company name after it).
  lazyRoute(
    paths.sms.campaignStatus.path,
    () => import('./routes/sms-campaigns/status').then((m) => m.SmsCampaignStatusRoute),
    { title: 'SMS Campaign Status', preserveTitle: true, layout: 'main', wide: true },
  ),
  lazyRoute(
    paths.sms.lists.path,
    () => import('@/features/sms-lists/components/list/sms-list-page').then((m) => m.SmsListPage),
    { title: 'SMS Lists', layout: 'main', wide: true },
  ),
  lazyRoute(paths.sms.newList.path, () => import('./routes/sms-lists/new').then((m) => m.NewSmsListRoute), {
    title: 'New SMS List',
    layout: 'main',
  }),
  lazyRoute(
    paths.sms.listQueued.path,
    () => import('@/features/sms-lists/components/queued/list-queued').then((m) => m.ListQueued),
    { title: 'List has been Queued', layout: 'main' },
  ),
  lazyRoute(
    paths.sms.importContacts.path,
    () => import('./routes/sms-lists/import').then((m) => m.ImportSmsContactsRoute),
    { title: 'Import SMS Contacts', layout: 'main' },
  ),
  lazyRoute(
    paths.email.lists.path,
    () => import('@/features/email-lists/components/email-list-page').then((m) => m.EmailListPage),
    { title: 'Email Lists', layout: 'main', wide: true },
  ),
  lazyRoute(
    paths.email.newList.path,
    () => import('./routes/email-lists/new').then((m) => m.NewEmailListRoute),
    {
      title: 'New Email List',
      layout: 'main',
    },
  ),
  lazyRoute(
    paths.email.listQueued.path,
    () => import('@/features/email-lists/components/email-list-queued').then((m) => m.EmailListQueued),
    { title: 'List has been Queued', layout: 'main' },
  ),
  lazyRoute(
    paths.email.importContacts.path,
    () => import('./routes/email-lists/import').then((m) => m.ImportEmailContactsRoute),
    { title: 'Import Email Contacts', layout: 'main' },
  ),
  lazyRoute(
    paths.sms.listStats.path,
    () => import('./routes/sms-lists/stats').then((m) => m.SmsListStatsRoute),
    { title: 'SMS List Stats', layout: 'main', wide: true },
  ),
  lazyRoute(
    paths.sms.editList.path,
    () => import('./routes/sms-lists/edit').then((m) => m.EditSmsListRoute),
    {
      title: 'Edit SMS List',
      layout: 'main',
    },
  ),
  lazyRoute(
    paths.sms.listContacts.path,
    () => import('./routes/sms-lists/contacts').then((m) => m.SmsListContactsRoute),
    { title: 'SMS List Contacts', layout: 'main', wide: true },
  ),
  lazyRoute(
    paths.sms.exportContacts.path,
    () => import('@/features/list-export/components/export-contacts-page').then((m) => m.ExportContactsRoute),
    { title: 'Export Contacts', layout: 'main' },
  ),
  lazyRoute(
    paths.sms.dmaDownloadCellphones.path,
    () => import('./routes/dma-download').then((m) => m.DmaCellphonesRoute),
    { title: 'Download Cellphone Numbers for DMA Processing', layout: 'main' },
  ),
  lazyRoute(
    paths.sms.dmaDownloadIdNumbers.path,
    () => import('./routes/dma-download').then((m) => m.DmaIdNumbersRoute),
    { title: 'Download ID Numbers for DMA Processing', layout: 'main' },
  ),
  lazyRoute(
    paths.sms.dmaUpload.path,
    () => import('@/features/dma/components/dma-upload-page').then((m) => m.DmaUploadPage),
    { title: 'Upload DMA List', layout: 'main', wide: true },
  ),
  lazyRoute(
    paths.sms.inbox.path,
    () => import('@/features/sms-inbox/components/sms-inbox-page').then((m) => m.SmsInboxPage),
    { title: 'SMS Inbox', layout: 'main', wide: true },
  ),
  lazyRoute(
    paths.listProcessQueue.path,
    () => import('@/features/list-import/components/process-queue').then((m) => m.ProcessQueue),
    { title: 'List Process Queue', layout: 'main', wide: true },
  ),
  lazyRoute(
    paths.webhooksHistory.path,
    () => import('@/features/webhooks/components/webhooks-history-page').then((m) => m.WebhooksHistoryPage),
    { title: 'Webhooks History', layout: 'main', wide: true },
  ),
  lazyRoute(
    paths.segmentBuildHistory.path,
    () =>
      import('@/features/segment-builds/components/segment-build-history').then((m) => m.SegmentBuildHistory),
    { title: 'Segment Build History', layout: 'main', wide: true },
  ),
  lazyRoute(paths.settings.path, () => import('./routes/settings').then((m) => m.SettingsRoute), {
    title: 'Settings',
    layout: 'main',
  }),
  // Scalar and its styles load only here (the SPA's first load stays as it is).
  lazyRoute(
    paths.apiReference.path,
    () => import('@/features/api-reference/components/api-reference-page').then((m) => m.ApiReferencePage),
    { title: 'API reference', layout: 'main', wide: true },
  ),
  lazyRoute(
    paths.sms.conversation.path,
    () => import('@/features/sms-conversations/components/conversation-page').then((m) => m.ConversationPage),
    { title: 'Conversation', layout: 'main' },
  ),
  // SMS History (spec 2 §2.1): the cellphone tab with or without a number, the ID-number tab, and the
  // administrators' global variants.
  ...[paths.sms.history.path, paths.sms.historyCellphone.path].map((path) =>
    lazyRoute(path, () => import('./routes/sms-history').then((m) => m.SmsHistoryCellphoneRoute), {
      title: 'SMS History',
      layout: 'main',
      wide: true,
    }),
  ),
  lazyRoute(paths.sms.historyId.path, () => import('./routes/sms-history').then((m) => m.SmsHistoryIdRoute), {
    title: 'SMS History',
    layout: 'main',
  }),
  ...[paths.sms.globalHistory.path, paths.sms.globalHistoryCellphone.path].map((path) =>
    lazyRoute(path, () => import('./routes/sms-history').then((m) => m.GlobalSmsHistoryCellphoneRoute), {
      title: 'Global SMS History',
      layout: 'main',
      wide: true,
      role: 'Admin',
    }),
  ),
  lazyRoute(
    paths.sms.globalHistoryId.path,
    () => import('./routes/sms-history').then((m) => m.GlobalSmsHistoryIdRoute),
    { title: 'Global SMS History', layout: 'main', role: 'Admin' },
  ),
  lazyRoute(
    paths.sms.searchHistory.path,
    () => import('./routes/sms-history').then((m) => m.SearchSmsHistoryRedirect),
    { title: 'SMS History', layout: 'main' },
  ),
  lazyRoute(
    paths.sms.monthlyOverview.path,
    () => import('@/features/overviews/components/monthly-overview-page').then((m) => m.MonthlyOverviewPage),
    { title: 'Monthly Overview By Campaign', layout: 'main', wide: true },
  ),
  lazyRoute(
    paths.sms.categoryOverview.path,
    () =>
      import('@/features/overviews/components/category-overview-page').then((m) => m.CategoryOverviewPage),
    { title: 'SMS Overview By Category', layout: 'main', wide: true },
  ),
  lazyRoute(
    paths.sms.dailyOverview.path,
    () => import('@/features/overviews/components/daily-overview-page').then((m) => m.DailyOverviewPage),
    { title: 'Daily Overview By Campaign', layout: 'main', wide: true },
  ),
  lazyRoute(
    paths.sms.crossCampaignReport.path,
    () =>
      import('@/features/cross-campaign-report/components/cross-campaign-report-page').then(
        (m) => m.CrossCampaignReportPage,
      ),
    { title: 'Cross-Campaign Report', layout: 'main' },
  ),
  // Reports (the hub): the account's figures for a period, linking into the overviews.
  lazyRoute(
    paths.reports.path,
    () => import('@/features/reports-hub/components/reports-hub-page').then((m) => m.ReportsHubPage),
    { title: 'Reports', layout: 'main', wide: true },
  ),
  lazyRoute(
    paths.admin.reportBuilds.path,
    () => import('@/features/report-builds/components/report-builds-page').then((m) => m.ReportBuildsPage),
    { title: 'Report Builds', layout: 'main', wide: true, role: 'Admin' },
  ),
  // Users administration (spec 3 §2.10, §2.11) and the three screens behind its links.
  lazyRoute(
    paths.admin.users.path,
    () => import('@/features/users/components/users-page').then((m) => m.UsersPage),
    { title: 'Users', layout: 'main', wide: true, role: 'Admin' },
  ),
  lazyRoute(
    paths.manageUsers.createUser.path,
    () => import('@/features/users/components/user-form-page').then((m) => m.CreateUserPage),
    { title: 'Add User', layout: 'main', role: 'Admin' },
  ),
  lazyRoute(
    paths.manageUsers.editUser.path,
    () => import('@/features/users/components/user-form-page').then((m) => m.EditUserPage),
    { title: 'Edit User', layout: 'main', role: 'Admin' },
  ),
  lazyRoute(
    paths.manageUsers.editPrepaid.path,
    () => import('@/features/users/components/edit-prepaid-page').then((m) => m.EditPrepaidPage),
    { title: 'Prepaid', layout: 'main', role: 'Admin' },
  ),
  // Landing pages (spec 3 §2.3, §2.4).
  lazyRoute(
    paths.pages.path,
    () => import('@/features/pages/components/list/pages-list').then((m) => m.PagesList),
    { title: 'Pages', layout: 'main', wide: true, showChatbot: true },
  ),
  lazyRoute(
    paths.editPage.path,
    () => import('@/features/pages/components/edit/edit-page').then((m) => m.EditPage),
    { title: 'Edit Page', layout: 'main', showChatbot: true },
  ),
  // Wrapper logs (spec 3 §2.1, §2.8).
  lazyRoute(
    paths.wrapperLogs.path,
    () => import('@/features/wrapper-logs/components/wrapper-logs-page').then((m) => m.WrapperLogsPage),
    { title: 'Wrapper Logs', layout: 'main' },
  ),
  lazyRoute(
    paths.newWrapperLog.path,
    () =>
      import('@/features/wrapper-logs/components/wrapper-log-editor').then((m) => m.WrapperLogEditorRoute),
    { title: 'Create Wrapper Log', layout: 'main' },
  ),
  lazyRoute(
    paths.editWrapperLog.path,
    () =>
      import('@/features/wrapper-logs/components/wrapper-log-editor').then((m) => m.WrapperLogEditorRoute),
    { title: 'Edit Wrapper Log', layout: 'main' },
  ),
  lazyRoute(
    paths.wrapperLogRequests.path,
    () =>
      import('@/features/wrapper-logs/components/wrapper-log-requests-page').then(
        (m) => m.WrapperLogRequestsPage,
      ),
    { title: 'Wrapper Log Requests', layout: 'main', wide: true },
  ),
  // Email campaigns (issue 14): the list (spec 2 §2.10), create, edit, the body in the builder, status, send rounds.
  lazyRoute(
    paths.email.campaigns.path,
    () =>
      import('@/features/email-campaigns/components/list/email-campaign-list').then(
        (m) => m.EmailCampaignList,
      ),
    { title: 'Email Campaigns', layout: 'main', wide: true },
  ),
  lazyRoute(
    paths.email.newCampaign.path,
    () =>
      import('@/features/email-campaigns/components/new/new-email-campaign').then((m) => m.NewEmailCampaign),
    { title: 'New Email Campaign', layout: 'main' },
  ),
  lazyRoute(
    paths.email.editCampaign.path,
    () =>
      import('@/features/email-campaigns/components/editor/email-campaign-editor').then(
        (m) => m.EmailCampaignEditorRoute,
      ),
    { title: 'Edit Email Campaign', layout: 'main' },
  ),
  lazyRoute(
    paths.email.campaignContent.path,
    () =>
      import('@/features/email-campaigns/components/content/email-body-editor').then(
        (m) => m.EmailBodyEditorRoute,
      ),
    { title: 'Edit Email Content', layout: 'main', wide: true },
  ),
  lazyRoute(
    paths.email.campaignStatus.path,
    () =>
      import('@/features/email-campaigns/components/status/email-campaign-status-page').then(
        (m) => m.EmailCampaignStatusPage,
      ),
    { title: 'Email Campaign Status', layout: 'main', wide: true },
  ),
  lazyRoute(
    paths.email.sendRounds.path,
    () =>
      import('@/features/email-campaigns/components/send-rounds/email-send-rounds-page').then(
        (m) => m.EmailSendRoundsPage,
      ),
    { title: 'Email Segment Build History', layout: 'main', wide: true },
  ),
  // The page content editor (issue 13): GrapesJS loads with this screen only.
  lazyRoute(
    paths.pageContent.path,
    () => import('@/features/page-editor/components/page-editor-page').then((m) => m.PageEditorRoute),
    { title: 'Edit Page', layout: 'main', wide: true },
  ),
];
/** All routes with their metadata (title, preserveTitle, onlyAnonymous, isPublic, role, layout). */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteErrorRoute />,
    // While the first screen's chunk loads: what the shell shows while it checks who is signed in.
    hydrateFallbackElement: <Spinner fullPage label="Loading" />,
    children: [
      lazyRoute(paths.auth.signIn.path, () => import('./routes/sign-in').then((m) => m.SignInRoute), {
        title: 'Sign in',
        onlyAnonymous: true,
        layout: 'auth',
      }),
      // Self-service sign-up (spec 3 §2.1, §2.12). /sign-up/complete is open to all: completing the profile
      // signs the new user in, and an anonymous-only route would send them on before they read it.
      lazyRoute(
        paths.signUp.start.path,
        () => import('@/features/sign-up/components/sign-up-page').then((m) => m.SignUpPage),
        {
          title: 'Sign up',
          onlyAnonymous: true,
          layout: 'auth',
        },
      ),
      lazyRoute(
        paths.signUp.emailSent.path,
        () => import('@/features/sign-up/components/email-sent-page').then((m) => m.EmailSentPage),
        {
          title: 'Check your email',
          onlyAnonymous: true,
          layout: 'auth',
        },
      ),
      lazyRoute(
        paths.signUp.completeProfile.path,
        () =>
          import('@/features/sign-up/components/complete-profile-page').then((m) => m.CompleteProfilePage),
        { title: 'Complete your profile', onlyAnonymous: true, layout: 'auth' },
      ),
      lazyRoute(
        paths.signUp.complete.path,
        () => import('@/features/sign-up/components/sign-up-complete-page').then((m) => m.SignUpCompletePage),
        {
          title: 'Sign-up complete',
          isPublic: true,
          layout: 'auth',
        },
      ),
      lazyRoute(
        paths.signUp.locationRestricted.path,
        () =>
          import('@/features/sign-up/components/location-restricted-page').then(
            (m) => m.LocationRestrictedPage,
          ),
        { title: 'Location restricted', isPublic: true, layout: 'auth' },
      ),
      {
        // Spec 3 §2.1: /legal in the auth layout; its two documents in the legal layout.
        path: paths.legal.path,
        lazy: async () => ({
          Component: (await import('@/features/legal/components/legal-pages')).LegalPages,
        }),
        handle: { title: 'Legal Pages', layout: 'auth', isPublic: true } satisfies RouteHandle,
        children: [
          { index: true, element: <Navigate to={paths.legal.termsOfUse.path} replace /> },
          lazyRoute(
            paths.legal.termsOfUse.path,
            () => import('@/features/legal/components/terms-of-use').then((m) => m.TermsOfUse),
            { title: 'Terms of Use', layout: 'legal', isPublic: true },
          ),
          lazyRoute(
            paths.legal.privacyPolicy.path,
            () => import('@/features/legal/components/privacy-policy').then((m) => m.PrivacyPolicy),
            { title: 'Privacy Policy', layout: 'legal', isPublic: true },
          ),
        ],
      },
      lazyRoute(paths.home.path, () => import('./routes/home').then((m) => m.HomeRoute), {
        title: 'Dashboard',
        layout: 'main',
      }),
      ...screens,
      { path: paths.sms.createCampaign.path, element: <RedirectTo to={paths.sms.newCampaign.path} /> },
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
