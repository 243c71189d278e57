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

describe('HTML is cleaned into a well-formed fragment', () => {
  // nh3_clean_with_allow_list (products/surveys/backend/api/survey.py @ 0031b5ea) is nh3.clean, Python's
  // binding of ammonia, which parses the text with html5ever and writes the tree back: an element left open
  // is closed, an end tag that closes nothing is gone. PostHog's test_nh3_clean_configuration
  // (posthog/api/test/test_survey.py) expects an unclosed <div> to come back closed.
  const description = async (html: string) => {
    const created = await post({
      name: `Html ${html}`,
      type: 'popover',
      questions: [open('Q', { description: html, descriptionContentType: 'html' })],
    });
    expect(created.status).toBe(201);
    return (created.json!.questions as { description: string }[])[0]!.description;
  };
  it.each([
    ['<b>Bold', '<b>Bold</b>'],
    ['<div><div>One</div><div><p>Two</p></div>', '<div><div>One</div><div><p>Two</p></div></div>'],
    ['<p><em>Nested</p> after', '<p><em>Nested</em></p> after'],
    ['Stray</b> end tag', 'Stray end tag'],
    [
      'A line<br>break and <img src="https://example.com/a.png" alt="A">',
      'A line<br>break and <img src="https://example.com/a.png" alt="A">',
    ],
    ['<b>Closed</b> as it was', '<b>Closed</b> as it was'],
    ['3 < 4 and no tags', '3 < 4 and no tags'],
  ])('%s → %s', async (html, cleaned) => {
    expect(await description(html)).toBe(cleaned);
  });
  it('thank-you texts and choices are closed the same way', async () => {
    const created = await post({
      name: 'Html elsewhere',
      type: 'popover',
      questions: [{ type: 'single_choice', question: 'Pick', choices: ['<i>One', 'Two'] }],
      appearance: { thankYouMessageHeader: '<strong>Thanks' },
    });
    expect(created.json).toMatchObject({
      questions: [{ choices: ['<i>One</i>', 'Two'] }],
      appearance: { thankYouMessageHeader: '<strong>Thanks</strong>' },
    });
  });
});
