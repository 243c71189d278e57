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
};
