// Test data for the fleet model: the seeded NPS survey's shape, as a GET answers it, and a copy of it
// as duplicate_to_projects leaves it (new question ids, renamed, no references).
import { readSurvey, type Survey } from '@/contracts/survey';
import type { FlagRef, NamedRef } from './fleet-types';
import type { TargetLookups } from './transfer-plan';

/** A survey as Surveyor reads a GET answer. */
export const read = (raw: Record<string, unknown>): Survey => readSurvey(raw).value!.survey;

export function npsSurvey(extra: Record<string, unknown> = {}): Survey {
  return read({
    id: 'src-1',
    name: 'NPS',
    type: 'popover',
    description: 'How likely to recommend',
    questions: [
      {
        id: 'q-a',
        type: 'rating',
        question: 'How likely are you to recommend us?',
        scale: 10,
        display: 'number',
        branching: { type: 'response_based', responseValues: { detractors: 2 } },
      },
      { id: 'q-b', type: 'open', question: 'What should we improve?' },
      { id: 'q-c', type: 'open', question: 'Anything else?' },
    ],
    appearance: { backgroundColor: '#eeeded' },
    conditions: {
      url: 'pricing',
      linkedFlagVariant: 'beta',
      events: { values: [{ name: 'checkout_done' }] },
      actions: { values: [{ id: 7, name: 'Signed up' }] },
    },
    linked_flag: { id: 11, key: 'new-checkout' },
    targeting_flag: {
      id: 90,
      key: 'survey-targeting-x',
      filters: {
        groups: [
          { properties: [{ key: 'id', type: 'cohort', value: 21, operator: 'in' }], rollout_percentage: 100 },
          {
            properties: [
              { key: 'id', type: 'cohort', value: '22', operator: 'in' },
              { key: 'email', type: 'person', value: 'x', operator: 'icontains' },
            ],
            rollout_percentage: 50,
          },
        ],
      },
    },
    translations: { de: { name: 'NPS' }, fr: { name: 'NPS' } },
    base_language: 'en',
    start_date: '2026-01-05T10:00:00Z',
    ...extra,
  });
}

export const SOURCE_COHORTS: NamedRef[] = [
  { id: 21, name: 'Paying' },
  { id: 22, name: 'Trial' },
];

export function targetLookups(overrides: Partial<TargetLookups> = {}): TargetLookups {
  const flags: FlagRef[] = [{ id: 411, key: 'new-checkout', variants: ['beta', 'control'] }];
  return {
    flags,
    cohorts: [
      { id: 521, name: 'Paying' },
      { id: 522, name: 'Trial' },
    ],
    actions: [{ id: 607, name: 'Signed up' }],
    surveyNames: new Set(['Other survey']),
    ...overrides,
  };
}

/** What duplicate_to_projects makes of `source` (posthog/api/survey.py @ 0031b5ea). */
export function duplicateOf(source: Survey, id = 'copy-1', serverCopiesTranslations = false): Survey {
  const conditions = { ...(source.conditions ?? {}) };
  delete conditions.linkedFlagVariant;
  delete conditions.actions;
  delete conditions.events;
  const copy: Record<string, unknown> = {
    id,
    name: `${source.name} (duplicated at 2026-03-01 10:00:00)`,
    description: source.description,
    type: source.type,
    questions: (source.questions ?? []).map((question, index) => ({ ...question, id: `${id}-q${index}` })),
    appearance: source.appearance,
    conditions,
    archived: false,
    start_date: null,
    end_date: null,
    linked_flag: null,
    targeting_flag: null,
  };
  if (serverCopiesTranslations) {
    copy.translations = source.translations;
    copy.base_language = source.base_language;
  }
  return read(copy);
}
