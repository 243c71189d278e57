// Stored values the server accepts never block a save of anything else, in the same section or not, and
// the editor's own checks stop only at the server's limits (see
// docs/decisions/0017-untouched-values-never-block.md).
import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { readSurvey } from '@/contracts/survey';
import { editorResolver } from './editor-resolver';
import { baselineOf, pendingPatch, type SurveyEditorValues } from './editor-values';

const NOW = new Date('2026-11-25T12:00:00Z');
const OPTIONS = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<SurveyEditorValues>;
const stored = {
  id: 's-odd',
  name: 'Stored by the API',
  type: 'popover',
  appearance: { backgroundColor: '#eeeded', surveyPopupDelaySeconds: 7200 },
  schedule: 'recurring',
  iteration_count: 3,
  iteration_frequency_days: 400,
  responses_limit: 0,
  questions: [
    { id: 'q1', type: 'single_choice', question: 'Pick one', choices: ['Only choice'] },
    { id: 'q2', type: 'link', question: 'Open the form', link: 'https://intranet/form', buttonText: 'Go' },
    { id: 'q3', type: 'open', question: 'Anything else?' },
  ],
};
const open = () => baselineOf(readSurvey(structuredClone(stored)).value!).baseline;
/** What the editor's resolver reports for `values` of the stored survey: its error paths, or none. */
async function problems(values: SurveyEditorValues): Promise<string[]> {
  const result = await editorResolver(false)(values, open().values, OPTIONS);
  const paths: string[] = [];
  const walk = (node: unknown, path: string[]) => {
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (typeof record.message === 'string') paths.push(path.join('.'));
    for (const [key, child] of Object.entries(record))
      if (key !== 'ref' && key !== 'message' && !(key === 'type' && typeof child === 'string'))
        walk(child, [...path, key]);
  };
  walk(result.errors, []);
  return paths;
}

describe('stored values the server accepts', () => {
  it.each([
    [
      'a colour next to a 7200 s popup delay',
      (v: SurveyEditorValues) => (v.appearance = { ...v.appearance, backgroundColor: '#111111' }),
    ],
    ['the text of a one-choice question', (v: SurveyEditorValues) => (v.questions[0]!.question = 'Pick')],
    [
      'the text of a link question to an intranet host',
      (v: SurveyEditorValues) => (v.questions[1]!.question = 'Open our form'),
    ],
    [
      'a responses limit next to a 400-day repeat',
      (v: SurveyEditorValues) => (v.schedule = { ...v.schedule, responsesLimit: 50 }),
    ],
    [
      'the repeat count next to a 400-day repeat and a limit of 0',
      (v: SurveyEditorValues) => (v.schedule = { ...v.schedule, iterationCount: 4 }),
    ],
    [
      'the placeholder',
      (v: SurveyEditorValues) => (v.appearance = { ...v.appearance, placeholder: 'Type…' }),
    ],
  ])('never block a save of %s', async (_, edit) => {
    const values = structuredClone(open().values);
    edit(values);
    expect(await problems(values)).toEqual([]);
  });

  it('are sent back exactly as stored when something else changes', () => {
    const base = open();
    const values = structuredClone(base.values);
    values.questions[2]!.question = 'Anything else to add?';
    values.appearance = { ...values.appearance, backgroundColor: '#111111' };
    const body = pendingPatch(base, values, NOW);
    expect(body.appearance).toEqual({ backgroundColor: '#111111', surveyPopupDelaySeconds: 7200 });
    expect(body.questions!.slice(0, 2)).toEqual(stored.questions.slice(0, 2));
    expect(body).not.toHaveProperty('iteration_frequency_days');
  });
});

describe('values the user types', () => {
  it('are refused only where the server refuses them', async () => {
    const values = structuredClone(open().values);
    values.appearance = { ...values.appearance, surveyPopupDelaySeconds: 90_000 };
    values.schedule = { ...values.schedule, iterationFrequencyDays: 1000, responsesLimit: 0 };
    values.questions[1]!.question = 'Open the other form';
    (values.questions[1] as { link?: string }).link = 'https://wiki/page';
    expect(await problems(values)).toEqual([]);

    values.appearance = { ...values.appearance, surveyPopupDelaySeconds: -1 };
    values.schedule = { ...values.schedule, iterationCount: 501, iterationFrequencyDays: 2 ** 31 };
    (values.questions[1] as { link?: string }).link = 'http://wiki/page';
    expect((await problems(values)).sort()).toEqual([
      'appearance.surveyPopupDelaySeconds',
      'questions.1.link',
      'schedule.iterationCount',
      'schedule.iterationFrequencyDays',
    ]);
  });

  it('a problem the edit creates elsewhere still blocks (a rule added to a shuffled survey)', async () => {
    const shuffled = { ...structuredClone(stored), appearance: { shuffleQuestions: true } };
    const base = baselineOf(readSurvey(shuffled).value!).baseline;
    const values = structuredClone(base.values);
    values.questions[2]!.rule = { kind: 'end' };
    const result = await editorResolver(false)(values, base.values, OPTIONS);
    expect(Object.keys(result.errors)).toEqual(['appearance']);
  });
});
