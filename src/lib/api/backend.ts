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
      return connection.selfHostedUrl.trim().replace(/\/+$/, '');
  }
}

/** Why a self-hosted base URL is unusable, or null when it is fine. */
export function validateSelfHostedUrl(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return 'Enter the base URL of your PostHog instance.';
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return 'Enter a full URL, e.g. https://posthog.example.com';
  }
  if (url.protocol !== 'https:')
    return 'Only https:// URLs are allowed: the API key must not travel in clear text.';
  if (url.search || url.hash) return 'Enter the base URL only, without ? or # parts.';
  return null;
}

export const defaultConnection: Connection = {
  kind: 'demo',
  selfHostedUrl: '',
  apiKey: DEMO_API_KEY,
  remember: false,
};
