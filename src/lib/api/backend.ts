// Which API the app talks to: the built-in demo mock, PostHog Cloud (US/EU), a self-hosted instance or
// a same-origin proxy served by the Vite dev/preview server (BACKENDS, below), and with which key.

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

/** The proxy target the dev/preview server was started with (SURVEYOR_API_PROXY), or '' when none. */
export const proxyTarget: string = import.meta.env.VITE_API_PROXY_TARGET ?? '';

interface BackendFacts {
  /** In the connection form. */
  label: string;
  /** In the shell (the connection chip, the page title). */
  shortLabel: string;
  /** Beside the label in the connection form. */
  description: string;
  /** The base URL API paths (which start with /api/) are appended to ('' is this page's origin), or
   * `typed`: the self-hosted address the user gives. */
  api: string | 'typed';
  /** Where PostHog's own pages are, for what only a logged-in session may do there; null: none. */
  app: string | 'typed' | null;
  /** Offered by this build: the proxy exists only when the server was started with a target. */
  offered: boolean;
  /** Whether it does the actions PostHog keeps for a logged-in session (session-only-actions.ts). */
  sessionOnlyActions: 'refused' | 'maybe' | 'per-demo-key';
}

const CLOUD = { us: 'https://us.posthog.com', eu: 'https://eu.posthog.com' };

/** Every kind of backend and what the app knows of it: the one list of them. */
export const BACKENDS = {
  demo: {
    label: 'Demo (built-in mock)',
    shortLabel: 'Demo',
    description: 'A stateful mock of the PostHog API that runs in this browser tab. No account needed.',
    api: '',
    app: null,
    offered: true,
    // Its all-scopes key does them; the others behave as PostHog does (contracts/demo-keys.ts).
    sessionOnlyActions: 'per-demo-key',
  },
  us: {
    label: 'US Cloud',
    shortLabel: 'US Cloud',
    description: CLOUD.us,
    api: CLOUD.us,
    app: CLOUD.us,
    offered: true,
    sessionOnlyActions: 'refused',
  },
  eu: {
    label: 'EU Cloud',
    shortLabel: 'EU Cloud',
    description: CLOUD.eu,
    api: CLOUD.eu,
    app: CLOUD.eu,
    offered: true,
    sessionOnlyActions: 'refused',
  },
  'self-hosted': {
    label: 'Self-hosted',
    shortLabel: 'Self-hosted',
    description: 'Your own PostHog instance (https only).',
    api: 'typed',
    app: 'typed',
    offered: true,
    // Its version is unknown: current versions refuse, older ones may not.
    sessionOnlyActions: 'maybe',
  },
  proxy: {
    label: 'Same-origin proxy',
    shortLabel: 'Same-origin proxy',
    description: `This server forwards /api to ${proxyTarget || '(not configured)'}.`,
    api: '',
    app: proxyTarget || null,
    offered: Boolean(proxyTarget),
    sessionOnlyActions: 'maybe',
  },
} as const satisfies Record<string, BackendFacts>;

export type BackendKind = keyof typeof BACKENDS;

/** The kinds, in the order the connection form offers them (the ones this build has). */
export const BACKEND_KINDS = Object.keys(BACKENDS) as [BackendKind, ...BackendKind[]];

/** Where a connection's requests go, or why none may be sent with it. */
export type Endpoint = { baseUrl: string; problem: null } | { baseUrl: null; problem: string };

/**
 * The endpoint of a connection. A self-hosted address is parsed here, once per connection made active
 * (connection-store.ts) or tested: one kept by an older version may be unusable, and then nothing is sent.
 */
export function endpointOf(connection: Pick<Connection, 'kind' | 'selfHostedUrl'>): Endpoint {
  const { api } = BACKENDS[connection.kind];
  if (api !== 'typed') return { baseUrl: api, problem: null };
  const parsed = parseSelfHostedUrl(connection.selfHostedUrl);
  return parsed.url !== null
    ? { baseUrl: parsed.url, problem: null }
    : {
        baseUrl: null,
        problem: `The self-hosted address in the connection settings cannot be used. ${parsed.problem}`,
      };
}

/** Base URL that API paths (which start with /api/) are appended to; '' means same origin. */
export function baseUrlFor(connection: Pick<Connection, 'kind' | 'selfHostedUrl'>): string {
  // An unusable address is still shown as typed (settings, draft keys); the client refuses to use it.
  return endpointOf(connection).baseUrl ?? connection.selfHostedUrl.trim();
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

export const defaultConnection: Connection = {
  kind: 'demo',
  selfHostedUrl: '',
  apiKey: DEMO_API_KEY,
  remember: false,
  access: CURRENT_ORGANIZATION,
};
