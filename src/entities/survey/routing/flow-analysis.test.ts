import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Branching, SurveyQuestion } from '../../../contracts/survey';
import {
  buildFlowGraph,
  DEAD_END_NODE,
  END_NODE,
  reachableQuestions,
  representativeAnswers,
} from './build-graph';
import { findLoops, lintFlow } from './lint';
import { nextQuestion } from './next-question';
import { enumeratePaths } from './paths';

const open = (text: string, branching?: Branching, optional = false): SurveyQuestion => ({
  type: 'open',
  question: text,
  optional,
  ...(branching ? { branching } : {}),
});
const nps = (branching?: Branching): SurveyQuestion => ({
  type: 'rating',
  question: 'NPS',
  display: 'number',
  scale: 10,
  lowerBoundLabel: 'a',
  upperBoundLabel: 'b',
  ...(branching ? { branching } : {}),
});
const single = (choices: string[], branching?: Branching, hasOpenChoice = false): SurveyQuestion => ({
  type: 'single_choice',
  question: 'Pick',
  choices,
  hasOpenChoice,
  ...(branching ? { branching } : {}),
});
const byResponse = (responseValues: Record<string, number | 'end'>): Branching => ({
  type: 'response_based',
  responseValues,
});

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

describe('enumeratePaths', () => {
  it('lists every route with its answers and how it ends', () => {
    const paths = enumeratePaths(
      buildFlowGraph([
        nps(byResponse({ detractors: 1, promoters: 'end' })),
        open('Why?', { type: 'specific_question', index: 0 }),
      ]),
    );
    expect(
      paths.map((path) => [path.steps.map((step) => `${step.questionIndex}:${step.answer}`), path.outcome]),
    ).toEqual([
      [['0:0–6 (Detractors) / 7–8 (Passives)', '1:any answer'], { kind: 'loop', to: 0 }],
      [['0:9–10 (Promoters)'], { kind: 'end' }],
    ]);
  });
  it('is bounded', () => {
    const questions = Array.from({ length: 12 }, (_, i) =>
      single(['a', 'b'], byResponse({ '0': i + 2 < 12 ? i + 2 : 'end', '1': i + 1 < 12 ? i + 1 : 'end' })),
    );
    expect(enumeratePaths(buildFlowGraph(questions), 50)).toHaveLength(50);
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

describe('every seeded survey', () => {
  it('builds, lints and enumerates paths; the seeded mistakes are found, and each path can be walked', async () => {
    const { buildSeed } = await import('../../../mocks/seed');
    const broken: string[] = [];
    for (const { survey } of buildSeed().surveys) {
      const questions = survey.questions ?? [];
      const graph = buildFlowGraph(questions);
      if (lintFlow(questions, survey.appearance, graph).some((finding) => finding.severity === 'error'))
        broken.push(survey.name);
      // Every enumerated path is what a respondent giving those answers walks through.
      for (const path of enumeratePaths(graph, 50)) {
        path.steps.forEach((step, position) => {
          const edge = graph.edges.find(
            (candidate) =>
              candidate.from === step.questionIndex && candidate.labels.join(' / ') === step.answer,
          )!;
          const next = nextQuestion(survey, step.questionIndex, edge.answers[0]!.response);
          const following = path.steps[position + 1];
          if (following) expect(next, survey.name).toBe(following.questionIndex);
          else if (path.outcome.kind === 'end') expect(next, survey.name).toBe('end');
          else if (path.outcome.kind === 'loop') expect(next, survey.name).toBe(path.outcome.to);
        });
      }
    }
    expect(broken.sort()).toEqual([
      'Broken flow: loop',
      'Broken flow: unreachable question',
      'Onboarding feedback',
      'Stress test: 100 questions',
    ]);
  });
});
