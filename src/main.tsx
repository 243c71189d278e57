import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppSession } from './app/connection-session';
import { createQueryClient } from './lib/query/query-client';

const queryClient = createQueryClient();
const session = createAppSession(queryClient);

// The router and the first screen's code (index.html preloads their file) load while the demo backend
// starts; the router is built once the backend answers, since its loaders start the page's reads.
const started = session.start().catch((error: unknown) => {
  // The app still starts: the connection screen will show that the demo backend is unavailable.
  console.error('Could not start the demo backend', error);
});
const router = Promise.all([import('./app/app-router'), started]).then(([module]) =>
  module.startRouter(queryClient),
);

// The frame is drawn at once, without the router: the first paint waits for neither.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App queryClient={queryClient} session={session} router={router} />
  </StrictMode>,
);
