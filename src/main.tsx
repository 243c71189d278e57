import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import { App } from './app/app';
import { createQueryClient } from './lib/query/query-client';
import {
  getConnection,
  registerBackendActivator,
  registerCandidateTransport,
} from './lib/api/connection-store';
import { candidateTransport, syncMockWorker } from './app/mock-worker';

registerBackendActivator(syncMockWorker);
registerCandidateTransport(candidateTransport);

const queryClient = createQueryClient();

syncMockWorker(getConnection())
  .catch((error: unknown) => {
    // The app still starts: the connection screen will show that the demo backend is unavailable.
    console.error('Could not start the demo backend', error);
  })
  .finally(() => {
    const root = createRoot(document.getElementById('root')!);
    // A transition: React renders the first screen in slices and lets the browser in between, rather
    // than in one long task that blocks input (Total Blocking Time).
    startTransition(() =>
      root.render(
        <StrictMode>
          <App queryClient={queryClient} />
        </StrictMode>,
      ),
    );
  });
