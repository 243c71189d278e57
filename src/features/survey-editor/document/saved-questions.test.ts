// PostHog's documented "next question" rule, `{"type": "next_question"}` (models.py help_text, the MCP
// schema), is what surveys made through the API or by agents carry. The editor writes "next question" as
// no `branching`; a stored explicit one must go as soon as its question is edited or shuffling needs it
// gone, and until then the editor's flow must show what posthog-js will do with it.
import { describe, expect, it } from 'vitest';
import { readSurvey } from '@/contracts/survey';
import { lintFlow } from '@/entities/survey/routing/lint';
import { baselineOf, pendingPatch } from './editor-values';
import { surveyEditorSchema } from './editor-schema';
import { flowQuestions } from './saved-questions';
import { apiViewOf } from './api-view';

const NOW = new Date('2026-11-25T12:00:00Z');
const explicit = { type: 'next_question' } as const;
const stored = {
  id: 's-explicit',
  name: 'Beta feedback',
  type: 'popover',
  appearance: { backgroundColor: '#eeeded', shuffleQuestions: false },
  questions: [
    {
      id: 'q1',
      type: 'rating',
      display: 'number',
      scale: 5,
      question: 'How is the beta?',
      lowerBoundLabel: 'Bad',
      upperBoundLabel: 'Good',
      branching: explicit,
    },
    { id: 'q2', type: 'open', question: 'Anything else?', branching: explicit },
  ],
};
const open = () => baselineOf(readSurvey(structuredClone(stored)).value!).baseline;

describe('an explicit next_question rule', () => {
  it('is dropped from every question when shuffling is turned on, so PostHog accepts the save', () => {
    const base = open();
    const values = structuredClone(base.values);
    values.appearance = { ...values.appearance, shuffleQuestions: true };
    expect(surveyEditorSchema.safeParse(values).success).toBe(true);
    const body = pendingPatch(base, values, NOW);
    expect(body.appearance).toEqual({ ...stored.appearance, shuffleQuestions: true });
    const { branching: _b1, ...q1 } = stored.questions[0]!;
    const { branching: _b2, ...q2 } = stored.questions[1]!;
    expect(body.questions).toEqual([q1, q2]);
  });

  it('is dropped from a question the user edits, and only from that one', () => {
    const base = open();
    const values = structuredClone(base.values);
    values.questions[1]!.question = 'Anything else to tell us?';
    const body = pendingPatch(base, values, NOW);
    const { branching: _b2, ...q2 } = stored.questions[1]!;
    expect(body.questions).toEqual([stored.questions[0], { ...q2, question: 'Anything else to tell us?' }]);
  });

  it('stays as stored on a question nobody touched, and nothing is sent for it', () => {
    const base = open();
    const values = { ...structuredClone(base.values), name: 'Beta feedback (2)' };
    expect(pendingPatch(base, values, NOW)).toEqual({ name: 'Beta feedback (2)' });
  });

  it('on the last question, the editor’s flow names the dead end until the question is edited', () => {
    const base = open();
    const deadEnds = (values: typeof base.values) =>
      lintFlow(flowQuestions(base, apiViewOf(values.questions), values.appearance)).filter(
        (finding) => finding.kind === 'dead-end',
      );
    expect(deadEnds(base.values)).toHaveLength(1);

    const edited = structuredClone(base.values);
    edited.questions[1]!.question = 'Anything else to tell us?';
    expect(deadEnds(edited)).toHaveLength(0);

    const shuffled = structuredClone(base.values);
    shuffled.appearance = { ...shuffled.appearance, shuffleQuestions: true };
    expect(
      flowQuestions(base, apiViewOf(shuffled.questions), shuffled.appearance).every(
        (question) => !question.branching,
      ),
    ).toBe(true);
  });

  it('a new survey has none to keep', () => {
    const base = baselineOf(null).baseline;
    expect(
      flowQuestions(base, apiViewOf(base.values.questions), base.values.appearance).every(
        (question) => !question.branching,
      ),
    ).toBe(true);
  });
});
