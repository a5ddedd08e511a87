import { useState, type ReactNode } from 'react';
import {
  createBrowserRouter,
  Navigate,
  RouterProvider,
  useLocation,
  type RouteObject,
} from 'react-router-dom';
import { paths } from '@/config/paths';
import { productAreas } from '@/config/product-areas';
import { AppShell } from './app-shell';
import type { RouteHandle } from './route-handle';
import { ComingSoonRoute } from './routes/coming-soon';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { RouteErrorRoute } from './routes/route-error';
import { SignInRoute } from './routes/sign-in';

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
      // Product areas built by later work: each link works and says it is not available yet.
      ...productAreas.map((area) =>
        route(area.path, <ComingSoonRoute title={area.title} />, {
          title: area.title,
          layout: 'main',
          ...(area.role ? { role: area.role } : {}),
        }),
      ),
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
