// Playwright fixtures for the production server: every test fails on any Content-Security-Policy
// violation, in the app's document or in the preview's sandboxed frame, and on missing security headers.
import type { APIResponse, Response } from '@playwright/test';
import { expect, test as mockTest } from './mock';

const MARK = '[csp-violation]';

export const test = mockTest.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      // Init scripts run in every frame, the srcdoc preview frame included, and are not subject to the CSP.
      await page.addInitScript((mark) => {
        document.addEventListener(
          'securitypolicyviolation',
          (event) => {
            const blocked = event.blockedURI || 'inline';
            const where = `${event.sourceFile || location.href}:${event.lineNumber}`;
            console.error(
              `${mark} ${event.effectiveDirective} blocked ${blocked} at ${where} ${event.sample}`,
            );
          },
          true,
        );
      }, MARK);
      page.on('console', (message) => {
        const text = message.text();
        // Chromium's own report of a refused load or script, besides the event above.
        if (text.startsWith(MARK) || /Content Security Policy/i.test(text)) violations.push(text);
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

/** The directives of a CSP header, by name. */
export function cspDirectives(header: string | undefined): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

/** Asserts the security headers every response of the production server carries. */
export function expectSecurityHeaders(response: Response | APIResponse): void {
  const headers = response.headers();
  const csp = cspDirectives(headers['content-security-policy']);
  expect(headers['content-security-policy'], `CSP on ${response.url()}`).toBeTruthy();
  expect(csp.get('default-src')).toEqual(["'self'"]);
  const scripts = csp.get('script-src') ?? [];
  expect(scripts[0]).toBe("'self'");
  expect(scripts.filter((source) => source.startsWith("'sha256-")).length).toBeGreaterThan(0);
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(csp.get('style-src-attr')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'none'"]);
  expect(csp.get('form-action')).toEqual(["'none'"]);
  expect(csp.get('worker-src')).toEqual(["'self'"]);
  expect(csp.get('connect-src')).toEqual(
    expect.arrayContaining(["'self'", 'https://us.posthog.com', 'https://eu.posthog.com']),
  );
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['permissions-policy']).toContain('camera=()');
}

export { expect };
