// The capture API's routes at the host root (rust/capture/src/router.rs @ 0096a86e): /batch/, /i/v0/e/,
// /e/, /capture/ and /track/, with or without the trailing slash, all answered by one handler. They take
// the project's public token in the body, never a personal API key, so they sit outside the /api/ route
// table and its auth.
import { http, HttpResponse, type HttpHandler } from 'msw';
import { loadEvents } from '../models/events/load-events';
import { simulateLatency } from '../http/faults';

const PATHS = ['/batch', '/i/v0/e', '/e', '/capture', '/track'];

async function answer(request: Request): Promise<Response> {
  await simulateLatency();
  const { capture, CaptureError, parseCaptureRequest } = await loadEvents();
  const url = new URL(request.url);
  try {
    if (request.method === 'OPTIONS') return HttpResponse.json({ status: 'Ok' });
    // A GET carries the payload in `data` (as a form post does); posthog-js posts JSON.
    const body =
      request.method === 'GET'
        ? `data=${encodeURIComponent(url.searchParams.get('data') ?? '')}`
        : await request.text();
    const contentType =
      request.method === 'GET'
        ? 'application/x-www-form-urlencoded'
        : (request.headers.get('Content-Type') ?? '');
    capture(parseCaptureRequest(body, contentType, url.searchParams));
    // CaptureResponse { status: CaptureResponseCode::Ok }: serde writes the unit variant's name.
    return HttpResponse.json({ status: 'Ok' });
  } catch (error) {
    if (error instanceof CaptureError)
      return new HttpResponse(error.message, {
        status: error.status,
        headers: { 'Content-Type': 'text/plain; charset=utf-8' },
      });
    console.error('[mock] capture crashed', error);
    return new HttpResponse('internal server error', { status: 500 });
  }
}

export const captureHandlers: HttpHandler[] = PATHS.flatMap((path) => [
  http.all(path, ({ request }) => answer(request)),
  http.all(`${path}/`, ({ request }) => answer(request)),
]);
