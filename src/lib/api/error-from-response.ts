// Reading a failed response into an ApiError: PostHog's error envelope, the older `{ error }` body, a bare
// `{ detail }`, or words of our own for the status when the body says nothing usable.
import { apiErrorBody, legacyErrorBody } from '@/contracts/common';
import { ApiError, parseRetryAfter } from './api-error';

const STATUS_FALLBACK: Record<number, string> = {
  400: 'The server rejected the request.',
  401: 'The API key was not accepted.',
  403: 'This API key is not allowed to do that.',
  404: 'Not found.',
  405: 'The server does not allow this method here.',
  409: 'That conflicts with something that already exists.',
  429: 'Too many requests. Try again shortly.',
  500: 'The server failed to handle the request.',
  502: 'The server is unreachable (bad gateway).',
  503: 'The server is temporarily unavailable.',
};

/** Build an ApiError from a failed response's status, headers and (possibly non-JSON) body text. */
export function errorFromResponse(
  response: { status: number; headers: Headers },
  bodyText: string,
  request: { method: string; path: string; generation?: number | null },
): ApiError {
  const retryAfterSeconds = parseRetryAfter(response.headers.get('Retry-After'));
  let json: unknown;
  try {
    json = bodyText ? JSON.parse(bodyText) : undefined;
  } catch {
    json = undefined;
  }
  const envelope = apiErrorBody.safeParse(json);
  if (envelope.success) {
    return new ApiError({
      kind: 'http',
      status: response.status,
      ...envelope.data,
      retryAfterSeconds,
      ...request,
    });
  }
  // The approvals gate answers 409 with its own body: `{code: "approval_required", message, …}` or
  // `{code: "change_request_pending", error, …}` (products/approvals/backend/decorators.py @ 0aa21e53).
  const coded = json && typeof json === 'object' ? (json as Record<string, unknown>) : null;
  const codedText =
    typeof coded?.message === 'string'
      ? coded.message
      : typeof coded?.error === 'string'
        ? coded.error
        : null;
  if (coded && typeof coded.code === 'string' && codedText !== null)
    return new ApiError({
      kind: 'http',
      status: response.status,
      type: response.status >= 500 ? 'server_error' : 'invalid_request',
      code: coded.code,
      detail: codedText,
      retryAfterSeconds,
      ...request,
    });
  const legacy = legacyErrorBody.safeParse(json);
  const detailOnly =
    json && typeof json === 'object' && 'detail' in json && typeof json.detail === 'string'
      ? json.detail
      : null;
  return new ApiError({
    kind: 'http',
    status: response.status,
    type: response.status >= 500 ? 'server_error' : 'invalid_request',
    code: `http_${response.status}`,
    detail: legacy.success
      ? legacy.data.error
      : (detailOnly ?? STATUS_FALLBACK[response.status] ?? `The server answered ${response.status}.`),
    retryAfterSeconds,
    ...request,
  });
}
