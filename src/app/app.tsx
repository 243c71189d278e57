import { useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './provider';
import { prefetchRoutesOnIntent } from './route-prefetch';
import { router, routes } from './router';

export function App() {
  useEffect(() => prefetchRoutesOnIntent(routes), []);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
