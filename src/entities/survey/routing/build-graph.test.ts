import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Branching } from '@/contracts/survey-branching';
import type { SurveyQuestion } from '@/contracts/survey-questions';
import {
  buildFlowGraph,
  DEAD_END_NODE,
  END_NODE,
  reachableQuestions,
  representativeAnswers,
} from './build-graph';
import { nextQuestion } from './next-question';
import { byResponse, nps, open, single } from '@/testing/fixtures/routing-questions';

describe('buildFlowGraph', () => {
  it('labels edges with the answers that take them', () => {
    const graph = buildFlowGraph([
      nps(byResponse({ detractors: 1, promoters: 'end' })),
      open('Why low?', { type: 'end' }),
      open('Anything else?'),
    ]);
    const from0 = graph.edges.filter((edge) => edge.from === 0);
    expect(from0.map((edge) => [edge.to, edge.labels])).toEqual([
      [1, ['0–6 (Detractors)', '7–8 (Passives)']],
      [END_NODE, ['9–10 (Promoters)']],
    ]);
    expect(graph.edges.find((edge) => edge.from === 1)).toMatchObject({
      to: END_NODE,
      labels: ['any answer'],
    });
    expect(graph.edges.find((edge) => edge.from === 2)).toMatchObject({ to: END_NODE });
    expect(graph.questions.map((node) => node.text)).toEqual(['NPS', 'Why low?', 'Anything else?']);
  });
  it('single choice: one label per choice, the open choice as free text, skipped when optional', () => {
    const question = { ...single(['Yes', 'No', 'Other'], byResponse({ '0': 'end' }), true), optional: true };
    expect(representativeAnswers(question).map((answer) => answer.label)).toEqual([
      'Yes',
      'No',
      'Other (free text)',
      'skipped',
    ]);
    const graph = buildFlowGraph([question, open('Next')]);
    expect(graph.edges.filter((edge) => edge.from === 0).map((edge) => edge.labels)).toEqual([
      ['Yes'],
      ['No', 'Other (free text)', 'skipped'],
    ]);
  });
  it('routes past the end become a dead end', () => {
    const graph = buildFlowGraph([open('A'), open('B', { type: 'next_question' })]);
    expect(graph.edges.find((edge) => edge.from === 1)).toMatchObject({ to: DEAD_END_NODE, step: 2 });
    expect(graph.hasDeadEnd).toBe(true);
  });
  it('records answers the SDK throws on', () => {
    const bad: SurveyQuestion = {
      type: 'rating',
      question: 'R',
      display: 'number',
      scale: 4,
      lowerBoundLabel: 'a',
      upperBoundLabel: 'b',
      branching: byResponse({ negative: 'end' }),
    };
    expect(buildFlowGraph([bad, open('x')]).questions[0]!.errors[0]).toMatch(/scale must be one of/);
  });
});

const questionArb = (count: number) =>
  fc.record({
    kind: fc.constantFrom('open', 'rating', 'single'),
    optional: fc.boolean(),
    branch: fc.oneof(
      fc.constant(undefined),
      fc.constant({ type: 'end' } as Branching),
      fc.integer({ min: -1, max: count }).map((index) => ({ type: 'specific_question', index }) as Branching),
      fc
        .dictionary(
          fc.constantFrom('0', '1', '2', 'negative', 'neutral', 'positive'),
          fc.oneof(fc.constant('end' as const), fc.integer({ min: 0, max: count - 1 })),
        )
        .map((responseValues) => ({ type: 'response_based', responseValues }) as Branching),
    ),
  });

describe('property: the graph and a respondent never disagree', () => {
  it('walking with nextQuestion never visits a question the graph calls unreachable', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 8 })
          .chain((count) =>
            fc.tuple(
              fc.array(questionArb(count), { minLength: count, maxLength: count }),
              fc.array(fc.nat(), { minLength: 20, maxLength: 20 }),
            ),
          ),
        ([specs, picks]) => {
          const questions: SurveyQuestion[] = specs.map((spec, i) => {
            const base = {
              question: `Q${i}`,
              optional: spec.optional,
              ...(spec.branch ? { branching: spec.branch } : {}),
            };
            if (spec.kind === 'rating')
              return {
                ...base,
                type: 'rating',
                display: 'number',
                scale: 5,
                lowerBoundLabel: 'a',
                upperBoundLabel: 'b',
              } as SurveyQuestion;
            if (spec.kind === 'single')
              return { ...base, type: 'single_choice', choices: ['A', 'B', 'C'] } as SurveyQuestion;
            return { ...base, type: 'open' } as SurveyQuestion;
          });
          const graph = buildFlowGraph(questions);
          const reachable = reachableQuestions(graph);
          let index = 0;
          for (const pick of picks) {
            expect(reachable.has(index)).toBe(true);
            const question = questions[index]!;
            const answers =
              question.type === 'rating'
                ? [1, 2, 3, 4, 5, ...(question.optional ? [null] : [])]
                : question.type === 'single_choice'
                  ? ['A', 'B', 'C', ...(question.optional ? [null] : [])]
                  : ['text'];
            const step = nextQuestion({ questions }, index, answers[pick % answers.length]!);
            if (step === 'end' || step < 0 || step >= questions.length) break;
            index = step;
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
