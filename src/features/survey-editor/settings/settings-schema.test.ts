// The settings composed from their sections: survey → values → body round trips, the rules across
// sections, and the editor helpers. Each section's own behaviour is tested beside it (schedule.test.ts…).
import { describe, expect, it } from 'vitest';
import { readSurvey, surveyType, type Survey } from '@/contracts/survey';
import { buildSeed, SEED_BASE_DATE } from '@/mocks/seed';
import {
  SETTINGS_ATTR_TO_FIELD,
  SETTINGS_FIELD_LABELS,
  settingsFieldOfMessage,
  settingsSectionOfField,
  settingsToBody,
  settingsToValues,
  surveySettingsSchema,
  type SurveySettingsValues,
} from './settings-schema';

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

  it('names the fields of every section, as their labels say them', () => {
    expect(SETTINGS_FIELD_LABELS['schedule.iterationCount']).toBe('Number of times');
    expect(SETTINGS_FIELD_LABELS['appearance.backgroundColor']).toBe('Background colour');
    expect(SETTINGS_FIELD_LABELS['conditions.url']).toBe('URL');
    expect(SETTINGS_FIELD_LABELS['targeting.linkedFlagId']).toBe('Linked feature flag');
  });
});
