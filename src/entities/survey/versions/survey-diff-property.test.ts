// A survey compared with itself shows no change, whatever the server sent: duplicate or missing question
// ids, odd shapes, rules pointing anywhere. The editor reads the survey again before every save and
// takes any difference for a change made elsewhere, so one false difference makes a survey unsaveable.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffSurveys, isEmptyDiff } from './survey-diff';
import { applyMerge, conflictsOf, mergeSurveys } from './survey-merge';
import type { SurveyLike } from './survey-shape';

const ids = fc.oneof(
  fc.constantFrom('same-id', 'other-id', 'q1', ''),
  fc.constant(undefined),
  fc.integer({ min: 0, max: 3 }),
);
const texts = fc.constantFrom('QUESTION A', 'QUESTION B', '', '  ', 'Q?', '<b>Q?</b>');
const target = fc.oneof(fc.constant('end'), fc.integer({ min: -1, max: 6 }), fc.string({ maxLength: 3 }));
const branching = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.record({ type: fc.constantFrom('end', 'next_question', 'odd') }),
  fc.record({ type: fc.constant('specific_question'), index: target }),
  fc.record({
    type: fc.constant('response_based'),
    responseValues: fc.dictionary(fc.constantFrom('0', '1', 'Yes', 'detractors', 'constructor'), target),
  }),
);
const question = fc.oneof(
  fc.record(
    {
      id: ids,
      type: fc.constantFrom('open', 'rating', 'single_choice', 'multiple_choice', 'link', 'nonsense'),
      question: texts,
      choices: fc.array(fc.constantFrom('Yes', 'No', ''), { maxLength: 3 }),
      scale: fc.constantFrom(5, 10, 7, 'x'),
      display: fc.constantFrom('number', 'emoji', 'odd'),
      branching,
      extra: fc.jsonValue({ maxDepth: 2 }),
    },
    { requiredKeys: ['type'] },
  ),
  fc.jsonValue({ maxDepth: 2 }),
);
const survey: fc.Arbitrary<SurveyLike> = fc.record(
  {
    name: fc.oneof(fc.string({ maxLength: 4 }), fc.constant(null)),
    questions: fc.oneof(fc.array(question, { maxLength: 6 }), fc.jsonValue({ maxDepth: 1 })),
    appearance: fc.oneof(fc.constant(null), fc.dictionary(fc.string({ maxLength: 3 }), fc.jsonValue())),
    conditions: fc.oneof(fc.constant(null), fc.dictionary(fc.string({ maxLength: 3 }), fc.jsonValue())),
    linked_flag: fc.oneof(fc.constant(null), fc.record({ id: fc.nat(3), key: fc.string({ maxLength: 3 }) })),
    start_date: fc.constantFrom(null, '2026-01-01T00:00:00Z', 'not a date'),
    translations: fc.jsonValue({ maxDepth: 2 }),
  },
  { requiredKeys: [] },
);

describe('diffSurveys', () => {
  it('finds nothing between a survey and itself', () => {
    fc.assert(
      fc.property(survey, (s) => {
        expect(diffSurveys(s, structuredClone(s))).toEqual({ questions: [], branching: [], settings: [] });
        expect(isEmptyDiff(diffSurveys(s, s))).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('finds nothing when nobody changed anything since the base, and the merge is the survey itself', () => {
    fc.assert(
      fc.property(survey, (s) => {
        const merge = mergeSurveys(s, structuredClone(s), structuredClone(s));
        expect(merge.units).toEqual([]);
        expect(conflictsOf(merge)).toEqual([]);
        expect(applyMerge(merge, {}).survey).toEqual(s);
      }),
      { numRuns: 200 },
    );
  });
});
