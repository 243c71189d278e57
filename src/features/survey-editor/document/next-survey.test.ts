// One write path: the editor says what the whole survey should be (nextSurvey) and the survey entity
// alone says what PATCH gets it there (writeBody). Before the editor's own PATCH (changedBody) was
// removed, this property showed both sent the same on random edits of every seeded and PostHog-shaped
// survey; now it holds the pair to their meaning: the server, taking the PATCH, has the next survey.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readSurvey, type SurveyRecord } from '@/contracts/survey';
import { diffSurveys } from '@/entities/survey/versions/survey-diff';
import { withWrite } from '@/entities/survey/versions/survey-shape';
import { writeBody } from '@/entities/survey/versions/survey-write';
import { sameJson } from '@/lib/same-json';
import { buildSeed } from '@/mocks/seed';
import { posthogShapedSurveys } from '@/testing/posthog-shaped-surveys';
import { changeKind, deleteQuestion, moveQuestion } from '../questions/question-ops';
import { baselineOf, nextSurvey, type SurveyEditorValues } from './editor-values';
import type { EditorQuestion } from './editor-document';

const NOW = new Date('2026-11-25T12:00:00Z');

const records: SurveyRecord[] = [
  ...buildSeed()
    .surveys.map((stored) => stored.survey)
    .filter((survey) => !String(survey.name).startsWith('Stress test')),
  ...posthogShapedSurveys(),
].flatMap((raw) => readSurvey(structuredClone(raw)).value ?? []);

type Edit = (values: SurveyEditorValues, pick: number) => void;

const at = <T>(list: readonly T[], pick: number): T | undefined => list[pick % Math.max(list.length, 1)];

/** Edits a user can make in the editor, each on the form's values as its controls write them. */
const EDITS: Record<string, Edit> = {
  rename: (values, pick) => void (values.name = `Renamed ${pick}`),
  describe: (values, pick) => void (values.description = pick % 2 ? '' : `About ${pick}`),
  retype: (values, pick) => void (values.type = at(['popover', 'widget', 'api', 'external_survey'], pick)!),
  reword: (values, pick) => {
    const question = at(values.questions, pick);
    if (question) question.question = `Reworded ${pick}?`;
  },
  remove: (values, pick) => {
    if (values.questions.length > 1)
      values.questions = deleteQuestion(values.questions, at(values.questions, pick)!.uid).questions;
  },
  move: (values, pick) => {
    const count = values.questions.length;
    if (count > 1) values.questions = moveQuestion(values.questions, pick % count, (pick + 1) % count);
  },
  add: (values, pick) =>
    void values.questions.push({
      type: 'open',
      question: `Added ${pick}`,
      uid: `added-${pick}`,
      rule: { kind: 'next' },
    } as EditorQuestion),
  kind: (values, pick) => {
    const index = pick % Math.max(values.questions.length, 1);
    const question = values.questions[index];
    if (question && question.type !== 'unreadable')
      values.questions[index] = changeKind(question, at(['open', 'single_choice', 'multiple_choice'], pick)!);
  },
  endRule: (values, pick) => {
    const question = at(values.questions, pick);
    if (question) question.rule = pick % 2 ? { kind: 'end' } : { kind: 'next' };
  },
  shuffle: (values) =>
    void (values.appearance = {
      ...values.appearance,
      shuffleQuestions: !values.appearance.shuffleQuestions,
    }),
  colour: (values, pick) =>
    void (values.appearance = {
      ...values.appearance,
      backgroundColor: `#${(pick % 0xffffff).toString(16)}`,
    }),
  repeat: (values, pick) =>
    void (values.schedule = {
      ...values.schedule,
      repeat: 'recurring',
      iterationCount: 1 + (pick % 5),
      iterationFrequencyDays: pick % 3 ? values.schedule.iterationFrequencyDays : 30,
    }),
  limit: (values, pick) =>
    void (values.schedule = { ...values.schedule, responsesLimit: pick % 2 ? null : pick }),
  partial: (values) =>
    void (values.schedule = { ...values.schedule, partialResponses: !values.schedule.partialResponses }),
  launch: (values) =>
    void (values.schedule =
      values.schedule.start === 'draft'
        ? { ...values.schedule, start: 'now' }
        : { ...values.schedule, end: values.schedule.end === 'manual' ? 'now' : 'manual' }),
  url: (values, pick) =>
    void (values.conditions = { ...values.conditions, url: pick % 2 ? '' : `/page-${pick}` }),
  devices: (values, pick) =>
    void (values.conditions = { ...values.conditions, deviceTypes: pick % 2 ? [] : ['Mobile'] }),
  flag: (values, pick) =>
    void (values.targeting = {
      ...values.targeting,
      linkedFlagId: pick % 3 ? 40 + (pick % 3) : null,
      linkedFlagVariant: pick % 3 === 2 ? 'test' : null,
    }),
  variant: (values, pick) =>
    void (values.targeting = { ...values.targeting, linkedFlagVariant: pick % 2 ? 'any' : 'control' }),
  audience: (values, pick) =>
    void (values.targeting = {
      ...values.targeting,
      removeTargetingFlag: false,
      filters: {
        ...values.targeting.filters,
        groups:
          pick % 2
            ? []
            : [
                {
                  properties: [{ key: 'plan', type: 'person', operator: 'exact', value: ['pro'] }],
                  rollout_percentage: pick % 100,
                },
              ],
      },
    }),
  dropAudience: (values) => void (values.targeting = { ...values.targeting, removeTargetingFlag: true }),
};

describe('nextSurvey and writeBody, the one write path', () => {
  it('the PATCH turns what the server has into the next survey, for any edits of any survey', () => {
    fc.assert(
      fc.property(
        fc.nat(records.length - 1),
        fc.array(fc.tuple(fc.constantFrom(...Object.keys(EDITS)), fc.nat(1000)), {
          minLength: 1,
          maxLength: 4,
        }),
        (surveyIndex, edits) => {
          const baseline = baselineOf(records[surveyIndex]!).baseline;
          const values = structuredClone(baseline.values);
          for (const [name, pick] of edits) EDITS[name]!(values, pick);
          const stored = baseline.stored ?? {};
          const next = nextSurvey(baseline, values, NOW);
          const patch = writeBody(stored, next);
          // Everything people edit is as the editor wants it once the server applies the PATCH…
          expect(diffSurveys(next, withWrite(stored, patch))).toEqual(diffSurveys(next, next));
          // …and sent again on that result, the same PATCH (nothing in it but what separates the two).
          expect(writeBody(stored, withWrite(stored, patch))).toEqual(patch);
          if (sameJson(values, baseline.values)) expect(patch).toEqual({});
        },
      ),
      { numRuns: 400 },
    );
  });
});
