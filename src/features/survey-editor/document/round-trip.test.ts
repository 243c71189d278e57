// A survey made anywhere in PostHog opens in the editor and saves a one-field change unchanged: the
// PATCH carries that one field, and every other stored value goes back as it came.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { readSurvey } from '@/contracts/survey';
import { posthogShapedSurveys } from '@/testing/posthog-shaped-surveys';
import { editorResolver } from './editor-resolver';
import { baselineOf, pendingPatch, type SurveyEditorValues } from './editor-values';

const NOW = new Date('2026-11-25T12:00:00Z');
const OPTIONS = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<SurveyEditorValues>;
type Json = Record<string, unknown>;

const surveys = posthogShapedSurveys();

describe.each(surveys.map((survey) => [survey.name as string, survey]))('“%s”', (_, raw) => {
  const record = readSurvey(structuredClone(raw)).value!;
  const base = () => baselineOf(record).baseline;
  const accepted = async (values: SurveyEditorValues) =>
    (await editorResolver(false)(values, base().values, OPTIONS)).errors;

  it('reads without a problem', () => {
    expect(record.problems).toEqual([]);
  });

  it('a new name is a PATCH of the name alone', async () => {
    const values = { ...structuredClone(base().values), name: `${String(raw.name)} (edited)` };
    expect(await accepted(values)).toEqual({});
    expect(pendingPatch(base(), values, NOW)).toEqual({ name: `${String(raw.name)} (edited)` });
  });

  it('a reworded question is a PATCH of the questions, each other stored value as it came', async () => {
    const values = structuredClone(base().values);
    values.questions[0]!.question = 'Reworded by a colleague?';
    expect(await accepted(values)).toEqual({});
    const body = pendingPatch(base(), values, NOW);
    expect(Object.keys(body)).toEqual(['questions']);
    const stored = raw.questions as Json[];
    const { branching, ...first } = stored[0]!;
    // The documented explicit "next question" is written as no rule once its question is edited.
    const expected =
      (branching as Json | undefined)?.type === 'next_question' ? first : { ...first, branching };
    expect(body.questions![0]).toEqual(
      Object.fromEntries(
        Object.entries({ ...expected, question: 'Reworded by a colleague?' }).filter(
          ([, value]) => value !== undefined,
        ),
      ),
    );
    expect(body.questions!.slice(1)).toEqual(stored.slice(1));
  });
});

describe('any one text of any of them', () => {
  it('changed alone, is sent alone', () => {
    const fields = ['question', 'description', 'buttonText', 'lowerBoundLabel', 'upperBoundLabel'] as const;
    fc.assert(
      fc.property(
        fc.nat(surveys.length - 1),
        fc.nat(20),
        fc.constantFrom(...fields),
        fc.string({ minLength: 1, maxLength: 30 }).filter((text) => text.trim() === text && text !== ''),
        (surveyIndex, questionSeed, field, text) => {
          const raw = surveys[surveyIndex]!;
          const stored = raw.questions as Json[];
          const index = questionSeed % stored.length;
          if (field !== 'question' && field !== 'description' && !(field in stored[index]!)) return;
          const base = baselineOf(readSurvey(structuredClone(raw)).value!).baseline;
          const values = structuredClone(base.values);
          (values.questions[index] as unknown as Json)[field] = text;
          const sent = pendingPatch(base, values, NOW).questions as Json[] | undefined;
          if (stored[index]![field] === text) return void expect(sent).toBeUndefined();
          const others = (list: Json[]) => list.filter((_, position) => position !== index);
          expect(others(sent!)).toEqual(others(stored));
          const strip = ({ branching, ...rest }: Json) =>
            (branching as Json | undefined)?.type === 'next_question' ? rest : { ...rest, branching };
          const clean = (question: Json) =>
            Object.fromEntries(Object.entries(question).filter(([, value]) => value !== undefined));
          expect(sent![index]).toEqual(clean({ ...strip(stored[index]!), [field]: text }));
        },
      ),
      { numRuns: 150 },
    );
  });
});
