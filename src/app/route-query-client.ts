// Route loaders run outside React, yet must read into the very cache the pages read from: the query client
// the app provides. AppProviders hands its client over here as it mounts, and takes it back as it unmounts
// (each test renders its own). A loader that runs before that (the router starts at import, the app renders
// once the demo backend is up) waits for it, so no read goes out before the backend that should answer it.
import type { QueryClient } from '@tanstack/react-query';

let provided: QueryClient | null = null;
let waiting: ((client: QueryClient) => void)[] = [];

/** Makes `client` the one loaders use; the returned function withdraws it. */
export function provideRouteQueryClient(client: QueryClient): () => void {
  provided = client;
  const resolvers = waiting;
  waiting = [];
  resolvers.forEach((resolve) => resolve(client));
  return () => {
    if (provided === client) provided = null;
  };
}

/** The client the app provides, as soon as there is one. */
export function routeQueryClient(): Promise<QueryClient> {
  if (provided) return Promise.resolve(provided);
  return new Promise((resolve) => waiting.push(resolve));
}
