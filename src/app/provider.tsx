import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query/query-client';
import { onForgetKey, subscribeConnection } from '../lib/api/connection-store';
import { clearDraftsExcept } from '../features/survey-editor/model/draft-storage';
import { AppThemeProvider } from './theme';
import { NotificationsProvider } from '../components/notifications';

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  // Data of one backend must never show under another: drop the whole cache when the connection changes.
  useEffect(() => subscribeConnection(() => client.clear()), [client]);
  // Drafts hold a real organization's survey content: "Forget key" takes them too. Demo drafts stay.
  useEffect(() => onForgetKey(() => clearDraftsExcept((backend) => backend.startsWith('demo|'))), []);
  return (
    <QueryClientProvider client={client}>
      <AppThemeProvider>
        <NotificationsProvider>{children}</NotificationsProvider>
      </AppThemeProvider>
    </QueryClientProvider>
  );
}
