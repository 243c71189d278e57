// The links a survey question may carry, each next to its source in
// products/surveys/backend/api/survey.py (PostHog/posthog @ 0031b5ea) unless said otherwise.
import { describe, expect, it } from 'vitest';
import { call } from '../test-api';

const BASE = '/api/projects/1/surveys/';
const post = (body: unknown, key?: string) => call('POST', BASE, body, key);
const open = (question: string, extra: object = {}) => ({ type: 'open', question, ...extra });
const link = (url: unknown) => ({ type: 'link', question: 'Visit us', link: url });
const invalid = (detail: string, attr: string | null = 'questions') => ({
  type: 'validation_error',
  code: 'invalid_input',
  detail,
  attr,
});

describe('links', () => {
  // _validate_and_sanitize_link: urlparse scheme in [https, mailto]; mailto matched with re.match against
  // EMAIL_REGEX = r"^mailto:[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}$"; https needs a netloc.
  const mailto = 'Invalid mailto link. Please enter a valid mailto link (e.g., mailto:example@domain.com).';
  it.each([
    ['mailto:team@example.com?subject=Feedback', mailto],
    ['mailto:team@example.c', mailto],
    ['mailto:zoë@example.com', mailto],
    ['MAILTO:team@example.com', mailto],
    ['mailto:nobody', mailto],
    ['https://', 'Invalid HTTPS URL. Please enter a valid HTTPS link.'],
    ['https:/example.com', 'Invalid HTTPS URL. Please enter a valid HTTPS link.'],
    ['http://example.com', 'Link must be a URL with one of these schemes: [https, mailto]'],
    ['example.com', 'Link must be a URL with one of these schemes: [https, mailto]'],
    ['javascript:alert(1)', 'Link must be a URL with one of these schemes: [https, mailto]'],
  ])('%s → 400 "%s"', async (url, detail) => {
    expect((await post({ name: 'Link', type: 'popover', questions: [link(url)] })).json).toEqual(
      invalid(detail),
    );
  });
  it.each(['mailto:first.last+tag@mail.example.co.uk', 'HTTPS://example.com/path', 'https://example.com'])(
    '%s is accepted',
    async (url) => {
      expect((await post({ name: `Link ${url}`, type: 'popover', questions: [link(url)] })).status).toBe(201);
    },
  );
  it('a non-string link names its question; an empty one is no link', async () => {
    expect((await post({ name: 'Link', type: 'popover', questions: [open('Q'), link(42)] })).json).toEqual(
      invalid('Question 2: link must be a string'),
    );
    for (const empty of ['', null, 0]) {
      expect(
        (await post({ name: `Empty ${String(empty)}`, type: 'popover', questions: [link(empty)] })).status,
      ).toBe(201);
    }
  });
});
