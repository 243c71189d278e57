import { describe, expect, it } from 'vitest';
import { baseUrlFor, parseSelfHostedUrl, validateSelfHostedUrl } from './backend';

describe('self-hosted URL', () => {
  it.each([
    ['https://admin:hunter2@posthog.example.com', /user name or password/],
    ['https://admin@posthog.example.com', /user name or password/],
    ['https://posthog.example.com#', /without \? or #/],
    ['https://posthog.example.com?', /without \? or #/],
    ['https://posthog.example.com/?team=1', /without \? or #/],
    ['https://posthog.example.com/#/x', /without \? or #/],
    ['https://evil.example\\@posthog.example.com', /backslash/],
    ['http://posthog.example.com', /Only https/],
    ['posthog.example.com', /full URL/],
    ['  ', /Enter the base URL/],
  ])('refuses %s', (value, message) => {
    expect(validateSelfHostedUrl(value)).toMatch(message);
  });

  it('never repeats a password it refuses', () => {
    expect(validateSelfHostedUrl('https://admin:hunter2@posthog.example.com')).not.toContain('hunter2');
  });

  it.each([
    [' https://PostHog.Example.com/ ', 'https://posthog.example.com'],
    ['https://posthog.example.com:8443', 'https://posthog.example.com:8443'],
    ['https://posthog.example.com:443/', 'https://posthog.example.com'],
    ['https://example.com/posthog//', 'https://example.com/posthog'],
  ])('normalises %s to origin and path without a trailing slash', (value, normalised) => {
    expect(parseSelfHostedUrl(value)).toEqual({ url: normalised, problem: null });
    expect(baseUrlFor({ kind: 'self-hosted', selfHostedUrl: value })).toBe(normalised);
  });
});
