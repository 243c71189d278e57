import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { mockControl } from './control';

export const server = setupServer(...handlers);
export { mockControl };

/** Back to the seed, no faults, no latency: called after every test. */
export function resetMockState(): void {
  mockControl.reset();
  mockControl.setLatency(0);
}
