// Pushing a reworded question onto a localised copy: the copy's own translations of that question (and
// its own button label) are its work, kept unless the user asks for the source's question as it is.
import { describe, expect, it } from 'vitest';
import { withWrite } from '@/entities/survey/versions/survey-shape';
import {
  duplicateOf,
  npsSurvey,
  read,
  SOURCE_COHORTS,
  targetLookups,
} from '@/testing/fixtures/fleet-surveys';
import { pullBody, pushBody } from './push';
import { restoreBody } from './restore-body';
import { planTransfer } from './transfer-plan';

const source = npsSurvey();
const plan = planTransfer({
  source,
  sourceCohorts: SOURCE_COHORTS,
  target: { id: 2, name: 'P2', refusal: null },
  lookups: targetLookups(),
  canWriteFlags: true,
  serverCopiesTranslations: false,
  now: new Date('2026-03-01T00:00:00Z'),
});
const duplicate = duplicateOf(source, 'c');
const restored = read({
  ...withWrite(duplicate, restoreBody(plan, source, duplicate)),
  linked_flag: { id: 411, key: 'new-checkout' },
});
// The copy translated Q2 into German and gave it its own button label.
const localised = read({
  ...restored,
  questions: restored.questions!.map((question, index) =>
    index === 1
      ? {
          ...question,
          buttonText: 'Weiter',
          translations: { de: { question: 'Was sollten wir verbessern?' } },
        }
      : question,
  ),
});
const reworded = read({
  ...source,
  questions: source.questions!.map((question, index) =>
    index === 1
      ? {
          ...question,
          question: 'What should we fix first?',
          translations: { fr: { question: 'Quoi corriger ?' } },
        }
      : question,
  ),
});
const q2 = (body: Record<string, unknown>) => (body.questions as Record<string, unknown>[])[1]!;

describe('push keeps a copy’s own parts of a pushed question', () => {
  it('keeps its translations and button label, adds the source’s, and says so', () => {
    const { body, notes } = pushBody(reworded, localised, ['question:1'], plan.remap);
    expect(q2(body)).toMatchObject({
      id: 'c-q1',
      question: 'What should we fix first?',
      buttonText: 'Weiter',
      translations: { de: { question: 'Was sollten wir verbessern?' }, fr: { question: 'Quoi corriger ?' } },
    });
    expect(notes).toEqual([
      'Q2: its own translations (de) are kept; check they still say what the new wording says.',
    ]);
  });

  it('replaces them when the user asks for the source’s question as it is', () => {
    const { body } = pushBody(reworded, localised, ['question:1'], plan.remap, { keepOwn: false });
    expect(q2(body).translations).toEqual({ fr: { question: 'Quoi corriger ?' } });
    expect(q2(body).buttonText).toBeUndefined();
  });

  it('drops a kept translation’s choices that no longer match the question’s', () => {
    const choices = (n: number) => Array.from({ length: n }, (_, i) => `c${i}`);
    const withChoices = (survey: typeof source, n: number, translations?: unknown) =>
      read({
        ...survey,
        questions: survey.questions!.map((question, index) =>
          index === 1
            ? {
                ...question,
                type: 'single_choice',
                choices: choices(n),
                ...(translations ? { translations } : {}),
              }
            : question,
        ),
      });
    const copy = withChoices(localised, 3, { de: { question: 'Was?', choices: ['a', 'b', 'c'] } });
    const { body, notes } = pushBody(withChoices(source, 4), copy, ['question:1'], plan.remap);
    expect(q2(body).translations).toEqual({ de: { question: 'Was?' } });
    expect(notes[0]).toMatch(/“de” translation keeps its text but not its choices/);
  });

  it('keeps the survey’s own translations when a question is pulled from a copy', () => {
    const copyReworded = read({
      ...localised,
      questions: localised.questions!.map((question, index) =>
        index === 1 ? { ...question, question: 'Fix what?', translations: {} } : question,
      ),
    });
    const mine = read({
      ...source,
      questions: source.questions!.map((question, index) =>
        index === 1 ? { ...question, translations: { es: { question: '¿Qué mejorar?' } } } : question,
      ),
    });
    const { body } = pullBody(copyReworded, mine, ['question:1'], plan.remap);
    expect(q2(body)).toMatchObject({
      question: 'Fix what?',
      translations: { es: { question: '¿Qué mejorar?' } },
    });
  });
});
