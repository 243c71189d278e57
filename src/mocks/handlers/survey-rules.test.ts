// The survey rules of the real server that the mock follows, each next to its source in
// products/surveys/backend/api/survey.py (PostHog/posthog @ 0031b5ea) unless said otherwise.
import { describe, expect, it } from 'vitest';
import type { ReadQuestion } from '../../contracts/survey';
import { survey } from '../testing/strict-contracts';
import { db } from '../db';
import { call, get, ORIGIN, surveyId } from '../test-api';

const BASE = '/api/projects/1/surveys/';
const post = (body: unknown, key?: string) => call('POST', BASE, body, key);
const patch = async (name: string, body: unknown, key?: string) =>
  call('PATCH', `${BASE}${await surveyId(name)}/`, body, key);
const open = (question: string, extra: object = {}) => ({ type: 'open', question, ...extra });
const single = (question: string, choices: unknown, extra: object = {}) => ({
  type: 'single_choice',
  question,
  choices,
  ...extra,
});
const link = (url: unknown) => ({ type: 'link', question: 'Visit us', link: url });
const invalid = (detail: string, attr: string | null = 'questions') => ({
  type: 'validation_error',
  code: 'invalid_input',
  detail,
  attr,
});

describe('scheduling: dates are not a schedule', () => {
  // SurveySerializerCreateUpdateOnly._should_survey_flags_be_active:
  // `bool(instance.start_date) and not instance.end_date and not instance.archived`. No clock.
  const flagActive = async (id: string) =>
    survey.parse((await get(`${BASE}${id}/`)).json).internal_targeting_flag?.active;

  it('a start date years ahead switches the flags on at once; any end date, even ahead, switches them off', async () => {
    const id = await surveyId('Feedback round 4');
    await call('PATCH', `${BASE}${id}/`, { start_date: '2099-01-01T00:00:00Z' });
    expect(await flagActive(id)).toBe(true);
    await call('PATCH', `${BASE}${id}/`, { end_date: '2099-06-01T00:00:00Z' });
    expect(await flagActive(id)).toBe(false);
    await call('PATCH', `${BASE}${id}/`, { end_date: null, archived: true });
    expect(await flagActive(id)).toBe(false);
    await call('PATCH', `${BASE}${id}/`, { archived: false });
    expect(await flagActive(id)).toBe(true);
  });

  it('the seeded surveys with a future start are live, and their names say so', async () => {
    for (const name of [
      'Feature request intake (hosted page opens on its start date)',
      'Pricing poll (future start date, already live)',
    ]) {
      const detail = survey.parse((await get(`${BASE}${await surveyId(name)}/`)).json);
      expect(Date.parse(detail.start_date!)).toBeGreaterThan(Date.now());
      expect(detail.internal_targeting_flag?.active, name).toBe(true);
    }
  });
});

describe('feature_flag:write on survey writes that write a flag', () => {
  // assert_feature_flag_write_scope (products/feature_flags/backend/api/feature_flag.py), called from
  // SurveySerializerCreateUpdateOnly.create/update and SurveyViewSet.destroy.
  const key = 'phx_demo_surveys';
  const needsFlagWrite = {
    type: 'authentication_error',
    code: 'permission_denied',
    detail:
      'This action also modifies a feature flag, which requires the `feature_flag:write` scope in addition to ' +
      `\`survey:write\`. Add \`feature_flag:write\` to your personal API key at ${ORIGIN}/settings/user-api-keys ` +
      '(editing its scopes keeps the same key value), or use a key with the `*` scope.',
    attr: null,
  };
  const filters = {
    groups: [
      {
        properties: [{ key: 'email', value: 'x', operator: 'icontains', type: 'person' }],
        rollout_percentage: 20,
      },
    ],
  };
  const flagId = async (flagKey: string) =>
    (
      (await get(`/api/projects/1/feature_flags/?search=${flagKey}`)).json as {
        results: { id: number; key: string }[];
      }
    ).results.find((flag) => flag.key === flagKey)!.id;

  it('refuses targeting_flag_filters on create and update, targeting_flag_id, and removing a targeting flag', async () => {
    expect(
      (await post({ name: 'Targeted', type: 'popover', targeting_flag_filters: filters }, key)).json,
    ).toEqual(needsFlagWrite);
    expect((await patch('Feedback round 2', { targeting_flag_filters: filters }, key)).json).toEqual(
      needsFlagWrite,
    );
    expect(
      (await patch('Feedback round 2', { targeting_flag_id: await flagId('dark-mode') }, key)).json,
    ).toEqual(needsFlagWrite);
    expect((await patch('Beta feedback', { remove_targeting_flag: true }, key)).json).toEqual(needsFlagWrite);
    expect((await call('DELETE', `${BASE}${await surveyId('Beta feedback')}/`, undefined, key)).json).toEqual(
      needsFlagWrite,
    );
  });

  it('lets the same key do everything that writes no flag', async () => {
    expect(
      (await post({ name: 'Untargeted', type: 'popover', targeting_flag_filters: {} }, key)).status,
    ).toBe(201);
    // remove_targeting_flag on a survey without a targeting flag touches no flag.
    expect((await patch('Feedback round 2', { remove_targeting_flag: true }, key)).status).toBe(200);
    expect((await patch('Feedback round 2', { linked_flag_id: await flagId('dark-mode') }, key)).status).toBe(
      200,
    );
    expect(
      (await call('DELETE', `${BASE}${await surveyId('Feedback round 3')}/`, undefined, key)).status,
    ).toBe(204);
  });

  it('validation comes first: an unknown targeting_flag_id is a 400 even without the scope', async () => {
    expect((await patch('Feedback round 2', { targeting_flag_id: 424242 }, key)).json).toEqual(
      invalid('Targeting Feature Flag with this ID does not exist', null),
    );
  });

  it('* and feature_flag:write keys may', async () => {
    expect(
      (await patch('Feedback round 2', { targeting_flag_filters: filters }, 'phx_demo_all')).status,
    ).toBe(200);
    const pointed = await patch(
      'Feedback round 1',
      { targeting_flag_id: await flagId('dark-mode') },
      'phx_demo_project_scoped',
    );
    expect(pointed.status).toBe(200);
    expect(survey.parse(pointed.json).targeting_flag?.key).toBe('dark-mode');
    expect(
      (await call('DELETE', `${BASE}${await surveyId('Beta feedback')}/`, undefined, 'phx_demo_strict'))
        .status,
    ).toBe(204);
  });
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

describe('translations', () => {
  // validate_questions → _validate_question_translations, validate_translations, validate_base_language,
  // _validate_translation_language_key.
  const choices = ['Red', 'Green', 'Blue', 'Other'];
  const translated = (translations: unknown, extra: object = {}) =>
    post({
      name: 'Translated',
      type: 'popover',
      questions: [single('Colour?', choices, { translations })],
      ...extra,
    });

  it("translated choices must match the question's in length", async () => {
    expect((await translated({ fr: { choices: ['Rouge', 'Vert', 'Bleu'] } })).json).toEqual(
      invalid(
        "Question 1: Translation 'fr' has 3 choices but question has 4 choices. Array lengths must match to avoid partial translations.",
      ),
    );
    const ok = await translated({
      FR: { question: 'Couleur ?', choices: ['Rouge', 'Vert', 'Bleu', 'Autre'] },
    });
    expect(ok.status).toBe(201);
    // Keys are stored normalized: trimmed, lower case, `_` → `-`.
    expect(survey.parse(ok.json).questions?.[0]).toMatchObject({
      translations: { fr: { question: 'Couleur ?', choices: ['Rouge', 'Vert', 'Bleu', 'Autre'] } },
    });
  });

  it.each([
    [
      { english: { question: 'Colour?' } },
      "Question 1 translation: 'english' is not a valid language code. Use BCP-47 codes like 'en', 'es', or 'es-MX' (not language names like 'english').",
    ],
    [
      { default: { question: 'Colour?' } },
      "Question 1 translation: 'default' is not a valid translation language. The untranslated text is the original — set the survey's base language instead of adding it as a translation.",
    ],
    [
      { en: { question: 'Colour?' } },
      "Question 1 translation: 'en' matches the survey's base language ('en'). The original text already covers this language — translate to a different language.",
    ],
    [{ ' ': { question: 'Colour?' } }, 'Question 1 translation: translation language code cannot be empty.'],
    [
      { pt_BR: { question: 'Cor?' }, 'pt-br': { question: 'Cor?' } },
      "Question 1 translation: 'pt-br' collides with another translation for 'pt-br'.",
    ],
    [['fr'], 'Question 1: translations must be an object'],
    [null, 'Question 1: translations must be an object'],
    [{ fr: 'Couleur' }, "Question 1: Translation for 'fr' must be an object"],
    [{ fr: { question: 5 } }, "Question 1: Translation 'fr' field 'question' must be a string"],
    [{ fr: { choices: 'Rouge' } }, "Question 1: Translation 'fr' field 'choices' must be a list of strings"],
    [{ fr: { choices: ['Rouge', ' ', 'Bleu', 'Autre'] } }, 'Question choices cannot be empty'],
    [{ fr: { link: 7 } }, "Question 1: Translation 'fr' field 'link' must be a string"],
    [{ fr: { link: 'http://exemple.fr' } }, 'Link must be a URL with one of these schemes: [https, mailto]'],
  ])('question translations %j → 400', async (translations, detail) => {
    expect((await translated(translations)).json).toEqual(invalid(detail));
  });

  it("the base language is the payload's, else the stored one, else en", async () => {
    expect((await translated({ en: { question: 'Colour?' } }, { base_language: 'fr' })).status).toBe(201);
    expect((await post({ name: 'Base', type: 'popover', base_language: 'pt_BR' })).json).toMatchObject({
      base_language: 'pt-br',
    });
    const id = await surveyId('Base');
    const clash = await call('PATCH', `${BASE}${id}/`, {
      questions: [open('Cor?', { translations: { 'pt-BR': { question: 'Cor?' } } })],
    });
    expect(clash.json).toEqual(
      invalid(
        "Question 1 translation: 'pt-BR' matches the survey's base language ('pt-br'). The original text already covers this language — translate to a different language.",
      ),
    );
    expect((await post({ name: 'Blank base', type: 'popover', base_language: '  ' })).json).toMatchObject({
      base_language: 'en',
    });
    expect((await post({ name: 'Bad base', type: 'popover', base_language: 'english' })).json).toEqual(
      invalid(
        "'english' is not a valid language code. Use BCP-47 codes like 'en', 'es', or 'es-MX'.",
        'base_language',
      ),
    );
    expect((await post({ name: 'Sentinel base', type: 'popover', base_language: 'Original' })).json).toEqual(
      invalid(
        "'Original' is not a valid language code. Use a BCP-47 code like 'en' or 'es'.",
        'base_language',
      ),
    );
  });

  it('survey-level translations follow the same key rules; entries without a known field are dropped', async () => {
    const ok = await post({
      name: 'Survey translations',
      type: 'popover',
      translations: { DE: { name: 'Umfrage', thankYouMessageHeader: 'Danke!' }, es: { colour: 'rojo' } },
    });
    expect(ok.json).toMatchObject({
      translations: { de: { name: 'Umfrage', thankYouMessageHeader: 'Danke!' } },
    });
    expect((ok.json as { translations: object }).translations).not.toHaveProperty('es');
    const cases: [unknown, string][] = [
      [['de'], 'Translations must be an object'],
      [{ de: 'Umfrage' }, "Translation for 'de' must be an object"],
      [{ de: { name: 3 } }, "Translation for 'de': 'name' must be a string"],
      [
        { en: { name: 'Survey' } },
        "Survey translation: 'en' matches the survey's base language ('en'). The original text already covers this language — translate to a different language.",
      ],
    ];
    for (const [translations, detail] of cases) {
      expect((await post({ name: 'Bad translations', type: 'popover', translations })).json).toEqual(
        invalid(detail, 'translations'),
      );
    }
  });

  it('legacy keys already stored are kept, but only on the question at the same index', async () => {
    const id = await surveyId('Feedback round 2');
    const stored = db.surveys.find((item) => item.survey.id === id)!.survey;
    // A key saved before the validation existed.
    const [first, second] = [
      { ...stored.questions![0]!, translations: { English: { question: 'Legacy' } } },
      stored.questions![1]!,
    ] as ReadQuestion[];
    stored.questions = [first!, second!];
    expect((await call('PATCH', `${BASE}${id}/`, { questions: [first, second] })).status).toBe(200);
    const moved = await call('PATCH', `${BASE}${id}/`, { questions: [second, first] });
    expect(moved.json).toEqual(
      invalid(
        "Question 2 translation: 'English' is not a valid language code. Use BCP-47 codes like 'en', 'es', or 'es-MX' (not language names like 'english').",
      ),
    );
  });

  it("a PATCH of base_language alone may not take a stored translation's language", async () => {
    const created = await post({
      name: 'Has German',
      type: 'popover',
      translations: { de: { name: 'Umfrage' } },
    });
    const id = (created.json as { id: string }).id;
    expect((await call('PATCH', `${BASE}${id}/`, { base_language: 'DE' })).json).toEqual(
      invalid(
        "'de' already exists as a translation key on this survey. Remove the translation first, or pick a different base language.",
        'base_language',
      ),
    );
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

describe('the survey list', () => {
  it('refuses a search longer than MAX_SEARCH_LENGTH (posthog/helpers/trigram_search.py)', async () => {
    const tooLong = await get(`${BASE}?search=${'a'.repeat(201)}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.json).toEqual(invalid('Search query must be 200 characters or fewer.', 'search'));
    expect((await get(`${BASE}?search=${'a'.repeat(200)}`)).status).toBe(200);
  });

  it('hides the surveys of product tours everywhere (safely_get_queryset excludes product_tour__isnull=False)', async () => {
    const tour = db.surveys.find((stored) => stored.productTourId)!;
    expect(tour.projectId).toBe(1);
    const list = (await get(`${BASE}?limit=100`)).json as { count: number; results: { id: string }[] };
    expect(list.count).toBe(30);
    expect(list.results.map((item) => item.id)).not.toContain(tour.survey.id);
    expect((await get(`${BASE}${tour.survey.id}/`)).status).toBe(404);
    expect((await call('PATCH', `${BASE}${tour.survey.id}/`, { name: 'x' })).status).toBe(404);
    // validate() checks names with Survey.objects, so the hidden survey's name is taken all the same.
    expect((await post({ name: tour.survey.name, type: 'popover' })).json).toMatchObject({ code: 'unique' });
  });

  it('a project id that is not a number or not a project → 404 "Project not found." (routing.py)', async () => {
    for (const path of [
      '/api/projects/abc/surveys/',
      '/api/projects/999/surveys/',
      '/api/projects/abc/feature_flags/',
    ]) {
      const { status, json } = await get(path);
      expect(status, path).toBe(404);
      expect(json).toEqual({
        type: 'invalid_request',
        code: 'not_found',
        detail: 'Project not found.',
        attr: null,
      });
    }
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
