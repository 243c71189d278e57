// Render helpers: the real providers and routes, a memory router, and a query client without retries.
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/provider';
import { appRoutes } from '../app/router';
import { createQueryClient } from '../lib/query/query-client';

export function renderRoute(path: string) {
  const queryClient = createQueryClient({ retry: false });
  const router = createMemoryRouter(appRoutes(queryClient), { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, user, router, queryClient };
}

/** Render one component inside the app's providers (no routes). */
export function renderWithProviders(ui: ReactElement, wrapper?: (children: ReactNode) => ReactElement) {
  const queryClient = createQueryClient({ retry: false });
  const user = userEvent.setup();
  const view = render(<AppProviders queryClient={queryClient}>{wrapper ? wrapper(ui) : ui}</AppProviders>);
  return { ...view, user, queryClient };
}
