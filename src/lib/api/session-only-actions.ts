// Project `activity`, `reset_token` and `is_generating_demo_data` declare no `required_scopes`, so PostHog's
// APIScopePermission answers every personal API key, `*` included, 403 "This action does not support
// personal API key access" (posthog/permissions.py; only a logged-in session may do them). The app knows
// up front where that is certain, so it can say so where the action lives instead of after a confirmation.
import { useConnection } from './connection-store';
import { BACKENDS, baseUrlFor, type Connection } from './backend';
import { DEMO_KEYS } from '@/contracts/demo-keys';

/**
 * `answered`: the backend does them (the demo's all-scopes key). `refused`: it is known to refuse them
 * (PostHog Cloud, and the demo's other keys, which behave as PostHog does). `maybe`: a self-hosted
 * PostHog or a proxy, whose version is unknown: current versions refuse, so the app says so but still
 * lets the user try.
 */
export type SessionOnlyAnswer = 'answered' | 'refused' | 'maybe';

export function sessionOnlyAnswer(connection: Pick<Connection, 'kind' | 'apiKey'>): SessionOnlyAnswer {
  const answer = BACKENDS[connection.kind].sessionOnlyActions;
  if (answer !== 'per-demo-key') return answer;
  const facts = (DEMO_KEYS as Record<string, { demoOnlyProjectActions: boolean } | undefined>)[
    connection.apiKey
  ];
  return facts?.demoOnlyProjectActions ? 'answered' : 'refused';
}

export function useSessionOnlyAnswer(): SessionOnlyAnswer {
  return sessionOnlyAnswer(useConnection());
}

/** The project's settings page in PostHog's own UI, where a session can do what a key may not; null when unknown. */
export function postHogProjectSettingsUrl(
  connection: Pick<Connection, 'kind' | 'selfHostedUrl'>,
  projectId: number,
): string | null {
  const { app } = BACKENDS[connection.kind];
  const host = app === 'typed' ? baseUrlFor(connection) : app;
  return host ? `${host.replace(/\/+$/, '')}/project/${projectId}/settings/project` : null;
}
