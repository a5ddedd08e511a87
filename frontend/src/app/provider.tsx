import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { mutate, SWRConfig } from 'swr';
import { NotificationsProvider } from '@/components/ui/notifications';
import { createSwrConfig } from '@/lib/swr-config';
import { theme } from './theme';

const swrConfig = createSwrConfig((key) => mutate(key));

/** Theme, data fetching and notifications for the whole app. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SWRConfig value={swrConfig}>
        <NotificationsProvider>{children}</NotificationsProvider>
      </SWRConfig>
    </ThemeProvider>
  );
}
