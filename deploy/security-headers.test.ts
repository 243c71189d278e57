import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  contentSecurityPolicy,
  devSecurityHeaders,
  inlineScriptHashes,
  parseApiProxyTarget,
  parseConnectSrc,
  readCspManifest,
  securityHeaders,
  sha256Source,
} from './security-headers.mjs';

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values];
    }),
  );
}

describe('sha256Source', () => {
  it('is the CSP hash source of the exact text', () => {
    expect(sha256Source('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(sha256Source('a')).not.toBe(sha256Source('a\n'));
  });
});

describe('inlineScriptHashes', () => {
  it('hashes inline scripts only, with their exact content', () => {
    const html = `<head><script type="module" crossorigin src="/assets/index.js"></script>
      <script>window.a = 1;</script></head><body><SCRIPT type="text/javascript">
b()</SCRIPT><script src='/x.js'></script></body>`;
    expect(inlineScriptHashes(html)).toEqual([sha256Source('window.a = 1;'), sha256Source('\nb()')]);
    expect(inlineScriptHashes('<div id="root"></div>')).toEqual([]);
  });
});

describe('the Content-Security-Policy', () => {
  const hash = sha256Source('boot()');
  const csp = directives(
    contentSecurityPolicy({ scriptHashes: [hash], connectSrc: ['https://ph.example.com'] }),
  );

  it('runs only this origin, the hashed inline scripts and blob: (the preview renderer)', () => {
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'", hash, 'blob:']);
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
  });

  it('refuses style attributes, framing, <base>, forms and other frames', () => {
    expect(csp.get('style-src-attr')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'none'"]);
    expect(csp.get('frame-src')).toEqual(["'none'"]);
  });

  it('connects to this origin, PostHog Cloud and the configured origins only', () => {
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://us.posthog.com',
      'https://eu.posthog.com',
      'https://ph.example.com',
    ]);
    expect(directives(contentSecurityPolicy()).get('connect-src')).toEqual([
      "'self'",
      'https://us.posthog.com',
      'https://eu.posthog.com',
    ]);
  });

  it('never allows inline or eval scripts', () => {
    const text = contentSecurityPolicy({ scriptHashes: [hash] });
    expect(text).not.toContain('unsafe-eval');
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
  });
});

describe('the headers', () => {
  it('of the built app', () => {
    const headers = securityHeaders({ scriptHashes: [] });
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'X-Frame-Options': 'DENY',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Resource-Policy': 'same-origin',
    });
    expect(headers['Permissions-Policy']).toMatch(/^camera=\(\), microphone=\(\)/);
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
  });

  it('of the dev server: no script policy (Vite needs inline and eval), but no framing either', () => {
    const headers = devSecurityHeaders();
    expect(headers['Content-Security-Policy']).toBe("frame-ancestors 'none'");
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
  });
});

describe('SURVEYOR_API_PROXY', () => {
  it('is an https origin, or http on this machine', () => {
    expect(parseApiProxyTarget(undefined)).toBe('');
    expect(parseApiProxyTarget('  ')).toBe('');
    expect(parseApiProxyTarget('https://eu.posthog.com')).toBe('https://eu.posthog.com');
    expect(parseApiProxyTarget('https://EU.posthog.com/')).toBe('https://eu.posthog.com');
    expect(parseApiProxyTarget('https://posthog.example.com:8443')).toBe('https://posthog.example.com:8443');
    expect(parseApiProxyTarget('http://localhost:8000')).toBe('http://localhost:8000');
    expect(parseApiProxyTarget('http://127.0.0.1:4328')).toBe('http://127.0.0.1:4328');
    // Only the origin is ever used.
    expect(parseApiProxyTarget('https://eu.posthog.com?')).toBe('https://eu.posthog.com');
  });

  it('takes host names, IPv4 and bracketed IPv6 addresses, as the URL parser writes them', () => {
    expect(parseApiProxyTarget('https://posthog-1.eu.example.com')).toBe('https://posthog-1.eu.example.com');
    expect(parseApiProxyTarget('https://bücher.example')).toBe('https://xn--bcher-kva.example');
    expect(parseApiProxyTarget('https://10.0.0.5:8443')).toBe('https://10.0.0.5:8443');
    expect(parseApiProxyTarget('https://[2001:DB8::1]')).toBe('https://[2001:db8::1]');
    expect(parseApiProxyTarget('http://[::1]:8000')).toBe('http://[::1]:8000');
  });

  // The WHATWG parser keeps these in a host name, and the value went
  // into nginx's configuration; `${http_x_upstream}` let every request choose the upstream.
  it.each([
    'https://${http_x_upstream}',
    'https://a$b',
    'https://a"b.com',
    'https://a{b}.com',
    'https://evil.example;',
    "https://a'b.com",
    'https://a*b.com',
    'https://a_b.com',
    'https://a..b.com',
    'https://-a.example.com',
    'https://eu.posthog.com.',
  ])('refuses the host of %s, which could break out of or steer the proxy', (value) => {
    expect(() => parseApiProxyTarget(value)).toThrow(/SURVEYOR_API_PROXY: .* is not a host name/);
  });

  it('refuses spaces and control characters, which the URL parser would silently drop', () => {
    for (const value of [
      'https://eu.post\thog.com',
      'https://eu.posthog\n.com',
      'https://eu.posthog.com\u0000',
    ])
      expect(() => parseApiProxyTarget(value)).toThrow(/SURVEYOR_API_PROXY must not contain spaces/);
  });

  it.each([
    ['eu.posthog.com', /must be a URL/],
    ['http://posthog.internal', /https/],
    ['ftp://eu.posthog.com', /https/],
    ['https://user:secret@eu.posthog.com', /user or password/],
    ['https://eu.posthog.com/api', /origin only/],
    ['https://eu.posthog.com?x=1', /origin only/],
  ])('refuses %s', (value, reason) => {
    expect(() => parseApiProxyTarget(value)).toThrow(reason);
  });
});

describe('SURVEYOR_CONNECT_SRC', () => {
  it('takes https origins and the https: scheme, space- or comma-separated', () => {
    expect(parseConnectSrc(undefined)).toEqual([]);
    expect(parseConnectSrc('https://posthog.example.com, https://*.example.org:8443  https:')).toEqual([
      'https://posthog.example.com',
      'https://*.example.org:8443',
      'https:',
    ]);
  });

  it.each([
    '*',
    'http://posthog.example.com',
    "'unsafe-inline'",
    'https://posthog.example.com/path',
    'https://a.example.com;',
    'https://a.example.com"',
    'data:',
  ])('refuses %s, which could widen or break out of the header', (value) => {
    expect(() => parseConnectSrc(value)).toThrow(/SURVEYOR_CONNECT_SRC/);
  });
});

describe('readCspManifest', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'csp-manifest-'));

  it('reads the hashes a build wrote', () => {
    writeFileSync(path.join(dir, 'csp-hashes.json'), JSON.stringify({ scriptHashes: [sha256Source('x')] }));
    expect(readCspManifest(dir)).toEqual({ scriptHashes: [sha256Source('x')] });
  });

  it('refuses a missing or malformed file, rather than serve a policy that breaks the app', () => {
    expect(() => readCspManifest(path.join(dir, 'nope'))).toThrow(/build the app first/);
    writeFileSync(path.join(dir, 'csp-hashes.json'), JSON.stringify({ scriptHashes: ["'unsafe-inline'"] }));
    expect(() => readCspManifest(dir)).toThrow(/sha256/);
  });
});
