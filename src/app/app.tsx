import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import type { ConnectionSession } from '../lib/api/session';
import { AppProviders } from './provider';
import { prefetchRoutesOnIntent } from './route-prefetch';
import { router, routes } from './router';

export function App({ queryClient, session }: { queryClient: QueryClient; session: ConnectionSession }) {
  useEffect(() => prefetchRoutesOnIntent(routes), []);
  return (
    <AppProviders queryClient={queryClient} session={session}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
