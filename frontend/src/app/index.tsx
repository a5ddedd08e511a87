import { AppProvider } from './provider';
import { AppRouter } from './router';

/** The whole SPA. */
export function App() {
  return (
    <AppProvider>
      <AppRouter />
    </AppProvider>
  );
}
