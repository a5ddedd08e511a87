import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { mutate, SWRConfig } from 'swr';
import { NotificationsProvider } from '@/components/ui/notifications';
import { createSwrConfig } from '@/lib/swr-config';
import { reducedMotionTheme, theme } from './theme';

const swrConfig = createSwrConfig((key) => mutate(key));

// Spinners, progress bars and skeletons stop at a still frame for people who ask for less motion.
const stillAnimations = {
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important',
    },
  },
};

/** Theme, data fetching and notifications for the whole app. */
export function AppProvider({ children }: { children: ReactNode }) {
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  return (
    <ThemeProvider theme={reduceMotion ? reducedMotionTheme : theme}>
      <CssBaseline />
      <GlobalStyles styles={stillAnimations} />
      <SWRConfig value={swrConfig}>
        <NotificationsProvider>{children}</NotificationsProvider>
      </SWRConfig>
    </ThemeProvider>
  );
}
