import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query/query-client';
import { ConnectionSessionContext, type ConnectionSession } from '@/lib/api/session';
import { createAppSession } from './connection-session';
import { AppThemeProvider } from './theme';
import { NotificationsProvider } from '@/components/feedback/notifications';

/** A session comes with the query client it clears (main.tsx starts it before the first render). */
type Props = { children: ReactNode } & (
  | { queryClient?: QueryClient; session?: undefined }
  | { queryClient: QueryClient; session: ConnectionSession }
);

export function AppProviders({ children, queryClient, session }: Props) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [connectionSession] = useState(() => session ?? createAppSession(client));
  return (
    <QueryClientProvider client={client}>
      <ConnectionSessionContext.Provider value={connectionSession}>
        <AppThemeProvider>
          <NotificationsProvider>{children}</NotificationsProvider>
        </AppThemeProvider>
      </ConnectionSessionContext.Provider>
    </QueryClientProvider>
  );
}
