import { describe, expect, it } from 'vitest';
import type { SurveyQuestion } from '@/contracts/survey-questions';
import { buildFlowGraph, END_NODE } from './build-graph';
import {
  ANY_ANSWER,
  answerKeyOf,
  answerWay,
  currentRoute,
  dropTarget,
  questionLabel,
  routeOptions,
  routeRefusal,
  targetInWords,
  waysToLeave,
  wayEdges,
} from './graph-edit';
import { byResponse, nps, open, single } from '@/testing/fixtures/routing-questions';

const rating = (scale: number, display: 'number' | 'emoji' = 'number'): SurveyQuestion => ({
  type: 'rating',
  question: `Rate ${scale}`,
  display,
  scale,
  lowerBoundLabel: 'a',
  upperBoundLabel: 'b',
});
const link: SurveyQuestion = { type: 'link', question: 'Book', link: 'https://example.com' };
const multiple: SurveyQuestion = { type: 'multiple_choice', question: 'Which?', choices: ['A', 'B'] };
const toQuestion = (index: number) => ({ type: 'specific_question' as const, index });

const labels = (question: SurveyQuestion) => waysToLeave(question).map((way) => way.label);

describe('waysToLeave', () => {
  it('kinds whose answers the SDK never reads have "any answer" alone', () => {
    for (const question of [open('A'), link, multiple]) expect(labels(question)).toEqual(['any answer']);
  });

  it('a rating has one way per bucket of its scale, on every scale PostHog offers', () => {
    expect(labels(rating(2, 'emoji'))).toEqual(['any answer', '1 (Thumbs up)', '2 (Thumbs down)']);
    expect(labels(rating(3))).toEqual(['any answer', '1 (Negative)', '2 (Neutral)', '3 (Positive)']);
    expect(labels(rating(5))).toEqual(['any answer', '1–2 (Negative)', '3 (Neutral)', '4–5 (Positive)']);
    expect(labels(rating(7))).toEqual(['any answer', '1–3 (Negative)', '4 (Neutral)', '5–7 (Positive)']);
    expect(labels(nps())).toEqual(['any answer', '0–6 (Detractors)', '7–8 (Passives)', '9–10 (Promoters)']);
    expect(waysToLeave(nps()).map((way) => way.key)).toEqual([
      'any',
      'answer:detractors',
      'answer:passives',
      'answer:promoters',
    ]);
  });

  it('a rating on a scale the SDK does not know has "any answer" alone', () =>
    expect(labels(rating(4))).toEqual(['any answer']));

  it('a single choice has one way per choice, by position; the free-text choice says so', () => {
    const question = single(['Yes', '', 'Other'], undefined, true);
    expect(waysToLeave(question)).toEqual([
      { key: 'any', label: 'any answer' },
      { key: 'answer:0', label: '“Yes”' },
      { key: 'answer:1', label: 'Choice 2' },
      { key: 'answer:2', label: '“Other” (free text)' },
    ]);
    expect(labels(single([]))).toEqual(['any answer']);
  });

  it('a way names its answer key', () => {
    expect(answerKeyOf(ANY_ANSWER)).toBeNull();
    expect(answerKeyOf(answerWay('detractors'))).toBe('detractors');
    expect(answerKeyOf(answerWay('0'))).toBe('0');
  });
});

describe('currentRoute', () => {
  it('reads each way from the rule', () => {
    const question = nps(byResponse({ detractors: 2, promoters: 'end' }));
    expect(currentRoute(question, ANY_ANSWER)).toEqual({ kind: 'per-answer' });
    expect(currentRoute(question, answerWay('detractors'))).toEqual({ kind: 'question', index: 2 });
    expect(currentRoute(question, answerWay('passives'))).toEqual({ kind: 'next' });
    expect(currentRoute(question, answerWay('promoters'))).toEqual({ kind: 'end' });
  });

  it('a rule for every answer is where every way goes', () => {
    for (const way of waysToLeave(nps()).map((entry) => entry.key)) {
      expect(currentRoute(nps(), way)).toEqual({ kind: 'next' });
      expect(currentRoute(nps({ type: 'end' }), way)).toEqual({ kind: 'end' });
      expect(currentRoute(nps(toQuestion(3)), way)).toEqual({ kind: 'question', index: 3 });
    }
  });

  it('rules the SDK ignores or does not know go to the next question', () => {
    expect(currentRoute(open('A', byResponse({ '0': 'end' })), ANY_ANSWER)).toEqual({ kind: 'next' });
    expect(currentRoute(open('A', { type: 'next_question' }), ANY_ANSWER)).toEqual({ kind: 'next' });
    expect(currentRoute({ ...open('A'), branching: { type: 'confirmation_message' } }, ANY_ANSWER)).toEqual({
      kind: 'next',
    });
  });
});

describe('dropTarget', () => {
  it('the next question restores "next question"; End ends; any other question is that question', () => {
    expect(dropTarget(0, 1)).toEqual({ kind: 'next' });
    expect(dropTarget(0, 'end')).toEqual({ kind: 'end' });
    expect(dropTarget(0, 2)).toEqual({ kind: 'question', index: 2 });
    expect(dropTarget(2, 0)).toEqual({ kind: 'question', index: 0 });
  });
});

describe('routeRefusal', () => {
  const chain = [nps(), open('Why?'), open('What next?'), open('Thanks')];

  it('refuses a question routing to itself', () => {
    const graph = buildFlowGraph(chain);
    expect(routeRefusal(graph, 1, { kind: 'question', index: 1 })).toBe('Q2 cannot route to itself.');
  });

  it('refuses a route back to a question that leads here, naming the loop in order', () => {
    const graph = buildFlowGraph(chain);
    expect(routeRefusal(graph, 2, { kind: 'question', index: 0 })).toBe(
      'That would make a loop, Q3 → Q1 → Q2 → Q3: PostHog refuses to save a survey with a loop.',
    );
    expect(routeRefusal(graph, 3, { kind: 'question', index: 2 })).toContain('Q4 → Q3 → Q4');
  });

  it('names the shortest loop when a jump shortens it', () => {
    const graph = buildFlowGraph([nps(byResponse({ promoters: 3 })), open('B'), open('C'), open('D')]);
    expect(routeRefusal(graph, 3, { kind: 'question', index: 0 })).toContain('Q4 → Q1 → Q4');
  });

  it('allows forward routes, the end, and routes back to a question that no longer leads here', () => {
    const graph = buildFlowGraph(chain);
    expect(routeRefusal(graph, 0, { kind: 'question', index: 3 })).toBeNull();
    expect(routeRefusal(graph, 2, { kind: 'end' })).toBeNull();
    expect(routeRefusal(graph, 0, { kind: 'next' })).toBeNull();
    const ended = buildFlowGraph([open('A', { type: 'end' }), open('B')]);
    expect(routeRefusal(ended, 1, { kind: 'question', index: 0 })).toBeNull();
  });

  it('refuses "next question" when the next question leads back', () => {
    const graph = buildFlowGraph([open('A', { type: 'end' }), open('B', toQuestion(0))]);
    expect(routeRefusal(graph, 0, { kind: 'next' })).toContain('Q1 → Q2 → Q1');
  });

  it('counts every route respondents can take, answer groups and skips included', () => {
    const optional = {
      ...nps(byResponse({ detractors: 'end', passives: 'end', promoters: 'end' })),
      optional: true,
    };
    const graph = buildFlowGraph([optional, open('B')]);
    // A skipped optional rating passes straight to Q2.
    expect(routeRefusal(graph, 1, { kind: 'question', index: 0 })).toContain('Q2 → Q1 → Q2');
  });
});

describe('routeOptions', () => {
  it('lists next, end and every other question, named as in the form, refusing loops', () => {
    const questions = [open('A'), open('B'), open('<b>C</b>')];
    const options = routeOptions(questions, buildFlowGraph(questions), 1);
    expect(options.map((option) => option.label)).toEqual([
      'Next question',
      'End of survey',
      'Q1 “A”',
      'Q3 “C”',
    ]);
    expect(options[0]!.detail).toBe('Q3 “C”');
    expect(options.map((option) => option.refusal === null)).toEqual([true, true, false, true]);
    expect(options[2]!.refusal).toContain('Q2 → Q1 → Q2');
  });

  it('on the last question, "next" ends the survey', () => {
    const questions = [open('A'), open('')];
    const [next] = routeOptions(questions, buildFlowGraph(questions), 1);
    expect(next!.detail).toBe('None after this one: the survey ends');
    expect(questionLabel(questions, 1)).toBe('Q2 (no text yet)');
  });
});

describe('targetInWords', () => {
  it('says where a way goes', () => {
    const questions = [open('A'), open('B')];
    expect(targetInWords(questions, 0, { kind: 'next' })).toBe('the next question, Q2 “B”');
    expect(targetInWords(questions, 1, { kind: 'next' })).toContain('the end of the survey');
    expect(targetInWords(questions, 1, { kind: 'question', index: 0 })).toBe('Q1 “A”');
    expect(targetInWords(questions, 0, { kind: 'end' })).toBe('the end of the survey');
  });
});

describe('wayEdges', () => {
  it('one edge per answer group under an answer-based rule, each from its own way', () => {
    const graph = buildFlowGraph([nps(byResponse({ passives: 2, promoters: 'end' })), open('B'), open('C')]);
    expect(
      wayEdges(graph)
        .filter((edge) => edge.from === 0)
        .map((edge) => [edge.way, edge.to, edge.labels]),
    ).toEqual([
      ['answer:detractors', 1, ['0–6 (Detractors)']],
      ['answer:passives', 2, ['7–8 (Passives)']],
      ['answer:promoters', END_NODE, ['9–10 (Promoters)']],
    ]);
  });

  it('one edge for any answer otherwise, skips riding along when they go the same way', () => {
    const graph = buildFlowGraph([open('A', toQuestion(2), true), open('B'), single(['x', 'y'])]);
    expect(wayEdges(graph).filter((edge) => edge.from === 0)).toEqual([
      { id: 'e0-2:2|any', edgeId: 'e0-2:2', from: 0, to: 2, way: 'any', labels: ['any answer', 'skipped'] },
    ]);
  });

  it('a skip that goes elsewhere has an edge of its own, with no way to edit', () => {
    const optional = {
      ...nps(byResponse({ detractors: 'end', passives: 'end', promoters: 'end' })),
      optional: true,
    };
    const edges = wayEdges(buildFlowGraph([optional, open('B')])).filter((edge) => edge.from === 0);
    expect(edges.find((edge) => edge.way === null)).toMatchObject({ to: 1, labels: ['skipped'] });
    expect(edges.filter((edge) => edge.way !== null)).toHaveLength(3);
  });
});
