// The router and its screens, loaded by the entry beside its own start (main.tsx, app.tsx): the data
// router and its route table are the first screen's code, not the entry's, so the entry draws the
// frame without waiting for them (deploy/chunk-groups.ts puts this module in the first screen's file).
import { useEffect, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { prefetchRoutesOnIntent } from './route-prefetch';
import { createAppRouter } from './router';

type AppRouter = ReturnType<typeof createAppRouter>;

/** Resolves once the router has matched the address and loaded the matched routes' modules. */
function initialized(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * Builds the app's router with the app's query client (its loaders start the page's reads into it, so
 * it must be built once the backend answers: main.tsx) and answers the view that shows it, once the
 * first route's code is in: the frame drawn meanwhile is replaced by the page itself, never by a second
 * loading state.
 */
export async function startRouter(queryClient: QueryClient): Promise<ComponentType> {
  const router = createAppRouter(queryClient);
  await initialized(router);
  return function AppRouterView() {
    useEffect(() => prefetchRoutesOnIntent(router.routes), []);
    return <RouterProvider router={router} />;
  };
}
