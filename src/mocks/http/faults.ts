// Latency and faults steered through mockControl: injected errors carry the envelope the real server
// would send with that status, so the app cannot tell them from genuine ones.
import { delay, HttpResponse } from 'msw';
import { mockLatency, type MockFault } from '../control';
import { envelope, errorResponse, errors, MockHttpError } from './errors';

export async function simulateLatency(): Promise<void> {
  const ms = mockLatency();
  if (ms > 0) await delay(ms);
}

/** The envelope the real server would send with that status, so injected faults look genuine. */
function faultError(status: number, retryAfter: number | undefined): MockHttpError {
  switch (status) {
    case 400:
      return errors.invalid('Injected bad request.', null);
    case 401:
      return errors.authenticationFailed();
    case 403:
      return errors.permissionDenied();
    case 404:
      return errors.notFound();
    case 405:
      return errors.methodNotAllowed('GET');
    case 429:
      return errors.throttled(retryAfter ?? 1);
    default: {
      if (status >= 500) {
        const error = errors.server(status);
        return retryAfter === undefined
          ? error
          : new MockHttpError(status, error.body, { 'Retry-After': String(retryAfter) });
      }
      return new MockHttpError(
        status,
        envelope('invalid_request', `http_${status}`, `Injected HTTP ${status}.`),
      );
    }
  }
}

export function faultResponse(fault: MockFault): Response {
  if (fault.kind === 'network') return HttpResponse.error();
  if (fault.kind === 'malformed-json') {
    // What a misconfigured proxy or gateway typically answers: HTML labelled as JSON.
    return new HttpResponse('<html><body><h1>502 Bad Gateway</h1></body></html>', {
      status: fault.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  }
  const status = fault.status ?? 500;
  const error = faultError(status, fault.retryAfter);
  if (fault.body !== undefined) {
    return new HttpResponse(JSON.stringify(fault.body), {
      status,
      headers: { 'Content-Type': 'application/json', ...error.headers },
    });
  }
  return errorResponse(error);
}
