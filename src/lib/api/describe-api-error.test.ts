import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { describeApiError } from './describe-api-error';

const http = (
  status: number,
  detail: string,
  extra: Partial<ConstructorParameters<typeof ApiError>[0]> = {},
) => new ApiError({ kind: 'http', status, detail, ...extra });

describe('describeApiError', () => {
  it('tells a rejected key from a missing one and points at the settings', () => {
    const bad = describeApiError(http(401, 'Invalid key.', { code: 'authentication_failed' }));
    expect(bad).toMatchObject({
      title: 'API key rejected',
      severity: 'error',
      action: { href: '/settings' },
    });
    expect(bad.message).toContain('Invalid key.');
    expect(describeApiError(http(401, 'No credentials.', { code: 'not_authenticated' })).title).toBe(
      'No API key',
    );
  });

  it('names the missing scope, and the actions personal keys may never do', () => {
    const scope = describeApiError(http(403, "API key missing required scope 'survey:write'"));
    expect(scope.message).toContain("missing the 'survey:write' scope");
    const personal = describeApiError(http(403, 'This action does not support personal API key access'));
    expect(personal.title).toBe('Not possible with a personal API key');
    expect(describeApiError(http(403, 'You do not have permission.')).title).toBe('Not allowed');
  });

  it('recognises the feature_flag:write refusal of a survey write that changes its targeting flag', () => {
    // assert_feature_flag_write_scope (products/feature_flags/backend/api/feature_flag.py).
    const error = http(
      403,
      'This action also modifies a feature flag, which requires the `feature_flag:write` scope in addition to `survey:write`. Add `feature_flag:write` to your personal API key at https://us.posthog.com/settings/user-api-keys (editing its scopes keeps the same key value), or use a key with the `*` scope.',
    );
    expect(error.missingScope).toBe('feature_flag:write');
    const description = describeApiError(error);
    expect(description.title).toBe('Missing permission');
    expect(description.message).toContain("missing the 'feature_flag:write' scope");
    expect(description.message).toMatch(/changes the survey's targeting flag/);
  });

  it('says when to retry a 429 and explains 404 and 5xx', () => {
    expect(describeApiError(http(429, 'Throttled', { retryAfterSeconds: 7 })).message).toContain(
      'Try again in 7 seconds.',
    );
    expect(describeApiError(http(429, 'Throttled', { retryAfterSeconds: 1 })).message).toContain(
      'Try again in 1 second.',
    );
    expect(describeApiError(http(429, 'Throttled')).message).toContain('Try again shortly.');
    expect(describeApiError(http(404, 'Not found.')).title).toBe('Not found');
    expect(describeApiError(http(502, 'Bad gateway'))).toMatchObject({
      title: 'Server error',
      severity: 'error',
    });
  });

  it('explains transport failures: unreachable host, not a PostHog API, contract drift', () => {
    const network = describeApiError(new ApiError({ kind: 'network', detail: 'Failed to fetch.' }));
    expect(network.title).toBe('Cannot reach the server');
    expect(network.message).toContain('SURVEYOR_API_PROXY');
    expect(describeApiError(new ApiError({ kind: 'malformed', detail: 'HTML, not JSON' })).title).toBe(
      'Not a PostHog API',
    );
    expect(
      describeApiError(new ApiError({ kind: 'contract', detail: 'name: expected string' })).message,
    ).toBe('name: expected string');
    expect(describeApiError(new Error('boom'))).toMatchObject({
      title: 'Something went wrong',
      message: 'boom',
    });
  });
});
