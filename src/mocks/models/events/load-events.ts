// The one way the demo's handlers reach the events (events-backend.ts): a dynamic import, so the bundler
// keeps them in their own chunk, fetched on the first request that needs them.
import type * as Backend from './events-backend';

export type EventsBackend = typeof Backend;

let loading: Promise<EventsBackend> | null = null;

export function loadEvents(): Promise<EventsBackend> {
  loading ??= import('./events-backend');
  return loading;
}
