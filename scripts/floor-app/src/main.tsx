// The floor app: the barest app that shows Surveyor's /projects on the same stack: React and ReactDOM,
// MUI (createTheme, CssBaseline, the table's parts and the heading, progress bar and alert a list shows),
// react-router's declarative BrowserRouter with one route, React Query reading the projects, the MSW
// worker started before the first render, no web font files, nothing else (docs/decisions/0016-floor-app.md).
// `npm run bench` measures both side by side. The text is MUI's default font stack, which names Roboto but
// downloads nothing: a system font draws it.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FloorApp } from './floor-app';
import { onRealBackend } from './projects-query';

const render = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <FloorApp />
    </StrictMode>,
  );

// Like Surveyor's mock-worker.ts: the mock is its own chunk, started before the first render, and a real
// backend (the bench answers it locally) never downloads it.
if (onRealBackend) render();
else
  import('./mock-worker')
    .then(({ startMockWorker }) => startMockWorker())
    .catch((error: unknown) => console.error('Could not start the demo backend', error))
    .finally(render);
