import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildPreviewSrcdoc,
  createNonce,
  parseFrameMessage,
  PREVIEW_FRAME_SANDBOX,
  previewFrameCsp,
} from './frame-document';

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('the preview frame', () => {
  it('is sandboxed to scripts only, never the same origin', () => {
    expect(PREVIEW_FRAME_SANDBOX.split(/\s+/)).toEqual(['allow-scripts']);
  });

  it('makes a fresh base64 nonce each time', () => {
    const nonces = new Set(Array.from({ length: 20 }, createNonce));
    expect(nonces.size).toBe(20);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it('has a CSP that runs only the nonce and blob: scripts', () => {
    const csp = directives(previewFrameCsp('abc123'));
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toEqual(["'nonce-abc123'", 'blob:']);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
    expect(csp.get('connect-src')).toBeUndefined(); // falls back to default-src 'none'
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'none'"]);
  });

  it('puts the CSP before any script, and nonces the bootstrap', () => {
    const nonce = createNonce();
    const html = buildPreviewSrcdoc(nonce);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const meta = doc.querySelector('meta[http-equiv="Content-Security-Policy"]');
    expect(meta?.getAttribute('content')).toBe(previewFrameCsp(nonce));
    const scripts = [...doc.querySelectorAll('script')];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.getAttribute('nonce')).toBe(nonce);
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));
    expect(doc.documentElement.lang).toBe('en');
    expect(doc.querySelector('meta[name="referrer"]')?.getAttribute('content')).toBe('no-referrer');
    // The bootstrap talks only to its parent and checks who is talking to it.
    expect(scripts[0]!.textContent).toContain('event.source !== parent');
  });

  it('inlines frame-bootstrap.js verbatim, so the CSP hash the build computes from that file matches', () => {
    const doc = new DOMParser().parseFromString(buildPreviewSrcdoc(createNonce()), 'text/html');
    const file = readFileSync(path.resolve('src/features/survey-preview/frame-bootstrap.js'), 'utf8');
    expect(doc.querySelector('script')!.textContent).toBe(file);
  });

  it('refuses a nonce that could break out of its attribute', () => {
    expect(() => buildPreviewSrcdoc(`x' 'unsafe-inline`)).toThrow();
    expect(() => buildPreviewSrcdoc('"><script>')).toThrow();
  });
});

describe('parseFrameMessage', () => {
  it('accepts the messages of the protocol', () => {
    expect(parseFrameMessage({ type: 'booted' })).toEqual({ type: 'booted' });
    expect(parseFrameMessage({ type: 'ready', extra: 1 })).toEqual({ type: 'ready' });
    expect(parseFrameMessage({ type: 'height', px: 240 })).toEqual({ type: 'height', px: 240 });
    for (const value of ['text', 7, ['a', 'b'], null]) {
      expect(parseFrameMessage({ type: 'submit', value })).toEqual({ type: 'submit', value });
    }
    expect(parseFrameMessage({ type: 'load-error', message: 'x'.repeat(900) })).toEqual({
      type: 'load-error',
      message: 'x'.repeat(500),
    });
  });

  it('drops anything else', () => {
    const junk = [
      null,
      'ready',
      42,
      { type: 'eval', code: 'x' },
      { type: 'submit', value: { toString: 'x' } },
      { type: 'submit', value: [1, 2] },
      { type: 'submit', value: Number.NaN },
      { type: 'height', px: '100' },
      { type: 'height', px: Number.POSITIVE_INFINITY },
    ];
    for (const data of junk) expect(parseFrameMessage(data)).toBeNull();
  });
});
