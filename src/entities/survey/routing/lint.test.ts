import { describe, expect, it } from 'vitest';
import type { Branching } from '@/contracts/survey-branching';
import type { SurveyQuestion } from '@/contracts/survey-questions';
import { buildFlowGraph } from './build-graph';
import { findLoops, lintFlow } from './lint';
import { byResponse, nps, open, single } from '@/testing/fixtures/routing-questions';

describe('lintFlow', () => {
  const kinds = (questions: SurveyQuestion[], appearance?: { shuffleQuestions: boolean }) =>
    lintFlow(questions, appearance).map((finding) => [finding.kind, finding.questionIndex]);
  it('finds unreachable questions', () =>
    expect(kinds([open('A', { type: 'end' }), open('B')])).toEqual([['unreachable', 1]]));
  it('finds loops and names their questions', () => {
    const findings = lintFlow([open('A'), open('B', { type: 'specific_question', index: 0 }), open('C')]);
    expect(findings.find((finding) => finding.kind === 'loop')).toMatchObject({
      cycle: [0, 1],
      message: expect.stringContaining('Q1 → Q2 → Q1'),
    });
    expect(findLoops(buildFlowGraph([open('A', { type: 'specific_question', index: 0 })]))).toEqual([[0]]);
  });
  it('finds targets out of range and at the question itself', () => {
    expect(kinds([open('A', { type: 'specific_question', index: 7 }), open('B')])).toContainEqual([
      'bad-target',
      0,
    ]);
    expect(kinds([open('A'), single(['x'], byResponse({ '0': 1 })), open('C')])).toContainEqual([
      'self-target',
      1,
    ]);
  });
  it('finds the last-question trap', () => {
    expect(kinds([open('A'), single(['x', 'y'], byResponse({ '0': 'end' }))])).toContainEqual([
      'dead-end',
      1,
    ]);
    expect(kinds([open('A'), open('B', { type: 'next_question' })])).toContainEqual(['dead-end', 1]);
  });
  it('finds rules the SDK ignores and keys that never match', () => {
    expect(kinds([open('A', byResponse({ '0': 'end' })), open('B')])).toContainEqual(['ignored-rule', 0]);
    expect(kinds([nps(byResponse({ positive: 'end' })), open('B')])).toContainEqual(['bad-bucket-key', 0]);
    expect(kinds([single(['x'], byResponse({ '3': 'end' })), open('B')])).toContainEqual([
      'bad-choice-key',
      0,
    ]);
  });
  it('names ratings posthog-js draws otherwise, and the answers it then throws on', () => {
    const rating = (display: string, scale: number, branching?: Branching): SurveyQuestion => ({
      type: 'rating',
      question: 'R',
      display,
      scale,
      ...(branching ? { branching } : {}),
    });
    const noValues = { type: 'response_based' } as unknown as Branching;
    // A rule with no values still reads the answer first, and a 4-point scale fails on every one.
    expect(lintFlow([rating('number', 4, noValues), open('B')])).toContainEqual(
      expect.objectContaining({
        kind: 'answer-throws',
        questionIndex: 0,
        message: expect.stringContaining('The scale must be one of: 2, 3, 5, 7, 10'),
      }),
    );
    // A 3-point number scale is drawn 1–5: its rule fails on 4 and 5, said once.
    const three = lintFlow([rating('number', 3, byResponse({ negative: 'end' })), open('B')]);
    expect(three.filter((finding) => finding.kind === 'answer-throws')).toEqual([
      expect.objectContaining({ message: 'Q1: the SDK fails on 4, 5: The response must be in range 1-3.' }),
    ]);
    expect(three).toContainEqual(expect.objectContaining({ kind: 'not-shown', questionIndex: 0 }));
    expect(kinds([rating('emoji', 10), open('B')])).toContainEqual(['not-shown', 0]);
  });
  it('finds shuffle with branching', () => {
    expect(kinds([open('A', { type: 'end' })], { shuffleQuestions: true })).toContainEqual([
      'shuffle-with-branching',
      0,
    ]);
  });
  it('a clean survey has no findings', () =>
    expect(
      kinds([nps(byResponse({ detractors: 1, promoters: 2 })), open('Why?', { type: 'end' }), open('More?')]),
    ).toEqual([]));
});

describe('every seeded survey', () => {
  it('the seeded mistakes are found, and only those', async () => {
    const { buildSeed } = await import('@/mocks/seed');
    const broken = buildSeed()
      .surveys.filter(({ survey }) =>
        lintFlow(survey.questions ?? [], survey.appearance).some((finding) => finding.severity === 'error'),
      )
      .map(({ survey }) => survey.name);
    expect(broken.sort()).toEqual([
      'Broken flow: loop',
      'Broken flow: unreachable question',
      'Onboarding feedback',
      'Stress test: 100 questions',
    ]);
  });
});
