import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

export type Notification = { id: number; message: string; severity: AlertColor };

export type Notify = {
  success: (message: string) => void;
  error: (message: string) => void;
  info: (message: string) => void;
};

const NotifyContext = createContext<Notify | null>(null);
const AUTO_HIDE_MS: Record<AlertColor, number> = { success: 4000, info: 5000, warning: 7000, error: 8000 };

/**
 * Shows one message at a time in a snackbar. An error waits until it is closed or times out before the
 * next message; a success or info message gives way to the next at once, so a quick run of actions never
 * leaves the screen seconds behind what was done.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Notification[]>([]);
  const [open, setOpen] = useState(true);
  const current = queue[0];
  const shown = useRef<Notification | undefined>(undefined);
  shown.current = current;

  const push = useCallback((severity: AlertColor, message: string) => {
    setQueue((items) => [...items, { id: Date.now() + Math.random(), severity, message }]);
    // Closing the current message shows the next once its exit transition ends (showNext).
    setOpen(!shown.current || shown.current.severity === 'error');
  }, []);
  const showNext = () => {
    setQueue((items) => items.slice(1));
    setOpen(true);
  };
  const notify = useMemo<Notify>(
    () => ({
      success: (m) => push('success', m),
      error: (m) => push('error', m),
      info: (m) => push('info', m),
    }),
    [push],
  );

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      {current && (
        <Snackbar
          key={current.id}
          open={open}
          autoHideDuration={AUTO_HIDE_MS[current.severity]}
          onClose={(_event, reason) => {
            if (reason !== 'clickaway') setOpen(false);
          }}
          slotProps={{ transition: { onExited: showNext } }}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        >
          <Alert
            severity={current.severity}
            variant="filled"
            onClose={() => setOpen(false)}
            sx={{ width: '100%' }}
          >
            {current.message}
          </Alert>
        </Snackbar>
      )}
    </NotifyContext.Provider>
  );
}

/** success / error / info messages shown in the app's snackbar. */
export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify must be used inside NotificationsProvider');
  return notify;
}
