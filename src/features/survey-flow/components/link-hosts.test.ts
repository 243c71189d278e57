import { describe, expect, it } from 'vitest';
import { sanitizeInlineHtml } from '@/lib/sanitize-html';
import { showLinkHosts } from './link-hosts';

const shown = (html: string) => {
  const box = document.createElement('div');
  box.innerHTML = showLinkHosts(sanitizeInlineHtml(html));
  return box;
};

describe('links whose text looks like another address', () => {
  it('say where they really go', () => {
    const box = shown('Go to <a href="https://evil.example/login">https://us.posthog.com/settings</a> now');
    expect(box.textContent).toBe('Go to https://us.posthog.com/settings (opens evil.example) now');
    // The link itself is left as it was: same target, same text.
    expect(box.querySelector('a')).toHaveAttribute('href', 'https://evil.example/login');
    expect(box.querySelector('a')).toHaveTextContent('https://us.posthog.com/settings');
  });

  it('catch bare hosts, and hosts that only start like the real one', () => {
    expect(shown('<a href="https://posthog.com.evil.example">posthog.com</a>').textContent).toBe(
      'posthog.com (opens posthog.com.evil.example)',
    );
    expect(shown('<a href="https://evil.example">www.posthog.com/docs</a>').textContent).toBe(
      'www.posthog.com/docs (opens evil.example)',
    );
    expect(shown('<a href="mailto:me@evil.example">https://posthog.com</a>').textContent).toBe(
      'https://posthog.com (writes to me@evil.example)',
    );
  });

  it('leave honest links and ordinary words alone', () => {
    for (const html of [
      '<a href="https://posthog.com/docs">https://posthog.com</a>',
      '<a href="https://www.posthog.com">posthog.com</a>',
      '<a href="https://POSTHOG.com">PostHog.com/pricing</a>',
      '<a href="https://evil.example">Read our docs</a>',
      '<a href="https://evil.example">v1.2</a>',
      '<a href="mailto:hi@posthog.com">hi@posthog.com</a>',
      'No link here: https://posthog.com',
    ])
      expect(shown(html).innerHTML, html).toBe(sanitizeInlineHtml(html));
  });
});
