import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetMockState, server } from '../mocks/node';
import { resetConnectionForTests } from '../lib/api/connection-store';

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
  resetConnectionForTests();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
afterAll(() => server.close());
