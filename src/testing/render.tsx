// Render helpers: the real providers and routes, a memory router, and a query client without retries.
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { createAppSession } from '@/app/connection-session';
import { AppProviders } from '@/app/provider';
import { appRoutes } from '@/app/router';
import type { DemoBackend } from '@/lib/api/session';
import { createQueryClient } from '@/lib/query/query-client';

/** Under Vitest the demo backend is the mock's node server, on from the start: nothing to start or stop. */
const alwaysOnDemoBackend: DemoBackend = { activate: async () => {}, transportFor: () => undefined };

/** The app's connection session, as the tests' providers use it. */
export const createTestSession = (queryClient: QueryClient) =>
  createAppSession(queryClient, alwaysOnDemoBackend);

export function renderRoute(path: string) {
  const queryClient = createQueryClient({ retry: false });
  const router = createMemoryRouter(appRoutes(queryClient), { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient} session={createTestSession(queryClient)}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, user, router, queryClient };
}

/** Render one component inside the app's providers (no routes). */
export function renderWithProviders(ui: ReactElement, wrapper?: (children: ReactNode) => ReactElement) {
  const queryClient = createQueryClient({ retry: false });
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient} session={createTestSession(queryClient)}>
      {wrapper ? wrapper(ui) : ui}
    </AppProviders>,
  );
  return { ...view, user, queryClient };
}
