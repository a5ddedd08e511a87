import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { preload } from 'swr';
import { App } from './app';
import { CURRENT_USER_KEY, fetchCurrentUser } from './lib/auth';

// Who is signed in is asked at once, while the first screen's code loads (screens are lazy routes); the
// shell's useCurrentUser picks up this request. A failure is the shell's to show, not an unhandled rejection.
preload(CURRENT_USER_KEY, fetchCurrentUser).catch(() => undefined);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
