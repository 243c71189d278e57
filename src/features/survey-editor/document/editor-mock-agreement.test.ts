// The editor's validation and the demo backend's (the server's rules) are written independently; they
// must agree: whatever the editor lets the user save, the server accepts. Random surveys the editor's
// schema accepts are POSTed, then changed and PATCHed, to the demo backend.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SurveyQuestion } from '@/contracts/survey-questions';
import { call } from '@/mocks/test-api';
import { mockControl } from '@/mocks/node';
import { settingsToValues } from '../settings/settings-schema';
import { fromApiQuestions } from './convert';
import type { EditorRule } from './editor-document';
import { surveyEditorSchema } from './editor-schema';
import { pendingPatch, toWriteBody, type SurveyEditorValues } from './editor-values';

const NOW = new Date('2026-11-23T12:00:00Z');
const BASE = '/api/projects/1/surveys/';

const words = fc.stringMatching(/^[A-Za-z][A-Za-z ?!,.'-]{0,40}$/);
const htmlish = fc.constantFrom('', 'Tell us more', '<b>Why</b> did you leave?', 'A <i>short</i> note');
const link = fc.constantFrom(
  'https://example.com',
  'https://acme.test/pricing?plan=team',
  'mailto:team@example.com',
  'mailto:first.last+tag@sub.example.co.uk',
);
const ratingKind = fc.constantFrom(
  { display: 'number', scale: 5 },
  { display: 'number', scale: 7 },
  { display: 'number', scale: 10 },
  { display: 'emoji', scale: 2 },
  { display: 'emoji', scale: 3 },
  { display: 'emoji', scale: 5 },
);

const question: fc.Arbitrary<SurveyQuestion> = fc.oneof(
  fc.record({
    type: fc.constant('open' as const),
    question: words,
    description: htmlish,
    optional: fc.boolean(),
  }),
  fc.record({ type: fc.constant('link' as const), question: words, link, buttonText: words }),
  fc
    .record({ kind: ratingKind, question: words, low: words, high: words, optional: fc.boolean() })
    .map(({ kind, question: text, low, high, optional }) => ({
      type: 'rating' as const,
      question: text,
      ...kind,
      lowerBoundLabel: low,
      upperBoundLabel: high,
      optional,
    })),
  fc
    .record({
      type: fc.constantFrom('single_choice' as const, 'multiple_choice' as const),
      question: words,
      choices: fc.uniqueArray(words, { minLength: 2, maxLength: 6, selector: (choice) => choice.trim() }),
      hasOpenChoice: fc.boolean(),
      shuffleOptions: fc.boolean(),
    })
    .map((item) => item as SurveyQuestion),
);

/** A rule for question `index` of `count`: next, end, a later question, or (when allowed) per answer. */
function rule(index: number, count: number, uids: string[], answers: string[]): fc.Arbitrary<EditorRule> {
  const later = uids.slice(index + 1);
  const target = later.length
    ? fc.oneof(
        fc.constant({ kind: 'end' as const }),
        fc.constantFrom(...later).map((uid) => ({ kind: 'question' as const, target: uid })),
      )
    : fc.constant({ kind: 'end' as const });
  const options: fc.Arbitrary<EditorRule>[] = [fc.constant({ kind: 'next' }), fc.constant({ kind: 'end' })];
  if (later.length)
    options.push(fc.constantFrom(...later).map((uid) => ({ kind: 'question' as const, target: uid })));
  if (answers.length)
    options.push(
      fc
        .subarray(answers)
        .chain((keys) => fc.tuple(...keys.map(() => target)).map((rows) => ({ keys, rows })))
        .map(({ keys, rows }) => ({
          kind: 'response' as const,
          rows: Object.fromEntries(keys.map((key, i) => [key, rows[i]!])),
        })),
    );
  void count;
  return fc.oneof(...options);
}

const answersOf = (question: SurveyQuestion): string[] =>
  question.type === 'single_choice'
    ? question.choices.map((_, i) => String(i))
    : question.type === 'rating'
      ? question.scale === 10
        ? ['detractors', 'passives', 'promoters']
        : question.scale === 2
          ? ['positive', 'negative']
          : ['negative', 'neutral', 'positive']
      : [];

/** Editor values: random questions with forward-only rules (so no loops) and a few settings. */
const editorValues: fc.Arbitrary<SurveyEditorValues> = fc
  .record({
    name: words,
    type: fc.constantFrom('popover', 'widget', 'api', 'external_survey'),
    questions: fc.array(question, { minLength: 1, maxLength: 6 }),
    start: fc.constantFrom('draft', 'now'),
    repeat: fc.constantFrom('once', 'recurring', 'always'),
    iterations: fc.integer({ min: 1, max: 500 }),
    every: fc.integer({ min: 1, max: 365 }),
    limit: fc.option(fc.integer({ min: 1, max: 100000 }), { nil: null }),
    colour: fc.constantFrom('', '#1d4aff', 'navy', 'rgb(29 74 255)'),
    delay: fc.option(fc.integer({ min: 0, max: 3600 }), { nil: null }),
    url: fc.constantFrom('', '/pricing', 'acme.test/checkout'),
    thankYou: fc.boolean(),
  })
  .chain((draft) => {
    const { questions } = fromApiQuestions(draft.questions);
    const uids = questions.map((item) => item.uid);
    return fc
      .tuple(...questions.map((_, i) => rule(i, questions.length, uids, answersOf(draft.questions[i]!))))
      .map((rules) => {
        const settings = settingsToValues(null);
        settings.schedule.start = draft.start as 'draft' | 'now';
        settings.schedule.repeat = draft.repeat as 'once' | 'recurring' | 'always';
        settings.schedule.iterationCount = draft.iterations;
        settings.schedule.iterationFrequencyDays = draft.every;
        settings.schedule.responsesLimit = draft.limit;
        settings.appearance.backgroundColor = draft.colour;
        settings.appearance.surveyPopupDelaySeconds = draft.delay;
        settings.appearance.displayThankYouMessage = draft.thankYou;
        settings.conditions.url = draft.url;
        return {
          ...settings,
          name: draft.name,
          description: '',
          type: draft.type,
          questions: questions.map((item, i) => ({ ...item, rule: rules[i]! })),
        } as SurveyEditorValues;
      });
  });

describe('the editor and the demo backend (the server’s rules) agree', () => {
  it('every survey the editor accepts is created by POST, and every change it accepts saves by PATCH', async () => {
    let created = 0;
    await fc.assert(
      fc.asyncProperty(editorValues, editorValues, async (first, second) => {
        const valid = (values: SurveyEditorValues) => surveyEditorSchema.safeParse(values).success;
        fc.pre(valid(first) && valid(second));
        const name = `${first.name} ${created}`;
        const body = toWriteBody({ ...first, name }, NOW);
        const post = await call('POST', BASE, body);
        expect(post.status, JSON.stringify({ body, answer: post.json })).toBe(201);
        created += 1;
        const id = (post.json as { id: string }).id;
        const changed = { ...second, name: `${second.name} ${created} changed` };
        const patch = pendingPatch({ values: { ...first, name }, stored: post.json }, changed, NOW);
        const answer = await call('PATCH', `${BASE}${id}/`, patch);
        expect(answer.status, JSON.stringify({ patch, answer: answer.json })).toBe(200);
      }),
      { numRuns: 60 },
    );
    expect(created).toBeGreaterThan(20);
    mockControl.reset();
  }, 120_000);
});
