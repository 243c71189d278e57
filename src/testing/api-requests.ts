// The API requests the mock server sees from now on ("GET /api/…?query"), to check what was asked.
import { server } from '@/mocks/node';

export function apiRequests(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/api/')) seen.push(`${request.method} ${url.pathname}${url.search}`);
  });
  return seen;
}
