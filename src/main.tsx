import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppSession } from './app/connection-session';
import { createQueryClient } from './lib/query/query-client';

const queryClient = createQueryClient();
const session = createAppSession(queryClient);

session
  .start()
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
          <App queryClient={queryClient} session={session} />
        </StrictMode>,
      ),
    );
  });
