// App-wide toasts: call sites own their messages (mutation hooks own cache invalidation only).
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Alert, Snackbar, type AlertColor } from '@mui/material';

interface Toast {
  id: number;
  message: string;
  severity: AlertColor;
}

const NotifyContext = createContext<(message: string, severity?: AlertColor) => void>(() => {});

export function useNotify() {
  return useContext(NotifyContext);
}

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Toast[]>([]);
  const notify = useCallback((message: string, severity: AlertColor = 'success') => {
    // The newest message replaces the one on screen: a queue lags behind quick successive actions.
    setQueue([{ id: Date.now() + Math.random(), message, severity }]);
  }, []);
  const current = queue[0];
  const close = useCallback(() => setQueue((items) => items.slice(1)), []);
  const value = useMemo(() => notify, [notify]);
  return (
    <NotifyContext.Provider value={value}>
      {children}
      <Snackbar
        key={current?.id}
        open={Boolean(current)}
        autoHideDuration={current?.severity === 'error' ? 8000 : 4000}
        onClose={(_, reason) => reason !== 'clickaway' && close()}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        {current ? (
          <Alert
            severity={current.severity}
            variant="filled"
            onClose={close}
            role={current.severity === 'error' ? 'alert' : 'status'}
          >
            {current.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </NotifyContext.Provider>
  );
}
