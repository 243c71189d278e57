import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetMockState, server } from '@/mocks/node';
import { resetConnectionForTests } from '@/lib/api/connection-store';
import { forgetMissingScopes } from '@/lib/api/scopes';
import { forgetPendingDeletions } from '@/entities/project/pending-deletions';

// A loaded 2-core CI machine renders slower than a laptop: findBy*/waitFor wait up to 15 s for the state
// they name (at a load average of 13 a whole route's first render once took over 5 s). A test that hangs is
// still stopped by Vitest's own bound (vitest.config.ts).
configure({ asyncUtilTimeout: 15_000 });

// jsdom lacks these; MUI, dnd-kit and React Flow probe for them.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.scrollTo ??= () => {};
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetMockState();
  // What a backend switch ends (lib/api/session.ts), each test starts without.
  resetConnectionForTests();
  forgetMissingScopes();
  forgetPendingDeletions();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
afterAll(() => server.close());
