// Which API the app talks to: the built-in demo mock, PostHog Cloud (US/EU), a self-hosted instance or
// a same-origin proxy served by the Vite dev/preview server.
export type BackendKind = 'demo' | 'us' | 'eu' | 'self-hosted' | 'proxy';

export interface Connection {
  kind: BackendKind;
  /** Only used for self-hosted; the others derive their base URL from the kind. */
  selfHostedUrl: string;
  apiKey: string;
  /** Keep the key in localStorage (this device) instead of sessionStorage (this tab). */
  remember: boolean;
  /** What the key is used for (see access.ts). Not secret: stored with the other settings. */
  access: Access;
}

/**
 * What Surveyor works with. A key limited to some projects (`scoped_teams`) reaches no organization
 * endpoint and no project list, so it works on the projects it was created for, by id; every other key
 * works in one organization: an explicit id, or `null` for the user's current one (`@current`).
 */
export type Access =
  | { mode: 'organization'; organizationId: string | null }
  | { mode: 'projects'; projectIds: readonly number[] };

export const CURRENT_ORGANIZATION: Access = { mode: 'organization', organizationId: null };

/** Each id is one request on the projects page and in the connection check: keep the list short. */
export const MAX_PROJECT_IDS = 50;

const PROJECT_ID = /^[1-9][0-9]{0,15}$/;
/** PostHog's organization ids are UUIDs; anything else stored is not one of its ids. */
const ORGANIZATION_ID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;

/** A project id as the app takes it: a positive whole number (decimal digits only), or null. */
export function parseProjectIdText(value: string): number | null {
  return PROJECT_ID.test(value) && Number.isSafeInteger(Number(value)) ? Number(value) : null;
}

/**
 * Access as stored, re-checked as if it had just been chosen: storage outlives versions of this app and
 * anyone at the keyboard can edit it. Whatever does not fit means the user's current organization.
 */
export function readAccess(value: unknown): Access {
  if (!value || typeof value !== 'object') return CURRENT_ORGANIZATION;
  const stored = value as { mode?: unknown; organizationId?: unknown; projectIds?: unknown };
  if (stored.mode === 'projects' && Array.isArray(stored.projectIds)) {
    const ids = stored.projectIds.map((id) =>
      typeof id === 'number' ? parseProjectIdText(String(id)) : null,
    );
    if (ids.length === 0 || ids.length > MAX_PROJECT_IDS || ids.includes(null)) return CURRENT_ORGANIZATION;
    return { mode: 'projects', projectIds: [...new Set(ids as number[])] };
  }
  if (
    stored.mode === 'organization' &&
    typeof stored.organizationId === 'string' &&
    ORGANIZATION_ID.test(stored.organizationId)
  )
    return { mode: 'organization', organizationId: stored.organizationId };
  return CURRENT_ORGANIZATION;
}

export const DEMO_API_KEY = 'phx_demo_all';

/** How a request reaches a backend: `fetch`, unless the app provides another way (see the client). */
export type Transport = (url: string, init: RequestInit) => Promise<Response>;

export const BACKEND_LABELS: Record<BackendKind, string> = {
  demo: 'Demo (built-in mock)',
  us: 'US Cloud',
  eu: 'EU Cloud',
  'self-hosted': 'Self-hosted',
  proxy: 'Same-origin proxy',
};

export const CLOUD_HOSTS = { us: 'https://us.posthog.com', eu: 'https://eu.posthog.com' } as const;

/** The proxy target the dev/preview server was started with (SURVEYOR_API_PROXY), or '' when none. */
export const proxyTarget: string = import.meta.env.VITE_API_PROXY_TARGET ?? '';

/** Base URL that API paths (which start with /api/) are appended to; '' means same origin. */
export function baseUrlFor(connection: Pick<Connection, 'kind' | 'selfHostedUrl'>): string {
  switch (connection.kind) {
    case 'demo':
    case 'proxy':
      return '';
    case 'us':
      return CLOUD_HOSTS.us;
    case 'eu':
      return CLOUD_HOSTS.eu;
    case 'self-hosted':
      // An unusable address is still shown as typed (settings, draft keys); the client refuses to use it.
      return parseSelfHostedUrl(connection.selfHostedUrl).url ?? connection.selfHostedUrl.trim();
  }
}

export type ParsedSelfHostedUrl = { url: string; problem: null } | { url: null; problem: string };

/**
 * A self-hosted base URL as the app uses it: the parsed origin and path without a trailing slash, or
 * why it is unusable. Messages never repeat the input: it may hold a password.
 */
export function parseSelfHostedUrl(value: string): ParsedSelfHostedUrl {
  const refuse = (problem: string): ParsedSelfHostedUrl => ({ url: null, problem });
  const trimmed = value.trim();
  if (!trimmed) return refuse('Enter the base URL of your PostHog instance.');
  // Browsers read a backslash as "/": `https://evil.example\@posthog.example.com` goes to evil.example.
  if (trimmed.includes('\\'))
    return refuse('Remove the backslash: browsers read it as / and change the host.');
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return refuse('Enter a full URL, e.g. https://posthog.example.com');
  }
  if (url.protocol !== 'https:')
    return refuse('Only https:// URLs are allowed: the API key must not travel in clear text.');
  if (url.username || url.password)
    return refuse(
      'Leave the user name or password out of the address: PostHog takes the API key, and the address is stored and shown in clear.',
    );
  // A bare "?" or "#" parses to an empty search or hash, so look at the text too.
  if (url.search || url.hash || /[?#]/.test(trimmed))
    return refuse('Enter the base URL only, without ? or # parts.');
  return { url: `${url.origin}${url.pathname.replace(/\/+$/, '')}`, problem: null };
}

/** Why a self-hosted base URL is unusable, or null when it is fine. */
export function validateSelfHostedUrl(value: string): string | null {
  return parseSelfHostedUrl(value).problem;
}

/** Why requests must not be sent with this connection (say, an address kept by an older version), or null. */
export function connectionProblem(connection: Pick<Connection, 'kind' | 'selfHostedUrl'>): string | null {
  if (connection.kind !== 'self-hosted') return null;
  const problem = validateSelfHostedUrl(connection.selfHostedUrl);
  return problem && `The self-hosted address in the connection settings cannot be used. ${problem}`;
}

export const defaultConnection: Connection = {
  kind: 'demo',
  selfHostedUrl: '',
  apiKey: DEMO_API_KEY,
  remember: false,
  access: CURRENT_ORGANIZATION,
};
