// Turns any failure into words a user can act on: what happened and what to do next.
import { isApiError } from './api-error';

/** How serious a failure is: the same words as an alert's severity, without tying this module to the UI. */
export type ErrorSeverity = 'error' | 'warning' | 'info';

export interface ErrorDescription {
  title: string;
  message: string;
  severity: ErrorSeverity;
  /** Where the user can fix it (e.g. the connection settings), when that helps. */
  action?: { label: string; href: string };
}

const SETTINGS = { label: 'Open connection settings', href: '/settings' };

export function describeApiError(error: unknown): ErrorDescription {
  if (!isApiError(error)) {
    const message = error instanceof Error ? error.message : 'Something unexpected happened.';
    return { title: 'Something went wrong', message, severity: 'error' };
  }
  switch (error.kind) {
    case 'network':
      return {
        title: 'Cannot reach the server',
        message: `${error.detail} If the browser may not call this host directly (CORS), run Surveyor behind the same-origin proxy (SURVEYOR_API_PROXY).`,
        severity: 'error',
        action: SETTINGS,
      };
    case 'malformed':
      return { title: 'Not a PostHog API', message: error.detail, severity: 'error', action: SETTINGS };
    case 'contract':
      return { title: 'Unexpected answer from the server', message: error.detail, severity: 'error' };
    case 'connection':
      return {
        title: 'Check the connection settings',
        message: error.detail,
        severity: 'error',
        action: SETTINGS,
      };
    case 'abandoned':
      return { title: 'Not sent', message: error.detail, severity: 'warning' };
    case 'too-large':
      return { title: 'Too large to send', message: error.detail, severity: 'error' };
    case 'aborted':
      return { title: 'Cancelled', message: error.detail, severity: 'info' };
    case 'http':
      break;
  }
  const { status } = error;
  if (status === 401) {
    return {
      title: error.code === 'not_authenticated' ? 'No API key' : 'API key rejected',
      message: `${error.detail} Check the personal API key in the connection settings.`,
      severity: 'error',
      action: SETTINGS,
    };
  }
  if (status === 403 && error.missingScope) {
    const why =
      error.missingScope === 'feature_flag:write'
        ? " This change also changes the survey's targeting flag, which PostHog counts as a feature flag write."
        : '';
    return {
      title: 'Missing permission',
      message: `Your API key is missing the '${error.missingScope}' scope.${why} Add that scope to your personal API key in PostHog (Settings → Personal API keys; editing its scopes keeps the same key value) and try again.`,
      severity: 'warning',
      action: SETTINGS,
    };
  }
  if (status === 403 && error.personalKeyUnsupported) {
    return {
      title: 'Not possible with a personal API key',
      message:
        'PostHog does not let personal API keys do this ("This action does not support personal API key access"). Do it from PostHog\'s own settings page instead.',
      severity: 'warning',
    };
  }
  if (status === 403) return { title: 'Not allowed', message: error.detail, severity: 'warning' };
  if (status === 404)
    return {
      title: 'Not found',
      message: `${error.detail} It may have been deleted, or the link is wrong.`,
      severity: 'warning',
    };
  if (status === 409) return { title: 'Conflict', message: error.detail, severity: 'warning' };
  if (status === 429) {
    const wait = error.retryAfterSeconds;
    return {
      title: 'Too many requests',
      message: `PostHog is rate-limiting this API key. ${wait !== null ? `Try again in ${wait} second${wait === 1 ? '' : 's'}.` : 'Try again shortly.'}`,
      severity: 'warning',
    };
  }
  if (status >= 500) {
    return {
      title: 'Server error',
      message: `${error.detail} This is usually temporary; retry in a moment.`,
      severity: 'error',
    };
  }
  return { title: 'Request rejected', message: error.detail, severity: 'error' };
}
