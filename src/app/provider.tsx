import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query/query-client';
import { subscribeConnection } from '../lib/api/connection-store';
import { AppThemeProvider } from './theme';
import { NotificationsProvider } from '../components/notifications';

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  // Data of one backend must never show under another: drop the whole cache when the connection changes.
  useEffect(() => subscribeConnection(() => client.clear()), [client]);
  return (
    <QueryClientProvider client={client}>
      <AppThemeProvider>
        <NotificationsProvider>{children}</NotificationsProvider>
      </AppThemeProvider>
    </QueryClientProvider>
  );
}
