import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import type { ConnectionSession } from '../lib/api/session';
import { AppProviders } from './provider';
import { prefetchRoutesOnIntent } from './route-prefetch';
import { createAppRouter } from './router';

// The router is built with the app's query client, when the app first renders (once the demo backend
// is up: main.tsx), so that its loaders read into the cache the pages read from. One per client, kept
// outside React: StrictMode calls a state initializer twice, and a second router would load twice.
const routers = new WeakMap<QueryClient, ReturnType<typeof createAppRouter>>();

function routerFor(queryClient: QueryClient) {
  let router = routers.get(queryClient);
  if (!router) routers.set(queryClient, (router = createAppRouter(queryClient)));
  return router;
}

export function App({ queryClient, session }: { queryClient: QueryClient; session: ConnectionSession }) {
  const router = routerFor(queryClient);
  useEffect(() => prefetchRoutesOnIntent(router.routes), [router]);
  return (
    <AppProviders queryClient={queryClient} session={session}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
