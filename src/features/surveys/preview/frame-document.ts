// The sandboxed document the survey renderer runs in, and the messages between it and the app.
//
// The frame is `sandbox="allow-scripts"` without allow-same-origin: its origin is opaque, so nothing in
// it can reach the app's storage (where the API key is), cookies or DOM. Its CSP runs only the nonce'd
// bootstrap below and the renderer it imports from a blob: URL; inline handlers (`onerror=`), other
// scripts, network requests and remote fonts are refused. The app sends the renderer's source and the
// survey in; nothing secret ever goes in.
import type { RendererSurvey } from './renderer-survey';

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

// Plain ES2020 kept as text (not a compiled function) so the bundler cannot rename or wrap it.
const BOOTSTRAP = `(() => {
  'use strict';
  const root = document.getElementById('preview-root');
  const post = (message) => parent.postMessage(message, '*');
  const describe = (error) => String((error && error.message) || error).slice(0, 500);
  let renderer = null;
  let loading = false;
  let lastHeight = -1;

  // Survey content may hold links; the preview is not a place to follow them (nor to submit forms).
  document.addEventListener('click', (event) => {
    const target = event.target;
    if (target instanceof Element && target.closest('a[href]')) event.preventDefault();
  }, true);
  document.addEventListener('submit', (event) => event.preventDefault(), true);

  new ResizeObserver(() => {
    const px = Math.ceil(document.body.getBoundingClientRect().height);
    if (px !== lastHeight) {
      lastHeight = px;
      post({ type: 'height', px });
    }
  }).observe(document.body);

  addEventListener('message', async (event) => {
    if (event.source !== parent) return;
    const data = event.data;
    if (!data || typeof data !== 'object') return;
    if (data.type === 'source' && !renderer && !loading && typeof data.code === 'string') {
      loading = true;
      const url = URL.createObjectURL(new Blob([data.code], { type: 'text/javascript' }));
      try {
        const module = await import(url);
        if (typeof module.renderSurveysPreview !== 'function') throw new Error('renderSurveysPreview is missing');
        renderer = module;
        post({ type: 'ready' });
      } catch (error) {
        post({ type: 'load-error', message: describe(error) });
      } finally {
        URL.revokeObjectURL(url);
      }
    } else if (data.type === 'render' && renderer) {
      document.body.dataset.scheme = data.scheme === 'dark' ? 'dark' : 'light';
      try {
        renderer.renderSurveysPreview({
          survey: data.survey,
          parentElement: root,
          previewPageIndex: data.page,
          onPreviewSubmit: (value) => post({ type: 'submit', value: value === undefined ? null : value }),
          onPreviewBack: () => post({ type: 'back' }),
        });
        post({ type: 'rendered' });
      } catch (error) {
        post({ type: 'render-error', message: describe(error) });
      }
    }
  });
  post({ type: 'booted' });
})();`;

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
