import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { createAppSession } from '@/app/connection-session';
import { initialColorMode, themeFor } from '@/app/theme';
import { createQueryClient } from '@/lib/query/query-client';

const queryClient = createQueryClient();
const session = createAppSession(queryClient);

// The router and the first screen's code load at once; the demo backend starts once they are in. Its
// code imports the first screen's (the contracts, Zod): started together, both files would be run in
// one long task; one after the other, each runs in its own, and the demo waits for nothing it would
// not have waited for anyway (index.html preloads its file once the frame is painted:
// deploy/vite-plugin-demo-preload.ts).
const routerModule = import('@/app/app-router');
const started = routerModule
  .catch(() => undefined)
  .then(() => session.start())
  .catch((error: unknown) => {
    // The app still starts: the connection screen will show that the demo backend is unavailable.
    console.error('Could not start the demo backend', error);
  });
// The router is built once the backend answers: its loaders start the page's reads.
const router = Promise.all([routerModule, started]).then(([module]) => module.startRouter(queryClient));

// The frame is drawn at once, without the router: the first paint waits for neither. Its theme is built
// first, in a task of its own: inside the frame's first render it made that task, the longest of the
// first screen, longer still (and a long task holds back any input that comes meanwhile).
setTimeout(() => {
  themeFor(initialColorMode());
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App queryClient={queryClient} session={session} router={router} />
    </StrictMode>,
  );
});
