// The sandboxed document the survey renderer runs in, and the messages between it and the app.
//
// The frame is `sandbox="allow-scripts"` without allow-same-origin: its origin is opaque, so nothing in
// it can reach the app's storage (where the API key is), cookies or DOM. Its CSP runs only the nonce'd
// bootstrap (frame-bootstrap.js) and the renderer it imports from a blob: URL; inline handlers
// (`onerror=`), other scripts, network requests and remote fonts are refused. The app sends the
// renderer's source and the survey in; nothing secret ever goes in.
import type { RendererSurvey } from './renderer-survey';
// Plain browser JavaScript kept as text so the bundler cannot rename or wrap it; the production CSP
// allows it by the hash the build computes from that file (see frame-bootstrap.js).
import BOOTSTRAP from './frame-bootstrap.js?csp-hashed';

export const PREVIEW_FRAME_SANDBOX = 'allow-scripts';

/** Page colours behind the survey, like a customer's site, so either survey theme reads in either app mode. */
const PAGE_COLORS = { light: '#eef0f3', dark: '#2b2e34' } as const;
export type PreviewScheme = keyof typeof PAGE_COLORS;

export type ParentToFrame =
  | { type: 'source'; code: string }
  | { type: 'render'; survey: RendererSurvey; page: number; scheme: PreviewScheme };

export type FrameToParent =
  | { type: 'booted' }
  | { type: 'ready' }
  | { type: 'rendered' }
  | { type: 'submit'; value: string | string[] | number | null }
  | { type: 'back' }
  | { type: 'height'; px: number }
  | { type: 'load-error'; message: string }
  | { type: 'render-error'; message: string };

/** A fresh nonce for one frame: 128 random bits, base64. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export function previewFrameCsp(nonce: string): string {
  return [
    "default-src 'none'",
    // The nonce admits the bootstrap; blob: admits the renderer it imports. No 'unsafe-inline', so
    // event-handler attributes never run, and no 'unsafe-eval'.
    `script-src 'nonce-${nonce}' blob:`,
    // The renderer injects its stylesheet and sets style attributes.
    "style-src 'unsafe-inline'",
    // Survey HTML may show images; the renderer's icons are inline SVG.
    'img-src data: https:',
    'font-src data:',
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/** The frame's whole document (`srcdoc`): the CSP first, the bootstrap last (it needs the body). */
export function buildPreviewSrcdoc(nonce: string): string {
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(nonce)) throw new Error('A nonce must be base64');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${previewFrameCsp(nonce)}">
<meta name="referrer" content="no-referrer">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Survey preview</title>
<style>
  html { color-scheme: light; }
  /* The survey inherits the host page's font; this stands in for a typical site's. */
  body {
    margin: 0;
    padding: 32px 16px;
    background: ${PAGE_COLORS.light};
    display: flex;
    justify-content: center;
    font-family: system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif;
  }
  body[data-scheme='dark'] { background: ${PAGE_COLORS.dark}; }
  #preview-root { display: flex; justify-content: center; width: 100%; }
</style>
</head>
<body>
<div id="preview-root"></div>
<script nonce="${nonce}">${BOOTSTRAP}</script>
</body>
</html>`;
}

const isAnswer = (value: unknown): value is string | string[] | number | null =>
  value === null ||
  typeof value === 'string' ||
  (typeof value === 'number' && Number.isFinite(value)) ||
  (Array.isArray(value) && value.every((item) => typeof item === 'string'));

/**
 * A message from the frame, checked: the frame runs third-party code on untrusted content, so its
 * messages are data to validate, never commands. Anything else is null.
 */
export function parseFrameMessage(data: unknown): FrameToParent | null {
  if (!data || typeof data !== 'object') return null;
  const message = data as Record<string, unknown>;
  switch (message.type) {
    case 'booted':
    case 'ready':
    case 'rendered':
    case 'back':
      return { type: message.type };
    case 'submit':
      return isAnswer(message.value) ? { type: 'submit', value: message.value } : null;
    case 'height':
      return typeof message.px === 'number' && Number.isFinite(message.px)
        ? { type: 'height', px: message.px }
        : null;
    case 'load-error':
    case 'render-error':
      return {
        type: message.type,
        message: typeof message.message === 'string' ? message.message.slice(0, 500) : 'Unknown error',
      };
    default:
      return null;
  }
}
