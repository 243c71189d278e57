// Building routes on the flow graph, in the API's terms (question indices): the ways a question can be
// left (each rating bucket, each single choice, any answer), where each goes now, where one may be sent
// and why not. Pure: the graph asks it while a route is dragged or picked from a menu; the editor turns
// the result into its own uid-based document operation.
import type { ReadQuestion } from '@/contracts/survey-questions';
import { htmlToText } from '@/lib/sanitize-html';
import { answerBranchingOf } from '../kinds/question-kinds';
import type { RoutedAnswer } from '../kinds/answers';
import type { FlowAnswer, FlowEdge, FlowGraph } from './build-graph';

/** A way of leaving a question: every answer at once, or one answer group (by its `responseValues` key). */
export type WayKey = 'any' | `answer:${string}`;

export const ANY_ANSWER: WayKey = 'any';
export const answerWay = (key: string): WayKey => `answer:${key}`;

/** The `responseValues` key a way stands for, or null for "any answer". */
export function answerKeyOf(way: WayKey): string | null {
  return way === ANY_ANSWER ? null : way.slice('answer:'.length);
}

/** Where a way of leaving goes. "next" is the question that follows (or the end, after the last). */
export type RouteTarget = { kind: 'next' } | { kind: 'end' } | { kind: 'question'; index: number };

/** Where a new question goes on the graph: after a question, or on one way of leaving one. */
export type InsertPlace = { kind: 'after'; index: number } | { kind: 'route'; from: number; way: WayKey };

const NEXT: RouteTarget = { kind: 'next' };
const END: RouteTarget = { kind: 'end' };

export interface WayToLeave {
  key: WayKey;
  /** "any answer", "0–6 (Detractors)", "“Yes”", "“Other” (free text)". */
  label: string;
}

const LABEL_MAX = 40;
const shorten = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function answerLabel(answer: RoutedAnswer): string {
  if (!answer.choice) return answer.label;
  const text = answer.choice.text.trim();
  const name = text ? `“${shorten(text, LABEL_MAX)}”` : `Choice ${answer.choice.position + 1}`;
  return answer.choice.freeText ? `${name} (free text)` : name;
}

/**
 * Every way a question can be left, in order: "any answer" (a rule for all answers), then one per answer
 * group the SDK tells apart for answer-based rules (rating buckets of the scale, single choices). Kinds
 * whose answers the SDK never reads (open text, link, multiple choice) have "any answer" alone.
 */
export function waysToLeave(question: ReadQuestion): WayToLeave[] {
  const answers = answerBranchingOf(question)?.answers() ?? [];
  return [
    { key: ANY_ANSWER, label: 'any answer' },
    ...answers.map((answer) => ({ key: answerWay(answer.key), label: answerLabel(answer) })),
  ];
}

/** Where a way goes by the question's rule; "per-answer" for "any answer" under an answer-based rule. */
export type WayRoute = RouteTarget | { kind: 'per-answer' };

function targetOfValue(value: unknown): RouteTarget {
  if (value === 'end') return END;
  // Anything else the SDK does not take as an index sends respondents to the next question.
  return typeof value === 'number' && Number.isInteger(value) ? { kind: 'question', index: value } : NEXT;
}

export function currentRoute(question: ReadQuestion, way: WayKey): WayRoute {
  const branching = question.branching;
  if (!branching?.type) return NEXT;
  switch (branching.type) {
    case 'end':
      return END;
    case 'specific_question':
      return targetOfValue(branching.index);
    case 'response_based': {
      // Kinds whose answers the SDK does not read ignore the rule.
      if (!answerBranchingOf(question)) return NEXT;
      const key = answerKeyOf(way);
      if (key === null) return { kind: 'per-answer' };
      const values = branching.responseValues ?? {};
      return Object.hasOwn(values, key) ? targetOfValue(values[key]) : NEXT;
    }
    default:
      return NEXT;
  }
}

export const sameTarget = (a: WayRoute, b: WayRoute) =>
  a.kind === b.kind && (a.kind !== 'question' || a.index === (b as { index: number }).index);

/**
 * What dropping a way on a node means: the End node ends the survey; the question that comes next
 * restores "next question" (no rule), as PostHog's editor stores it; any other question is that question.
 */
export function dropTarget(from: number, to: number | 'end'): RouteTarget {
  if (to === 'end') return END;
  return to === from + 1 ? NEXT : { kind: 'question', index: to };
}

const q = (index: number) => `Q${index + 1}`;

/** A shortest route from `start` to `goal` over the graph's edges, as question indices, or null. */
function routeBetween(graph: FlowGraph, start: number, goal: number): number[] | null {
  const adjacency = new Map<number, number[]>();
  for (const edge of graph.edges) {
    if (typeof edge.to !== 'number') continue;
    const list = adjacency.get(edge.from);
    if (list) list.push(edge.to);
    else adjacency.set(edge.from, [edge.to]);
  }
  const cameFrom = new Map<number, number>([[start, start]]);
  const queue = [start];
  for (let head = 0; head < queue.length; head += 1) {
    const current = queue[head]!;
    if (current === goal) {
      const route = [goal];
      while (route[0] !== start) route.unshift(cameFrom.get(route[0]!)!);
      return route;
    }
    for (const next of adjacency.get(current) ?? []) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, current);
      queue.push(next);
    }
  }
  return null;
}

/**
 * Why question `from` may not send (some of) its answers to `target`, or null when it may: a question
 * cannot route to itself, and a route back to a question that leads to `from` makes a loop, which
 * PostHog refuses to save. The loop is named with its questions, in the order respondents meet them.
 */
export function routeRefusal(graph: FlowGraph, from: number, target: RouteTarget): string | null {
  const count = graph.questions.length;
  const to =
    target.kind === 'question' ? target.index : target.kind === 'next' && from + 1 < count ? from + 1 : null;
  if (to === null) return null;
  if (to === from) return `${q(from)} cannot route to itself.`;
  if (to < 0 || to >= count) return `There is no question #${to + 1}.`;
  const back = routeBetween(graph, to, from);
  if (!back) return null;
  const loop = [from, ...back].map(q).join(' → ');
  return `That would make a loop, ${loop}: PostHog refuses to save a survey with a loop.`;
}

/** A question as the editor's menus name it: "Q3 “How did you hear about us?”". */
export function questionLabel(questions: readonly ReadQuestion[], index: number, max = 60): string {
  const text = htmlToText(questions[index]?.question ?? '');
  return `${q(index)} ${text ? `“${shorten(text, max)}”` : '(no text yet)'}`;
}

/** A target in words, for what a screen reader hears after a change ("Q3 “…”", "the end of the survey"). */
export function targetInWords(questions: readonly ReadQuestion[], from: number, target: WayRoute): string {
  switch (target.kind) {
    case 'end':
      return 'the end of the survey';
    case 'per-answer':
      return 'a question that depends on the answer';
    case 'question':
      return questionLabel(questions, target.index);
    case 'next':
      return from + 1 < questions.length
        ? `the next question, ${questionLabel(questions, from + 1)}`
        : 'the end of the survey (there is no next question)';
  }
}

export interface RouteOption {
  target: RouteTarget;
  /** Its name, as the form names it: "Next question", "End of survey", "Q3 “…”". */
  label: string;
  /** Which question "next" is, when there is one. */
  detail: string | null;
  /** Why it cannot be chosen, or null. */
  refusal: string | null;
}

/** The targets one way of leaving `from` can be sent to (every question but `from` itself). */
export function routeOptions(
  questions: readonly ReadQuestion[],
  graph: FlowGraph,
  from: number,
): RouteOption[] {
  const options: RouteOption[] = [
    {
      target: NEXT,
      label: 'Next question',
      detail:
        from + 1 < questions.length
          ? questionLabel(questions, from + 1)
          : 'None after this one: the survey ends',
      refusal: routeRefusal(graph, from, NEXT),
    },
    { target: END, label: 'End of survey', detail: null, refusal: null },
  ];
  questions.forEach((_, index) => {
    if (index === from) return;
    const target: RouteTarget = { kind: 'question', index };
    options.push({
      target,
      label: questionLabel(questions, index),
      detail: null,
      refusal: routeRefusal(graph, from, target),
    });
  });
  return options;
}

/** The way an answer of a graph edge leaves by, or null for a skipped optional answer (no rule of its own). */
export function wayOfAnswer(answer: FlowAnswer): WayKey | null {
  if (answer.key !== undefined) return answerWay(answer.key);
  return answer.response === null ? null : ANY_ANSWER;
}

/** One drawn route of the editable graph: a way of leaving (null: skipped answers) and where it goes. */
export interface WayEdge {
  id: string;
  /** The graph edge it is part of (for the walk-through's highlight). */
  edgeId: string;
  from: number;
  to: FlowEdge['to'];
  way: WayKey | null;
  labels: string[];
}

/**
 * The graph's edges split by way of leaving, so each starts at its own handle: one per answer group
 * under an answer-based rule, one for "any answer" otherwise; skipped answers ride along with "any
 * answer" when they go the same way, or get an edge of their own.
 */
export function wayEdges(graph: FlowGraph): WayEdge[] {
  const edges: WayEdge[] = [];
  for (const edge of graph.edges) {
    const byWay = new Map<WayKey | null, string[]>();
    for (const answer of edge.answers) {
      const way = wayOfAnswer(answer);
      byWay.set(way, [...(byWay.get(way) ?? []), answer.label]);
    }
    const skipped = byWay.get(null);
    if (skipped && byWay.has(ANY_ANSWER)) {
      byWay.set(ANY_ANSWER, [...byWay.get(ANY_ANSWER)!, ...skipped]);
      byWay.delete(null);
    }
    for (const [way, labels] of byWay)
      edges.push({
        id: `${edge.id}|${way ?? 'skipped'}`,
        edgeId: edge.id,
        from: edge.from,
        to: edge.to,
        way,
        labels,
      });
  }
  return edges;
}
