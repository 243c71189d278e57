// The flow graph's edits as document operations: every way of leaving every kind of question can be
// sent anywhere but to itself, the other answers keep their routes, and what is saved is what the form
// makes of the same choices.
import { describe, expect, it } from 'vitest';
import { QUESTION_TYPES, type SurveyQuestion } from '@/contracts/survey-questions';
import { defaultQuestion } from '@/entities/survey/kinds/question-kinds';
import { RATING_SCALES } from '@/entities/survey/kinds/rating-scales';
import { buildFlowGraph } from '@/entities/survey/routing/build-graph';
import { ANY_ANSWER, answerWay, waysToLeave, wayEdges } from '@/entities/survey/routing/graph-edit';
import { fromApiQuestions, toApiQuestions } from '../document/convert';
import type { EditorQuestion, EditorRule } from '../document/editor-document';
import { hasBranching, insertAfter, insertOnRoute, routeWay } from './graph-ops';
import { answerRule, setAnswerRow } from './rule-ops';
import { countingUids, storedQuestions } from '@/testing/fixtures/stored-questions';

const load = (questions: SurveyQuestion[]) => fromApiQuestions(questions, countingUids()).questions;
const withRule = (questions: EditorQuestion[], index: number, rule: EditorRule | null) => {
  if (!rule) throw new Error('refused');
  return questions.map((question, i) => (i === index ? ({ ...question, rule } as EditorQuestion) : question));
};
const open = (text: string): SurveyQuestion => ({ type: 'open', question: text });

/** Every question a way of leaving can belong to: each kind, each rating scale, choices with "Other". */
const SUBJECTS: SurveyQuestion[] = [
  // Choices with distinct labels: the SDK routes a choice by its label, the first of equal ones winning.
  ...QUESTION_TYPES.filter((kind) => kind !== 'rating').map(
    (kind) =>
      ({
        ...defaultQuestion(kind),
        ...(kind.endsWith('choice') ? { choices: ['A', 'B'] } : {}),
      }) as SurveyQuestion,
  ),
  ...(['emoji', 'number'] as const).flatMap((display) =>
    RATING_SCALES[display].map(
      (scale): SurveyQuestion =>
        ({ ...(defaultQuestion('rating') as object), display, scale }) as SurveyQuestion,
    ),
  ),
  { type: 'single_choice', question: 'Pick', choices: ['Yes', 'No', 'Other'], hasOpenChoice: true },
];

describe('routeWay', () => {
  it('sends every way of every kind to a question, the end or the next question', () => {
    for (const subject of SUBJECTS) {
      const questions = load([subject, open('B'), open('C')]);
      for (const way of waysToLeave(subject)) {
        for (const target of [
          { kind: 'question', target: 'u2' } as const,
          { kind: 'end' } as const,
          { kind: 'next' } as const,
        ]) {
          const saved = toApiQuestions(withRule(questions, 0, routeWay(questions[0]!, way.key, target)));
          const graph = buildFlowGraph(saved);
          // The way's answers now go where they were sent; nothing else moved.
          const expected = target.kind === 'question' ? 2 : target.kind === 'end' ? 'end' : 1;
          const edges = wayEdges(graph).filter((edge) => edge.from === 0);
          const mine = way.key === ANY_ANSWER ? edges : edges.filter((edge) => edge.way === way.key);
          expect(mine.length, `${subject.type} ${way.label}`).toBeGreaterThan(0);
          for (const edge of mine) expect(edge.to, `${subject.type} ${way.label}`).toBe(expected);
          for (const edge of edges.filter((edge) => !mine.includes(edge)))
            expect(edge.to, `${subject.type} other than ${way.label}`).toBe(1);
        }
      }
    }
  });

  it('"any answer" sets one rule for all answers, whatever the rule was', () => {
    const [nps] = load(storedQuestions);
    expect(routeWay(nps!, ANY_ANSWER, { kind: 'question', target: 'u3' })).toEqual({
      kind: 'question',
      target: 'u3',
    });
    expect(routeWay(nps!, ANY_ANSWER, { kind: 'end' })).toEqual({ kind: 'end' });
    expect(routeWay(nps!, ANY_ANSWER, { kind: 'next' })).toEqual({ kind: 'next' });
  });

  it('one answer group turns the rule answer-based; the others keep going where they went', () => {
    const questions = load([
      { ...defaultQuestion('rating'), scale: 10, branching: { type: 'end' } } as SurveyQuestion,
      open('B'),
      open('C'),
    ]);
    expect(routeWay(questions[0]!, answerWay('passives'), { kind: 'question', target: 'u2' })).toEqual({
      kind: 'response',
      rows: {
        detractors: { kind: 'end' },
        passives: { kind: 'question', target: 'u2' },
        promoters: { kind: 'end' },
      },
    });
    const toC = withRule(questions, 0, { kind: 'question', target: 'u2' });
    expect(routeWay(toC[0]!, answerWay('promoters'), { kind: 'next' })).toEqual({
      kind: 'response',
      rows: { detractors: { kind: 'question', target: 'u2' }, passives: { kind: 'question', target: 'u2' } },
    });
    const next = load([
      { ...defaultQuestion('single_choice'), choices: ['A', 'B'] } as SurveyQuestion,
      open('B'),
    ]);
    expect(routeWay(next[0]!, answerWay('1'), { kind: 'end' })).toEqual({
      kind: 'response',
      rows: { '1': { kind: 'end' } },
    });
  });

  it('an answer group sent to the next question loses its row, as the form does', () => {
    const [nps] = load(storedQuestions);
    expect(routeWay(nps!, answerWay('detractors'), { kind: 'next' })).toEqual({
      kind: 'response',
      rows: { promoters: { kind: 'end' } },
    });
  });

  it('refuses a route to the question itself and answer groups the question does not have', () => {
    const [nps] = load(storedQuestions);
    expect(routeWay(nps!, ANY_ANSWER, { kind: 'question', target: 'u0' })).toBeNull();
    expect(routeWay(nps!, answerWay('detractors'), { kind: 'question', target: 'u0' })).toBeNull();
    expect(routeWay(nps!, answerWay('negative'), { kind: 'end' })).toBeNull();
    const [text] = load([open('A'), open('B')]);
    expect(routeWay(text!, answerWay('0'), { kind: 'end' })).toBeNull();
  });

  it('saves exactly what the form saves for the same choices', () => {
    // The form: "Decide based on the answer", then one row per answer group.
    const questions = load([
      { ...defaultQuestion('rating'), scale: 10 } as SurveyQuestion,
      open('B'),
      open('C'),
      open('D'),
    ]);
    let byForm = answerRule(questions[0]!);
    byForm = setAnswerRow(byForm, 'passives', { kind: 'question', target: 'u2' });
    byForm = setAnswerRow(byForm, 'promoters', { kind: 'question', target: 'u3' });
    // The graph: drag two answer groups.
    let graph = withRule(
      questions,
      0,
      routeWay(questions[0]!, answerWay('passives'), { kind: 'question', target: 'u2' }),
    );
    graph = withRule(
      graph,
      0,
      routeWay(graph[0]!, answerWay('promoters'), { kind: 'question', target: 'u3' }),
    );
    expect(toApiQuestions(graph)).toEqual(toApiQuestions(withRule(questions, 0, byForm)));
    expect(toApiQuestions(graph)[0]!.branching).toEqual({
      type: 'response_based',
      responseValues: { passives: 2, promoters: 3 },
    });
  });
});

describe('insertAfter', () => {
  it('puts the new question right after, where the next-question routes meet it', () => {
    const questions = load([open('A'), open('B')]);
    const inserted = insertAfter(questions, 'u0', {
      ...(defaultQuestion('link') as object),
      uid: 'new',
      rule: { kind: 'next' },
    } as EditorQuestion);
    expect(inserted.map((question) => question.uid)).toEqual(['u0', 'new', 'u1']);
    expect(insertAfter(questions, 'u1', inserted[1]!).map((question) => question.uid)).toEqual([
      'u0',
      'u1',
      'new',
    ]);
    expect(insertAfter(questions, 'gone', inserted[1]!)).toEqual(questions);
  });
});

describe('insertOnRoute', () => {
  const fresh = {
    ...(defaultQuestion('open') as object),
    question: 'New',
    uid: 'new',
    rule: { kind: 'next' },
  } as EditorQuestion;
  const route = (questions: EditorQuestion[]) =>
    wayEdges(buildFlowGraph(toApiQuestions(questions))).map((edge) => [edge.from, edge.way, edge.to]);

  it('only the chosen answer group passes through the new question, which carries on where it went', () => {
    const questions = load(storedQuestions);
    const out = insertOnRoute(questions, 'u0', answerWay('promoters'), fresh);
    expect(out.map((question) => question.uid)).toEqual(['u0', 'new', 'u1', 'u2', 'u3']);
    expect(route(out).filter(([from]) => from === 0 || from === 1)).toEqual([
      [0, 'answer:detractors', 2],
      [0, 'answer:passives', 2],
      [0, 'answer:promoters', 1],
      [1, 'any', 'end'],
    ]);
    // Everything else routes as before (indices shifted by one).
    const before = route(questions).filter(([from]) => from !== 0);
    const after = route(out).filter(([from]) => (from as number) > 1);
    expect(after).toEqual(
      before.map(([from, way, to]) => [(from as number) + 1, way, typeof to === 'number' ? to + 1 : to]),
    );
  });

  it('on the "any answer" route of a next-question rule it simply goes between', () => {
    const questions = load([open('A'), open('B')]);
    const out = insertOnRoute(questions, 'u0', ANY_ANSWER, fresh);
    expect(out.map((question) => [question.uid, question.rule])).toEqual([
      ['u0', { kind: 'next' }],
      ['new', { kind: 'next' }],
      ['u1', { kind: 'next' }],
    ]);
  });

  it("on a jump, the new question carries on to the jump's target; after the last, it ends the survey", () => {
    const questions = load(storedQuestions);
    // "Why low?" jumps to "Last": it now goes on to the new question, which jumps there instead.
    const out = insertOnRoute(questions, 'u1', ANY_ANSWER, fresh);
    expect(out.map((question) => question.uid)).toEqual(['u0', 'u1', 'new', 'u2', 'u3']);
    expect(out[1]!.rule).toEqual({ kind: 'next' });
    expect(out[2]!.rule).toEqual({ kind: 'question', target: 'u3' });
    const last = insertOnRoute(questions, 'u3', ANY_ANSWER, fresh);
    expect(last.at(-2)!.rule).toEqual({ kind: 'next' });
    // Last now, its "next question" is the end.
    expect(last.at(-1)).toMatchObject({ uid: 'new', rule: { kind: 'next' } });
    expect(toApiQuestions(last).at(-1)).not.toHaveProperty('branching');
  });

  it('leaves the list alone for a question or answer group that does not exist', () => {
    const questions = load(storedQuestions);
    expect(insertOnRoute(questions, 'gone', ANY_ANSWER, fresh)).toEqual(questions);
    expect(insertOnRoute(questions, 'u0', answerWay('negative'), fresh)).toEqual(questions);
  });
});

describe('hasBranching', () => {
  it('tells a survey with any rule from one that only goes on', () => {
    expect(hasBranching(load([open('A'), open('B')]))).toBe(false);
    expect(hasBranching(load(storedQuestions))).toBe(true);
  });
});
