// SurveySerializerCreateUpdateOnly's fields and validate(), each next to its source in
// products/surveys/backend/api/survey.py (PostHog/posthog @ 0031b5ea) unless said otherwise.
import { describe, expect, it } from 'vitest';
import { survey, surveyList } from '../testing/strict-contracts';
import { call, get, surveyId } from '../test-api';

const BASE = '/api/projects/1/surveys/';
const post = (body: unknown, key?: string) => call('POST', BASE, body, key);
const open = (question: string, extra: object = {}) => ({ type: 'open', question, ...extra });
const single = (question: string, choices: unknown, extra: object = {}) => ({
  type: 'single_choice',
  question,
  choices,
  ...extra,
});
const invalid = (detail: string, attr: string | null = 'questions') => ({
  type: 'validation_error',
  code: 'invalid_input',
  detail,
  attr,
});

const listOf = async (path: string) => surveyList.parse((await get(path)).json);

describe('survey fields on create', () => {
  it('silently cleans HTML in question texts, choices and thank-you messages', async () => {
    const created = survey.parse(
      (
        await post({
          name: 'Html',
          type: 'popover',
          questions: [
            open('<b>Bold</b><script>alert(1)</script>', {
              description: '<p onclick="steal()">Hi <a href="javascript:x()">there</a></p>',
            }),
            { type: 'single_choice', question: 'Pick', choices: ['<img src=x onerror=alert(1)>A', 'B'] },
          ],
          appearance: {
            thankYouMessageDescription: '<em>Thanks</em><iframe src="https://evil.test"></iframe>',
          },
        })
      ).json,
    );
    expect(created.questions?.[0]).toMatchObject({
      question: '<b>Bold</b>',
      description: '<p>Hi <a>there</a></p>',
    });
    expect(created.questions?.[1]).toMatchObject({ choices: ['<img src=x>A', 'B'] });
    expect(created.appearance?.thankYouMessageDescription).toBe('<em>Thanks</em>');
  });
  it('trims the name', async () => {
    expect((await post({ name: '  Padded  ', type: 'popover' })).json?.name).toBe('Padded');
  });
  it.each([
    [{ type: 'popover' }, 'required', 'This field is required.', 'name'],
    [{ name: '  ', type: 'popover' }, 'blank', 'This field may not be blank.', 'name'],
    [
      { name: 'x'.repeat(401), type: 'popover' },
      'max_length',
      'Ensure this field has no more than 400 characters.',
      'name',
    ],
    [{ name: 'X' }, 'required', 'This field is required.', 'type'],
    [{ name: 'X', type: 'fullscreen' }, 'invalid_choice', '"fullscreen" is not a valid choice.', 'type'],
    [
      { name: 'NPS with follow-ups', type: 'popover' },
      'unique',
      'There is already a survey with this name.',
      null,
    ],
    [
      { name: 'X', type: 'popover', questions: 'what?' },
      'invalid_input',
      'Questions must be a list of objects',
      'questions',
    ],
    [
      { name: 'X', type: 'popover', questions: ['what?'] },
      'invalid_input',
      'Questions must be a list of objects',
      'questions',
    ],
    [
      { name: 'X', type: 'popover', questions: [open('')] },
      'invalid_input',
      'Question text is required',
      'questions',
    ],
    [
      { name: 'X', type: 'popover', questions: [{ type: 'open' }] },
      'invalid_input',
      'Question text is required',
      'questions',
    ],
    [
      { name: 'X', type: 'popover', questions: [open('Q', { description: 5 })] },
      'invalid_input',
      'Question description must be a string',
      'questions',
    ],
    [
      {
        name: 'X',
        type: 'popover',
        questions: [{ type: 'single_choice', question: 'Q', choices: ['a', ' '] }],
      },
      'invalid_input',
      'Question choices cannot be empty',
      'questions',
    ],
    [
      { name: 'X', type: 'popover', questions: [{ type: 'single_choice', question: 'Q', choices: 'a,b' }] },
      'invalid_input',
      'Question choices must be a list of strings',
      'questions',
    ],
    [
      { name: 'X', type: 'popover', questions: [{ type: 'link', question: 'Q', link: 'http://a.test' }] },
      'invalid_input',
      'Link must be a URL with one of these schemes: [https, mailto]',
      'questions',
    ],
    [
      {
        name: 'X',
        type: 'popover',
        questions: [{ type: 'link', question: 'Q', link: 'javascript:alert(1)' }],
      },
      'invalid_input',
      'Link must be a URL with one of these schemes: [https, mailto]',
      'questions',
    ],
    [
      { name: 'X', type: 'popover', questions: [{ type: 'link', question: 'Q', link: 'mailto:nobody' }] },
      'invalid_input',
      'Invalid mailto link. Please enter a valid mailto link (e.g., mailto:example@domain.com).',
      'questions',
    ],
    [
      { name: 'X', type: 'popover', questions: [{ type: 'link', question: 'Q', link: 'https://' }] },
      'invalid_input',
      expect.stringMatching(/HTTPS|schemes/),
      'questions',
    ],
    [
      { name: 'X', type: 'popover', questions: [open('Q', { descriptionContentType: 'markdown' })] },
      'invalid_input',
      "Question descriptionContentType must be one of ['text', 'html']",
      'questions',
    ],
    [
      {
        name: 'X',
        type: 'popover',
        appearance: { shuffleQuestions: true },
        questions: [open('Q', { branching: { type: 'end' } })],
      },
      'invalid_input',
      'Question shuffling and question branching cannot be used together. Please disable one of these features.',
      null,
    ],
    [
      { name: 'X', type: 'popover', iteration_count: 501 },
      'max_value',
      'Ensure this value is less than or equal to 500.',
      'iteration_count',
    ],
    [
      { name: 'X', type: 'popover', iteration_count: -1 },
      'min_value',
      'Ensure this value is greater than or equal to 0.',
      'iteration_count',
    ],
    [
      { name: 'X', type: 'popover', schedule: 'weekly' },
      'invalid_input',
      'Schedule must be one of: once, recurring, always',
      'schedule',
    ],
    [
      { name: 'X', type: 'popover', appearance: ['red'] },
      'invalid_input',
      'Appearance must be an object',
      'appearance',
    ],
    [
      { name: 'X', type: 'popover', appearance: { whiteLabel: 'yes' } },
      'invalid_input',
      'whiteLabel must be a boolean',
      'appearance',
    ],
    [
      { name: 'X', type: 'popover', appearance: { surveyPopupDelaySeconds: -1 } },
      'invalid_input',
      'Survey popup delay seconds must be a positive integer',
      'appearance',
    ],
    [
      { name: 'X', type: 'popover', conditions: 'url=/x' },
      'invalid_input',
      'Conditions must be an object',
      'conditions',
    ],
    [
      { name: 'X', type: 'popover', conditions: { linkedFlagVariant: 'a' } },
      'invalid_input',
      'linkedFlagVariant can only be used when a linked_flag_id is specified',
      null,
    ],
    [
      {
        name: 'X',
        type: 'popover',
        targeting_flag_filters: { groups: [{ properties: [], rollout_percentage: 100 }] },
      },
      'invalid_input',
      expect.stringContaining('rolls out to everyone'),
      null,
    ],
    [
      { name: 'X', type: 'external_survey', conditions: { url: '/pricing', selector: '#x' } },
      'invalid_input',
      'The following condition fields are not allowed for external surveys: url, selector',
      'conditions',
    ],
    [
      { name: 'X', type: 'external_survey', conditions: { events: { values: [{ name: 'signed up' }] } } },
      'invalid_input',
      'The following condition fields are not allowed for external surveys: events',
      'conditions',
    ],
    [
      { name: 'X', type: 'external_survey', appearance: { surveyPopupDelaySeconds: 5 } },
      'invalid_input',
      'surveyPopupDelaySeconds is not allowed for external surveys',
      'appearance',
    ],
    [
      {
        name: 'X',
        type: 'external_survey',
        targeting_flag_filters: {
          groups: [{ properties: [{ key: 'a', value: 'b' }], rollout_percentage: 10 }],
        },
      },
      'invalid_input',
      'targeting_flag_filters is not allowed for external surveys',
      'targeting_flag_filters',
    ],
    [
      { name: 'X', type: 'popover', questions: [open('Q', { validation: 'short' })] },
      'invalid_input',
      'Question validation must be a list of validation rules',
      'questions',
    ],
    [
      { name: 'X', type: 'popover', questions: [open('Q', { validation: [{ type: 'regex' }] })] },
      'invalid_input',
      'Validation rule type must be one of: min_length, max_length, email',
      'questions',
    ],
    [
      {
        name: 'X',
        type: 'popover',
        questions: [
          open('Q', {
            validation: [
              { type: 'min_length', value: 9 },
              { type: 'max_length', value: 3 },
            ],
          }),
        ],
      },
      'invalid_input',
      'Minimum length cannot be greater than maximum length',
      'questions',
    ],
    [
      { name: 'X', type: 'popover', start_date: 'next tuesday' },
      'invalid',
      expect.stringContaining('Datetime has wrong format'),
      'start_date',
    ],
  ])('POST %j → 400 %s', async (body, code, detail, attr) => {
    const { status, json } = await post(body);
    expect(status).toBe(400);
    expect(json).toEqual({ type: 'validation_error', code, detail, attr });
  });
  it('a rejected create stores nothing', async () => {
    await post({ name: 'Half made', type: 'popover', questions: [open('')] });
    expect((await listOf(`${BASE}?search=half made`)).count).toBe(0);
  });
});

describe('white labelling is a paid feature', () => {
  // validate_appearance: `whiteLabel` true needs the organization's AvailableFeature.WHITE_LABELLING.
  const upgrade = invalid('You need to upgrade to PostHog Enterprise to use white labelling', 'appearance');

  it('Acme Analytics has it; Northwind Labs does not', async () => {
    expect(
      (await post({ name: 'Unbranded', type: 'popover', appearance: { whiteLabel: true } })).status,
    ).toBe(201);
    const northwind = await call('POST', '/api/projects/121/surveys/', {
      name: 'Unbranded',
      type: 'popover',
      appearance: { whiteLabel: true },
    });
    expect(northwind.json).toEqual(upgrade);
    for (const whiteLabel of [false, null]) {
      const plain = await call('POST', '/api/projects/121/surveys/', {
        name: `Branded ${String(whiteLabel)}`,
        type: 'popover',
        appearance: { whiteLabel },
      });
      expect(plain.status).toBe(201);
    }
  });

  it('a survey saved with it before the plan changed refuses any appearance edit that keeps it', async () => {
    const id = await surveyId('Delivery satisfaction', 121);
    const appearance = survey.parse((await get(`/api/projects/121/surveys/${id}/`)).json).appearance!;
    expect(appearance.whiteLabel).toBe(true);
    const recolour = await call('PATCH', `/api/projects/121/surveys/${id}/`, {
      appearance: { ...appearance, backgroundColor: '#ffffff' },
    });
    expect(recolour.json).toEqual(upgrade);
    expect((await call('PATCH', `/api/projects/121/surveys/${id}/`, { name: 'Delivery CSAT' })).status).toBe(
      200,
    );
    expect(
      (
        await call('PATCH', `/api/projects/121/surveys/${id}/`, {
          appearance: { ...appearance, whiteLabel: false },
        })
      ).status,
    ).toBe(200);
  });
});

describe('what the server lets through (rules the mock used to invent)', () => {
  // validate_questions tests presence with Python truthiness (`if not question_text`, `if choices:`,
  // `if description_content_type and …`) and rule values with `rule_value <= 0`.
  it.each([
    ['whitespace-only question text', [open('   ')]],
    ['choices: null', [single('Pick', null)]],
    ['choices: []', [single('Pick', [])]],
    ['descriptionContentType: null', [open('Q', { descriptionContentType: null })]],
    ['descriptionContentType: ""', [open('Q', { descriptionContentType: '' })]],
    ['a description of 0', [open('Q', { description: 0 })]],
    ['a length rule without a value', [open('Q', { validation: [{ type: 'min_length' }] })]],
    ['a length rule with a null value', [open('Q', { validation: [{ type: 'max_length', value: null }] })]],
  ])('accepts %s', async (label, questions) => {
    expect((await post({ name: label, type: 'popover', questions })).status).toBe(201);
  });

  it('refuses a length rule of 0, which the server does not count as positive', async () => {
    expect(
      (
        await post({
          name: 'Zero',
          type: 'popover',
          questions: [open('Q', { validation: [{ type: 'min_length', value: 0 }] })],
        })
      ).json,
    ).toEqual(invalid('Validation rule value for min_length must be a positive integer'));
  });

  it('applies the external-survey rules only when the payload says type external_survey', async () => {
    // validate(): `if data.get("type") == Survey.SurveyType.EXTERNAL_SURVEY`.
    const id = await surveyId('Feature request intake (hosted page opens on its start date)');
    expect((await call('PATCH', `${BASE}${id}/`, { conditions: { url: '/pricing' } })).status).toBe(200);
    expect(
      (await call('PATCH', `${BASE}${id}/`, { type: 'external_survey', conditions: { url: '/pricing' } }))
        .json,
    ).toEqual(
      invalid('The following condition fields are not allowed for external surveys: url', 'conditions'),
    );
  });

  it('counts "" conditions and {} targeting filters as present on an external survey (`is not None`)', async () => {
    expect((await post({ name: 'Hosted', type: 'external_survey', conditions: { url: '' } })).json).toEqual(
      invalid('The following condition fields are not allowed for external surveys: url', 'conditions'),
    );
    expect(
      (await post({ name: 'Hosted', type: 'external_survey', targeting_flag_filters: {} })).json,
    ).toEqual(
      invalid('targeting_flag_filters is not allowed for external surveys', 'targeting_flag_filters'),
    );
    expect(
      (await post({ name: 'Hosted', type: 'external_survey', conditions: {}, linked_flag_id: null })).status,
    ).toBe(201);
  });

  it("reports the first invalid field in the serializer's field order, not the payload's", async () => {
    const { json } = await post({ schedule: 'weekly', questions: 'x', name: 'Order', type: 'popover' });
    expect(json).toEqual(invalid('Schedule must be one of: once, recurring, always', 'schedule'));
  });
});
