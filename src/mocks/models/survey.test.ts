// The Survey model: what a save derives (flags, iterations) and what a write answers and logs.
import { describe, expect, it } from 'vitest';
import { MAX_ITERATIONS } from '@/contracts/survey-facts';
import type { StoredFeatureFlag } from '../stored';
import {
  advanceIterations,
  applyTargeting,
  changesBetween,
  computeIterations,
  flagKeys,
  newSurvey,
  syncFlags,
  writeShape,
} from './survey';
import { survey } from '../testing/strict-contracts';
import { call, get, surveyId } from '../test-api';

const BASE = '/api/projects/1/surveys/';

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

describe('newSurvey', () => {
  it("has the model's defaults, the demo user as creator, and the given fields on top", () => {
    const survey = newSurvey('s-1', { name: 'Hello', type: 'widget' });
    expect(survey).toMatchObject({
      id: 's-1',
      name: 'Hello',
      type: 'widget',
      schedule: 'once',
      questions: [],
      archived: false,
      iteration_start_dates: [],
      created_by: { email: 'demo@acme.test' },
    });
    expect(Date.parse(survey.created_at!)).not.toBeNaN();
  });
});

describe('iterations', () => {
  const recurring = (fields: object) =>
    newSurvey('s', { iteration_count: 3, iteration_frequency_days: 7, ...fields });

  it('dates every `frequency` days from the start, starting at the first iteration', () => {
    const survey = recurring({ start_date: '2026-01-01T00:00:00.000Z' });
    computeIterations(survey);
    // DRF's DateTimeField writes no fraction when there is none (test_iterations_always_start_from_start_date).
    expect(survey.iteration_start_dates).toEqual([
      '2026-01-01T00:00:00Z',
      '2026-01-08T00:00:00Z',
      '2026-01-15T00:00:00Z',
    ]);
    expect(survey.current_iteration).toBe(1);
    expect(survey.current_iteration_start_date).toBe('2026-01-01T00:00:00.000Z');
  });
  it('has no dates before the launch, and none at all without a count or a frequency', () => {
    const unlaunched = recurring({});
    computeIterations(unlaunched);
    expect(unlaunched.iteration_start_dates).toBeNull();
    const once = newSurvey('s', { iteration_count: 0, current_iteration: 2 });
    computeIterations(once);
    expect(once).toMatchObject({ iteration_start_dates: [], current_iteration: null });
  });
  it('stops at MAX_ITERATIONS unless told otherwise (rows from before the cap)', () => {
    const many = () => recurring({ iteration_count: 600, start_date: '2026-01-01T00:00:00Z' });
    const capped = many();
    computeIterations(capped);
    expect(capped.iteration_start_dates).toHaveLength(MAX_ITERATIONS);
    const legacy = many();
    computeIterations(legacy, Infinity);
    expect(legacy.iteration_start_dates).toHaveLength(600);
  });
  it('advances to the last iteration that has started', () => {
    const survey = recurring({ start_date: '2026-01-01T00:00:00.000Z' });
    computeIterations(survey);
    advanceIterations(survey, Date.parse('2026-01-10T00:00:00Z'));
    expect(survey.current_iteration).toBe(2);
    expect(survey.current_iteration_start_date).toBe('2026-01-08T00:00:00Z');
    advanceIterations(survey, Date.parse('2025-12-01T00:00:00Z'));
    expect(survey.current_iteration).toBe(1);
  });
});

describe('flags', () => {
  const ids = (start: number) => {
    let next = start;
    return () => next++;
  };

  it('creates the internal flag once, then keeps it and the targeting flag as active as the survey', () => {
    const survey = newSurvey('0190abcd-ef01-7000-8000-000000000001', { name: 'Pulse' });
    const newFlagId = ids(7);
    syncFlags(survey, 1, newFlagId);
    expect(survey.internal_targeting_flag).toMatchObject({
      id: 7,
      team_id: 1,
      key: 'survey-targeting-0190abcdef-custom',
      name: 'Targeting flag for survey Pulse',
      active: false,
    });
    survey.start_date = '2026-01-01T00:00:00Z';
    survey.targeting_flag = { id: 3, key: 'mine', active: false };
    syncFlags(survey, 1, newFlagId);
    expect(survey.internal_targeting_flag).toMatchObject({ id: 7, active: true });
    expect(survey.targeting_flag).toMatchObject({ id: 3, active: true });
    expect(flagKeys(survey)).toEqual([
      { key: 'linked_flag_key', value: null },
      { key: 'targeting_flag_key', value: 'mine' },
      { key: 'internal_targeting_flag_key', value: 'survey-targeting-0190abcdef-custom' },
      { key: 'internal_response_sampling_flag_key', value: null },
    ]);
    expect(survey.feature_flag_keys).toEqual(flagKeys(survey));
  });
  it('targeting filters create a flag, then merge into it; removal clears it; an id points at a flag', () => {
    const survey = newSurvey('s', { name: 'Targeted' });
    applyTargeting(survey, 1, { targetingFilters: { groups: [] } }, ids(40));
    expect(survey.targeting_flag).toMatchObject({
      id: 40,
      team_id: 1,
      filters: { groups: [] },
      active: false,
    });
    expect(survey.targeting_flag?.key).toMatch(/^survey-targeting-[0-9a-f]{10}$/);
    applyTargeting(survey, 1, { targetingFilters: { multivariate: null } }, ids(50));
    expect(survey.targeting_flag).toMatchObject({ id: 40, filters: { groups: [], multivariate: null } });
    applyTargeting(survey, 1, { removeTargeting: true }, ids(60));
    expect(survey.targeting_flag).toBeNull();
    const existing: StoredFeatureFlag = {
      projectId: 1,
      flag: { id: 9, key: 'beta', name: 'Beta', filters: {}, active: true },
    } as StoredFeatureFlag;
    applyTargeting(survey, 1, { targetingFlag: existing }, ids(70));
    expect(survey.targeting_flag).toMatchObject({ id: 9, key: 'beta', team_id: 1 });
  });
});

describe('what a write answers and logs', () => {
  it('answers without the read-only and write-only fields', () => {
    const survey = {
      ...newSurvey('s', { linked_flag_id: 3, feature_flag_keys: [] }),
      targeting_flag_filters: {},
    };
    const shape = writeShape(survey);
    for (const field of [
      'feature_flag_keys',
      'linked_flag_id',
      'user_access_level',
      'targeting_flag_filters',
    ])
      expect(shape).not.toHaveProperty(field);
    expect(shape).toMatchObject({ id: 's', linked_flag: null });
  });
  it('logs every model field that changed, as changes_between writes it: created, deleted or changed', () => {
    const before = newSurvey('s', {
      name: 'A',
      description: 'gone soon',
      start_date: '2026-11-01T10:00:00.000Z',
      linked_flag: { id: 3, key: 'old', team_id: 1, name: '', filters: {}, deleted: false, active: true },
    });
    const after = {
      ...before,
      name: 'B',
      description: '',
      responses_limit: 5,
      // The same instant in another spelling is no change; a flag compares by id.
      start_date: '2026-11-01T10:00:00Z',
      linked_flag: { ...before.linked_flag!, active: false },
      end_date: '2026-11-02T10:00:00.250Z',
    };
    expect(changesBetween(before, after)).toEqual([
      { type: 'Survey', action: 'changed', field: 'name', before: 'A', after: 'B' },
      { type: 'Survey', action: 'deleted', field: 'description', before: 'gone soon', after: null },
      {
        type: 'Survey',
        action: 'created',
        field: 'end_date',
        before: null,
        after: '2026-11-02T10:00:00.250000+00:00',
      },
      { type: 'Survey', action: 'created', field: 'responses_limit', before: null, after: 5 },
    ]);
    const flagged = { ...after, linked_flag: { ...after.linked_flag, id: 4, key: 'new' } };
    expect(changesBetween(after, flagged)).toEqual([
      {
        type: 'Survey',
        action: 'changed',
        field: 'linked_flag',
        before: { id: 3, key: 'old', name: '', filters: {}, team_id: 1, deleted: false, active: false },
        after: { id: 4, key: 'new', name: '', filters: {}, team_id: 1, deleted: false, active: false },
      },
    ]);
  });
});
