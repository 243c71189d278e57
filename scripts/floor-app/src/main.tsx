// The floor app: what Surveyor's /projects costs at the least on the same stack (React, MUI, React
// Router, React Query, an MSW demo backend). `npm run bench` measures both side by side; the floor only
// has to be honest, so it starts the mock and loads the fonts exactly as Surveyor's src/main.tsx does.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import { FloorApp } from './floor-app';

// Like Surveyor's mock-worker.ts: the mock is its own chunk, started before the first render.
import('./mock-worker')
  .then(({ startMockWorker }) => startMockWorker())
  .catch((error: unknown) => console.error('Could not start the demo backend', error))
  .finally(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <FloorApp />
      </StrictMode>,
    );
  });
