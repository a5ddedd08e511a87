import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { ThemeProvider } from '@mui/material/styles';
import { routes } from '@/app/router';
import { theme } from '@/app/theme';
import { NotificationsProvider } from '@/components/ui/notifications';
import { createSwrConfig } from '@/lib/swr-config';

/** Renders the whole app at a path, with a fresh SWR cache and a memory router. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const config = { ...createSwrConfig(() => undefined), provider: () => new Map(), dedupingInterval: 0 };
  const result = render(
    <ThemeProvider theme={theme}>
      <SWRConfig value={config}>
        <NotificationsProvider>
          <RouterProvider router={router} />
        </NotificationsProvider>
      </SWRConfig>
    </ThemeProvider>,
  );
  return { ...result, router };
}
