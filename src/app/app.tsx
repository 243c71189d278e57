import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './provider';
import { prefetchRoutesOnIntent } from './route-prefetch';
import type { createAppRouter } from './router';

interface Props {
  queryClient: QueryClient;
  /** Built with `queryClient`: its loaders read into the cache the pages read from. */
  router: ReturnType<typeof createAppRouter>;
}

export function App({ queryClient, router }: Props) {
  useEffect(() => prefetchRoutesOnIntent(router.routes), [router]);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
