// The HTTP security headers of the production server (nginx, deploy/nginx/), also sent by `vite preview`,
// and the checks on the environment variables that shape them. Plain ESM so the start script
// (scripts/serve-prod.mjs) runs it with Node alone; types in security-headers.d.mts.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The hosts the app's own backends call from the browser (see BACKENDS in src/lib/api/backend.ts). */
export const POSTHOG_CLOUD_ORIGINS = ['https://us.posthog.com', 'https://eu.posthog.com'];

/** Name of the file the build writes next to index.html: the CSP hashes of every inline script. */
export const CSP_MANIFEST = 'csp-hashes.json';

/**
 * The hashes a build wrote next to index.html (`{ scriptHashes: ["'sha256-…'"] }`). Throws when the
 * directory was not built by this repository's Vite config, rather than serve a policy that breaks it.
 */
export function readCspManifest(outDir) {
  const file = path.join(outDir, CSP_MANIFEST);
  let parsed;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} is missing or unreadable: build the app first (${error.message})`, {
      cause: error,
    });
  }
  const hashes = parsed?.scriptHashes;
  if (!Array.isArray(hashes) || !hashes.every((hash) => /^'sha256-[A-Za-z0-9+/]+={0,2}'$/.test(hash)))
    throw new Error(`${file} does not list sha256 sources`);
  return { scriptHashes: hashes };
}

/** A CSP hash source for an inline script or style: `'sha256-<base64>'` of its exact UTF-8 text. */
export function sha256Source(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The hash sources of the inline `<script>` elements (those without src) of an HTML document. */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    hashes.push(sha256Source(match[2] ?? ''));
  }
  return hashes;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A DNS name: dot-separated labels of lower-case letters, digits and inner hyphens (IDNs as punycode). */
const DNS_NAME = '[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*';
const PLAIN_HOST = new RegExp(`^(?:${DNS_NAME}|\\d{1,3}(?:\\.\\d{1,3}){3}|\\[[0-9a-f:.]+\\])$`);

/**
 * Whether a URL's hostname is a plain host: a lower-case DNS name, an IPv4 address or a bracketed IPv6
 * address. The WHATWG parser keeps `$ ; " { } ' *` in host names, and the proxy's host is written into
 * nginx's configuration: nothing else is let through.
 */
export function isPlainHost(hostname) {
  return PLAIN_HOST.test(hostname);
}

/**
 * SURVEYOR_API_PROXY: the PostHog host that same-origin `/api/*` is forwarded to. An https origin (the
 * personal API key travels through it); plain http only to this machine, for tests and a local PostHog.
 * Returns the normalised origin, '' when unset; throws with a readable reason otherwise.
 */
export function parseApiProxyTarget(value) {
  const trimmed = (value ?? '').trim();
  if (!trimmed) return '';
  // The URL parser drops tabs and newlines inside a URL: refuse them rather than guess what was meant.
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f]/.test(trimmed))
    throw new Error('SURVEYOR_API_PROXY must not contain spaces or control characters.');
  let url;
  try {
    url = new URL(trimmed);
  } catch {
    throw new Error(`SURVEYOR_API_PROXY must be a URL such as https://eu.posthog.com, not "${trimmed}".`);
  }
  const loopback = LOOPBACK_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback))
    throw new Error('SURVEYOR_API_PROXY must use https:// (plain http:// only for localhost).');
  if (url.username || url.password)
    throw new Error('SURVEYOR_API_PROXY must not contain a user or password.');
  if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash)
    throw new Error('SURVEYOR_API_PROXY must be an origin only (https://host[:port]), without a path.');
  if (!isPlainHost(url.hostname))
    throw new Error(
      `SURVEYOR_API_PROXY: ${JSON.stringify(url.hostname)} is not a host name (lower-case letters, digits, ` +
        'dots and hyphens), an IPv4 address or a bracketed IPv6 address.',
    );
  return url.origin;
}

/**
 * SURVEYOR_CONNECT_SRC: extra sources the browser may call directly, space- or comma-separated: https
 * origins (a self-hosted PostHog, `https://*.example.com`) or the scheme `https:` (any https host).
 * Anything else is refused, so nothing can break out of the header.
 */
export function parseConnectSrc(value) {
  const sources = (value ?? '').split(/[\s,]+/).filter(Boolean);
  const origin = new RegExp(`^https://(?:\\*\\.)?${DNS_NAME}(?::\\d{1,5})?$`, 'i');
  for (const source of sources) {
    if (source === 'https:') continue;
    if (!origin.test(source))
      throw new Error(
        `SURVEYOR_CONNECT_SRC: "${source}" is not an https origin (https://posthog.example.com) or "https:".`,
      );
  }
  return [...new Set(sources)];
}

/**
 * The Content-Security-Policy of the built app.
 * - Scripts: the app's own files, the inline scripts whose hashes the build computed (the survey preview's
 *   bootstrap: a srcdoc frame inherits this policy), and `blob:` for the renderer that bootstrap imports.
 *   No 'unsafe-inline', no 'unsafe-eval'.
 * - Styles: MUI (emotion) inserts `<style>` elements at run time, so inline style elements are allowed;
 *   style attributes are not (React, React Flow and the renderer set styles through the CSSOM, which
 *   CSP does not govern), so HTML from a survey cannot position anything with `style=`.
 * - Images: https: as well, for images in survey content shown by the preview.
 * - Connections: this origin (the demo backend and the /api proxy), PostHog Cloud, and connectSrc.
 */
export function contentSecurityPolicy({ scriptHashes = [], connectSrc = [] } = {}) {
  const directives = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes, 'blob:'],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['style-src-attr', "'none'"],
    ['img-src', "'self'", 'data:', 'https:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...new Set([...POSTHOG_CLOUD_ORIGINS, ...connectSrc])],
    ['worker-src', "'self'"],
    ['frame-src', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'none'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** Browser features the app never uses, switched off for it and anything it might embed. */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'bluetooth=()',
  'browsing-topics=()',
].join(', ');

/** Headers that never depend on the build: safe for the dev server too. */
export function baseSecurityHeaders() {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** Every security header of the built app: the base set, CORP and the CSP. */
export function securityHeaders(options = {}) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    ...baseSecurityHeaders(),
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}

/**
 * The dev server's headers: the base set and a CSP of `frame-ancestors` only (Vite's dev client and
 * React Refresh need inline and eval'd scripts, so the full policy is for built apps).
 */
export function devSecurityHeaders() {
  return { 'Content-Security-Policy': "frame-ancestors 'none'", ...baseSecurityHeaders() };
}
