import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { mockControl } from './control';
// In the browser the events load on the first request that needs them; tests also read the event store
// directly (eventsOfSurvey…), so in Node it is wired in from the start.
import './models/events/events-backend';

export const server = setupServer(...handlers);
export { mockControl };

/** Back to the seed, no faults, no latency: called after every test. */
export function resetMockState(): void {
  mockControl.reset();
  mockControl.setLatency(0);
}
