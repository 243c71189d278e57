// Settings form values: schema rules, survey → values → body round trips, and the editor helpers.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readSurvey, surveyType, type Survey } from '../../../contracts/survey';
import { buildSeed, SEED_BASE_DATE } from '../../../mocks/seed';
import { isCssColor, toHexInput } from './css-color';
import {
  checkSurveySettings,
  fromDateTimeInput,
  SETTINGS_ATTR_TO_FIELD,
  settingsFieldOfMessage,
  settingsSectionOfField,
  settingsToBody,
  settingsToValues,
  surveySettingsFields,
  surveySettingsSchema,
  toDateTimeInput,
  withCoupledSettings,
  type SurveySettingsValues,
} from './settings-form';

const NOW = new Date(SEED_BASE_DATE);
const seeded = buildSeed().surveys.map((stored) => readSurvey(stored.survey).value!.survey);
const seededSurvey = (name: string) => seeded.find((survey) => survey.name === name)!;

/** `{path: message}` of every issue, or {} when valid. */
function problems(values: SurveySettingsValues): Record<string, string> {
  const result = surveySettingsSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

/** New-survey values with some sections changed. */
function valuesWith(change: (values: SurveySettingsValues) => void): SurveySettingsValues {
  const values = settingsToValues(null);
  change(values);
  return values;
}

const survey = (fields: Partial<Survey>): Survey =>
  readSurvey({
    id: 's1',
    name: 'S',
    type: 'popover',
    questions: [],
    created_at: '2026-01-01T00:00:00Z',
    ...fields,
  }).value!.survey;

describe('settingsToValues / settingsToBody', () => {
  it('a new survey: draft, once, thank-you message and partial responses on; nothing targeted', () => {
    const values = settingsToValues(null);
    expect(problems(values)).toEqual({});
    expect(values.schedule).toMatchObject({
      start: 'draft',
      end: 'manual',
      repeat: 'once',
      partialResponses: true,
    });
    expect(values.appearance.displayThankYouMessage).toBe(true);
    const body = settingsToBody(values, { now: NOW });
    expect(body).toMatchObject({
      start_date: null,
      end_date: null,
      schedule: 'once',
      iteration_count: null,
      iteration_frequency_days: null,
      responses_limit: null,
      enable_partial_responses: true,
      conditions: null,
      linked_flag_id: null,
    });
    expect(body.appearance).toMatchObject({
      displayThankYouMessage: true,
      thankYouMessageHeader: expect.any(String),
    });
    expect(body).not.toHaveProperty('targeting_flag_filters');
    expect(body).not.toHaveProperty('remove_targeting_flag');
  });

  it('round-trips every seeded survey: its fields come back as they were, and the values are valid', () => {
    for (const item of seeded) {
      const values = settingsToValues(item, { now: NOW });
      // A legacy row the editor would not write itself: opened and saved untouched, never refused.
      if (item.name !== 'Legacy: 600 iterations') expect(problems(values), item.name).toEqual({});
      const body = settingsToBody(values, { now: NOW, type: item.type });
      expect(body, item.name).toMatchObject({
        start_date: item.start_date ?? null,
        end_date: item.end_date ?? null,
        schedule: item.schedule,
        iteration_count: item.iteration_count ?? null,
        iteration_frequency_days: item.iteration_frequency_days ?? null,
        responses_limit: item.responses_limit ?? null,
        enable_partial_responses: item.enable_partial_responses,
        appearance: item.appearance,
        conditions: item.conditions ?? null,
        linked_flag_id: item.linked_flag?.id ?? null,
      });
      if (item.targeting_flag)
        expect(body.targeting_flag_filters, item.name).toEqual(item.targeting_flag.filters);
      else expect(body, item.name).not.toHaveProperty('targeting_flag_filters');
    }
  });

  it('keeps unknown appearance, condition, event and filter keys', () => {
    const item = survey({
      appearance: { backgroundColor: '#fff', fontFamily: 'Inter', maxWidth: '420px', zIndex: '99999' },
      conditions: {
        url: 'acme.test',
        actions: { values: [{ id: 7, name: 'Clicked buy' }] },
        events: {
          repeatedActivation: true,
          values: [{ name: 'signed up', propertyFilters: { plan: 'pro' } }],
        },
        somethingNew: { a: 1 },
      },
      targeting_flag: {
        id: 3,
        key: 'survey-targeting-abc',
        filters: {
          groups: [
            {
              properties: [{ key: 'plan', type: 'person', value: ['pro'], operator: 'exact' }],
              rollout_percentage: 30,
              variant: null,
            },
          ],
          payloads: {},
          aggregation_group_type_index: null,
        },
      },
    });
    const body = settingsToBody(settingsToValues(item, { now: NOW }), { now: NOW });
    expect(body.appearance).toEqual(item.appearance);
    expect(body.conditions).toEqual(item.conditions);
    expect(body.targeting_flag_filters).toEqual(item.targeting_flag!.filters);
  });

  it('is deterministic: an untouched form gives the same body, to the microsecond of its dates', () => {
    const item = survey({
      start_date: '2031-01-01T10:15:42.123456Z',
      end_date: '2031-02-01T08:00:09.5Z',
      schedule: 'recurring',
      iteration_count: 3,
      iteration_frequency_days: 30,
    });
    const values = settingsToValues(item, { now: NOW });
    // Dates are not a schedule for a popover: a start date means launched, an end date means stopped.
    expect(values.schedule).toMatchObject({ start: 'launched', end: 'stopped', repeat: 'recurring' });
    const first = settingsToBody(values, { now: NOW });
    expect(JSON.stringify(settingsToBody(structuredClone(values), { now: NOW }))).toBe(JSON.stringify(first));
    expect(first).toMatchObject({ start_date: item.start_date, end_date: item.end_date, iteration_count: 3 });
  });

  it('only a hosted survey reads a future start as a date to open on', () => {
    const hosted = settingsToValues(survey({ type: 'external_survey', start_date: '2031-01-01T10:00:00Z' }), {
      now: NOW,
    });
    expect(hosted.schedule).toMatchObject({ start: 'at', startAt: '2031-01-01T10:00:00Z' });
    const popover = settingsToValues(survey({ start_date: '2031-01-01T10:00:00Z' }), { now: NOW });
    expect(popover.schedule).toMatchObject({ start: 'launched', launchedAt: '2031-01-01T10:00:00Z' });
  });

  it('a launched survey keeps its exact start date; launch now uses `now`; draft clears it', () => {
    const launched = settingsToValues(survey({ start_date: '2026-09-01T12:34:56.789012Z' }), { now: NOW });
    expect(launched.schedule).toMatchObject({ start: 'launched', launchedAt: '2026-09-01T12:34:56.789012Z' });
    expect(settingsToBody(launched, { now: NOW }).start_date).toBe('2026-09-01T12:34:56.789012Z');
    const now = valuesWith((values) => (values.schedule.start = 'now'));
    expect(settingsToBody(now, { now: NOW }).start_date).toBe(NOW.toISOString());
    expect(settingsToBody(settingsToValues(null), { now: NOW }).start_date).toBeNull();
  });

  it('stop: keep running (no end date), stop when saved (now), or keep the stored end date', () => {
    const running = settingsToValues(survey({ start_date: '2026-09-01T00:00:00Z' }), { now: NOW });
    expect(running.schedule.end).toBe('manual');
    expect(settingsToBody(running, { now: NOW }).end_date).toBeNull();
    running.schedule.end = 'now';
    expect(settingsToBody(running, { now: NOW }).end_date).toBe(NOW.toISOString());
    const stopped = settingsToValues(
      survey({ start_date: '2026-09-01T00:00:00Z', end_date: '2026-10-01T00:00:00.5Z' }),
      { now: NOW },
    );
    expect(stopped.schedule).toMatchObject({ end: 'stopped', endAt: '2026-10-01T00:00:00.5Z' });
    expect(settingsToBody(stopped, { now: NOW }).end_date).toBe('2026-10-01T00:00:00.5Z');
    stopped.schedule.end = 'manual';
    expect(settingsToBody(stopped, { now: NOW }).end_date).toBeNull();
  });

  it('repeat: recurring sends count and frequency, once and always send nulls', () => {
    const recurring = valuesWith((values) => {
      values.schedule.repeat = 'recurring';
      values.schedule.iterationCount = 4;
      values.schedule.iterationFrequencyDays = 14;
    });
    expect(settingsToBody(recurring, { now: NOW })).toMatchObject({
      schedule: 'recurring',
      iteration_count: 4,
      iteration_frequency_days: 14,
    });
    recurring.schedule.repeat = 'always';
    expect(settingsToBody(recurring, { now: NOW })).toMatchObject({
      schedule: 'always',
      iteration_count: null,
      iteration_frequency_days: null,
    });
  });

  it('drops cleared colours and empty conditions; keeps the rest as typed', () => {
    const values = valuesWith((v) => {
      v.appearance.backgroundColor = '';
      v.appearance.textColor = '  navy ';
      v.conditions.url = '';
      v.conditions.urlMatchType = 'exact';
      v.conditions.selector = '#buy';
      v.conditions.deviceTypes = [];
      v.conditions.deviceTypesMatchType = 'exact';
    });
    const body = settingsToBody(values, { now: NOW });
    expect(body.appearance).not.toHaveProperty('backgroundColor');
    expect(body.appearance?.textColor).toBe('navy');
    expect(body.conditions).toEqual({ selector: '#buy' });
  });

  it('removing the targeting flag sends remove_targeting_flag and no filters', () => {
    const values = settingsToValues(seededSurvey('Beta feedback'), { now: NOW });
    expect(values.targeting.targetingFlag?.key).toBe('survey-targeting-b3ta000001');
    values.targeting.removeTargetingFlag = true;
    const body = settingsToBody(values, { now: NOW });
    expect(body.remove_targeting_flag).toBe(true);
    expect(body).not.toHaveProperty('targeting_flag_filters');
    expect(problems(values)).toEqual({});
  });

  it('a linked flag and its variant: linked_flag_id plus conditions.linkedFlagVariant', () => {
    const csat = seededSurvey('Checkout satisfaction (CSAT)');
    const values = settingsToValues(csat, { now: NOW });
    expect(values.targeting.linkedFlag).toMatchObject({ key: 'new-checkout', variants: ['control', 'test'] });
    values.targeting.linkedFlagVariant = 'test';
    const body = settingsToBody(values, { now: NOW });
    expect(body.linked_flag_id).toBe(csat.linked_flag!.id);
    expect(body.conditions).toMatchObject({ url: '/checkout', linkedFlagVariant: 'test' });
    values.targeting.linkedFlagId = null;
    expect(settingsToBody(values, { now: NOW }).conditions).not.toHaveProperty('linkedFlagVariant');
  });

  it('hosted (external) surveys: no in-app conditions, linked flag, targeting filters or popup delay', () => {
    const values = settingsToValues(
      survey({
        type: 'external_survey',
        appearance: { surveyPopupDelaySeconds: 5, backgroundColor: 'white' },
        conditions: { url: '/x', selector: '#a', actions: { values: [{ id: 1 }] }, keepMe: true },
        linked_flag: { id: 9, key: 'f' },
        targeting_flag: {
          id: 3,
          key: 't',
          filters: { groups: [{ properties: [{ key: 'a', value: 'b' }], rollout_percentage: 10 }] },
        },
      }),
      { now: NOW },
    );
    values.targeting.linkedFlagVariant = 'any';
    const body = settingsToBody(values, { now: NOW, type: 'external_survey' });
    expect(body.conditions).toEqual({ keepMe: true });
    expect(body.linked_flag_id).toBeNull();
    expect(body).not.toHaveProperty('targeting_flag_filters');
    expect(body.appearance).toEqual({ backgroundColor: 'white' });
  });
});

describe('surveySettingsSchema rules', () => {
  const FUTURE = '2040-01-01T00:00:00.000Z';

  it('a date to open on is for hosted surveys only, and needs a date', () => {
    const withType = surveySettingsFields
      .safeExtend({ type: z.string() })
      .superRefine((values, ctx) => checkSurveySettings(values, ctx));
    const at = (type: string, startAt: string) => {
      const values = { ...valuesWith((v) => Object.assign(v.schedule, { start: 'at', startAt })), type };
      const result = withType.safeParse(values);
      return result.success
        ? {}
        : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
    };
    expect(at('external_survey', FUTURE)).toEqual({});
    expect(at('external_survey', '')).toEqual({ 'schedule.startAt': 'Choose the date and time to open on.' });
    expect(at('popover', FUTURE)['schedule.start']).toMatch(
      /Only a hosted survey waits for a start date: other types go live as soon as they have one/,
    );
  });

  it.each([
    [1, 1, undefined, undefined],
    [500, 365, undefined, undefined],
    [0, 90, 'Repeat between 1 and 500 times.', undefined],
    [501, 90, 'Repeat between 1 and 500 times.', undefined],
    [2.5, 90, 'Repeat between 1 and 500 times.', undefined],
    [null, 0, 'Repeat between 1 and 500 times.', 'Repeat every 1 to 365 days.'],
    [Number.NaN, 366, 'Repeat between 1 and 500 times.', 'Repeat every 1 to 365 days.'],
  ])('recurring %s times every %s days', (count, days, countError, daysError) => {
    const values = valuesWith((v) =>
      Object.assign(v.schedule, { repeat: 'recurring', iterationCount: count, iterationFrequencyDays: days }),
    );
    expect(problems(values)['schedule.iterationCount']).toBe(countError);
    expect(problems(values)['schedule.iterationFrequencyDays']).toBe(daysError);
    // Hidden while "once" is chosen: never blocks a save.
    values.schedule.repeat = 'once';
    expect(problems(values)).toEqual({});
  });

  it.each([
    [null, true],
    [1, true],
    [0, false],
    [1.5, false],
    [Number.NaN, false],
  ])('responses limit %s valid: %s', (limit, valid) => {
    const result = problems(valuesWith((v) => (v.schedule.responsesLimit = limit)));
    expect('schedule.responsesLimit' in result).toBe(!valid);
  });

  it('colours must be CSS colours; empty means the default', () => {
    for (const good of [
      '',
      '#1d4aff',
      '#abc',
      'rgb(29 74 255)',
      'hsla(10, 50%, 50%, .5)',
      'Navy',
      'var(--brand)',
    ])
      expect(problems(valuesWith((v) => (v.appearance.backgroundColor = good))), good).toEqual({});
    for (const bad of ['#12', 'blue-ish', 'rgb(1,2', '12px'])
      expect(problems(valuesWith((v) => (v.appearance.submitButtonColor = bad)))).toEqual({
        'appearance.submitButtonColor': 'Enter a CSS colour, e.g. #1d4aff, rgb(29 74 255) or navy.',
      });
  });

  it.each([
    [-1, 'The delay cannot be negative.'],
    [1.5, 'Enter a whole number of seconds.'],
    [3601, 'At most 3600 seconds (an hour).'],
    [Number.NaN, 'Enter a whole number of seconds.'],
    [0, undefined],
    [null, undefined],
  ])('popup delay %s', (delay, message) => {
    expect(
      problems(valuesWith((v) => (v.appearance.surveyPopupDelaySeconds = delay)))[
        'appearance.surveyPopupDelaySeconds'
      ],
    ).toBe(message);
  });

  it('a selector widget needs a valid selector', () => {
    const widget = (selector: string) =>
      problems(
        valuesWith((v) => Object.assign(v.appearance, { widgetType: 'selector', widgetSelector: selector })),
      )['appearance.widgetSelector'];
    expect(widget('')).toBe('Enter the CSS selector of the element that opens the survey.');
    expect(widget('##')).toBe('This is not a valid CSS selector.');
    expect(widget('#feedback-button')).toBeUndefined();
  });

  it('URL regexes must compile; selectors must parse; wait periods are whole days', () => {
    const conditions = (change: Partial<SurveySettingsValues['conditions']>) =>
      problems(valuesWith((v) => Object.assign(v.conditions, change)));
    expect(conditions({ url: '/a(b', urlMatchType: 'regex' })['conditions.url']).toMatch(
      /^This is not a valid regular expression: /,
    );
    expect(conditions({ url: '/a(b', urlMatchType: 'icontains' })).toEqual({});
    expect(conditions({ url: '^/pricing$', urlMatchType: 'not_regex' })).toEqual({});
    expect(conditions({ selector: 'div[' })).toEqual({
      'conditions.selector': 'This is not a valid CSS selector.',
    });
    expect(conditions({ seenSurveyWaitPeriodInDays: -1 })).toEqual({
      'conditions.seenSurveyWaitPeriodInDays': 'The wait cannot be negative.',
    });
    expect(conditions({ seenSurveyWaitPeriodInDays: 0 })).toEqual({});
  });

  it('a group that rolls out to everyone with no properties is refused, like the server does', () => {
    const groups = (
      rollout: number | null,
      properties: SurveySettingsValues['targeting']['filters']['groups'][0]['properties'],
    ) =>
      problems(
        valuesWith((v) => (v.targeting.filters.groups = [{ properties, rollout_percentage: rollout }])),
      );
    expect(groups(100, [])['targeting.filters.groups.0.rollout_percentage']).toMatch(/targets everyone/);
    expect(groups(null, [])['targeting.filters.groups.0.rollout_percentage']).toMatch(/targets everyone/);
    expect(groups(50, [])).toEqual({});
    expect(
      groups(100, [{ key: 'email', type: 'person', operator: 'icontains', value: '@acme.test' }]),
    ).toEqual({});
    expect(groups(150, [])['targeting.filters.groups.0.rollout_percentage']).toBe(
      'Enter a percentage from 0 to 100.',
    );
  });

  it('person properties need a key and a value (except is_set); regex values must compile', () => {
    const property = (fields: Record<string, unknown>) =>
      problems(
        valuesWith(
          (v) =>
            (v.targeting.filters.groups = [
              {
                properties: [{ key: 'email', type: 'person', operator: 'exact', value: 'x', ...fields }],
                rollout_percentage: 100,
              },
            ]),
        ),
      );
    expect(property({ key: ' ' })).toEqual({
      'targeting.filters.groups.0.properties.0.key': 'Enter a person property.',
    });
    expect(property({ value: '' })).toEqual({
      'targeting.filters.groups.0.properties.0.value': 'Enter a value.',
    });
    expect(property({ value: [] })).toEqual({
      'targeting.filters.groups.0.properties.0.value': 'Enter a value.',
    });
    expect(property({ operator: 'is_set', value: 'is_set' })).toEqual({});
    expect(
      property({ operator: 'regex', value: '[' })['targeting.filters.groups.0.properties.0.value'],
    ).toMatch(/not a valid regular expression/);
    expect(property({ operator: 'gt', value: 'many' })).toEqual({
      'targeting.filters.groups.0.properties.0.value': 'Enter a number.',
    });
    // Other kinds (cohorts…) are kept as they are.
    expect(property({ type: 'cohort', key: 'id', value: 12, operator: 'in' })).toEqual({});
  });

  it('a survey with a targeting flag keeps at least one group unless the flag is removed', () => {
    const values = settingsToValues(seededSurvey('Beta feedback'), { now: NOW });
    values.targeting.filters.groups = [];
    expect(problems(values)).toEqual({
      'targeting.filters.groups':
        'Add a group of conditions, or choose “Everyone” to remove the targeting flag.',
    });
    values.targeting.removeTargetingFlag = true;
    expect(problems(values)).toEqual({});
  });

  it('a variant needs a linked flag that has it', () => {
    const csat = settingsToValues(seededSurvey('Checkout satisfaction (CSAT)'), { now: NOW });
    const variant = (value: string | null, flagId: number | null = csat.targeting.linkedFlagId) =>
      problems({ ...csat, targeting: { ...csat.targeting, linkedFlagVariant: value, linkedFlagId: flagId } })[
        'targeting.linkedFlagVariant'
      ];
    expect(variant('test')).toBeUndefined();
    expect(variant('any')).toBeUndefined();
    expect(variant('blue')).toBe('“blue” is not a variant of new-checkout (control, test).');
    expect(variant('test', null)).toBe('Choose a linked flag first, or clear the variant.');
  });

  it('in-app rules do not apply to hosted surveys (their body drops those fields)', () => {
    const values = valuesWith((v) => {
      v.conditions.url = '(';
      v.conditions.urlMatchType = 'regex';
      v.targeting.filters.groups = [{ properties: [], rollout_percentage: 100 }];
    });
    // The editor's schema extends this one with `type`; the rules read it.
    const withType = surveySettingsSchema.safeExtend({ type: surveyType });
    const issues = (type: string) => withType.safeParse({ ...values, type }).error?.issues.length ?? 0;
    expect(issues('popover')).toBeGreaterThan(0);
    expect(issues('external_survey')).toBe(0);
  });
});

describe('editor helpers', () => {
  it('withCoupledSettings: a variant travels with its linked flag; a count with its frequency', () => {
    const full = settingsToBody(
      valuesWith((v) => {
        v.targeting.linkedFlagId = 5;
        v.targeting.linkedFlagVariant = 'test';
        v.schedule.repeat = 'recurring';
      }),
      { now: NOW },
    );
    expect(withCoupledSettings({ conditions: full.conditions }, full)).toEqual({
      conditions: full.conditions,
      linked_flag_id: 5,
    });
    expect(withCoupledSettings({ linked_flag_id: 5 }, full)).toEqual({
      conditions: full.conditions,
      linked_flag_id: 5,
    });
    expect(withCoupledSettings({ iteration_count: 2 }, full)).toEqual({
      iteration_count: 2,
      iteration_frequency_days: 90,
    });
    expect(withCoupledSettings({ responses_limit: 3 }, full)).toEqual({ responses_limit: 3 });
  });

  it('maps server attrs and non-field messages to fields, and fields to sections', () => {
    expect(SETTINGS_ATTR_TO_FIELD.iteration_count).toBe('schedule.iterationCount');
    expect(SETTINGS_ATTR_TO_FIELD.appearance).toBe('appearance');
    expect(settingsFieldOfMessage('Feature Flag with this ID does not exist')).toBe('targeting.linkedFlagId');
    expect(settingsFieldOfMessage("Feature flag variant 'x' does not exist. Available variants: a")).toBe(
      'targeting.linkedFlagVariant',
    );
    expect(settingsFieldOfMessage('There is already a survey with this name.')).toBeNull();
    expect(settingsSectionOfField('schedule.endAt')).toBe('schedule');
    expect(settingsSectionOfField('targeting.filters.groups.0.properties.1.value')).toBe('targeting');
    expect(settingsSectionOfField('appearance')).toBe('appearance');
    expect(settingsSectionOfField('conditions.url')).toBe('conditions');
    expect(settingsSectionOfField('questions.0.question')).toBeNull();
  });

  it('datetime-local values round-trip through ISO in local time', () => {
    expect(fromDateTimeInput(toDateTimeInput('2031-03-04T05:06:00.000Z'))).toBe('2031-03-04T05:06:00.000Z');
    expect(toDateTimeInput('nonsense')).toBe('');
    expect(fromDateTimeInput('2031-03-04')).toBe('');
    expect(fromDateTimeInput('')).toBe('');
  });

  it('colour helpers', () => {
    expect(isCssColor('rebeccapurple')).toBe(true);
    expect(isCssColor('')).toBe(false);
    expect(toHexInput('#AbC')).toBe('#aabbcc');
    expect(toHexInput('red')).toBeNull();
  });
});
