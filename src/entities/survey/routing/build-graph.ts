// The survey as a graph: one node per question, an End node, a dead-end node for routes the widget
// cannot show, and one edge per way of leaving a question. Edges come from asking nextQuestion about a
// representative answer of every bucket or choice, so the graph and a respondent can never disagree.
import type { ReadQuestion } from '@/contracts/survey-questions';
import { htmlToText } from '@/lib/sanitize-html';
import { answerBranchingOf, anyAnswer } from '../kinds/question-kinds';
import { FlowError, nextQuestion, type NextStep, type SurveyResponse } from './next-question';

export const END_NODE = 'end';
export const DEAD_END_NODE = 'dead-end';

export interface FlowAnswer {
  label: string;
  response: SurveyResponse;
  /** The `responseValues` key of an answer an answer-based rule routes (a bucket, a choice position). */
  key?: string;
}

export interface FlowEdge {
  id: string;
  from: number;
  /** A question index, or END_NODE / DEAD_END_NODE. */
  to: number | typeof END_NODE | typeof DEAD_END_NODE;
  /** The raw step (a dead end keeps the out-of-range index). */
  step: NextStep;
  labels: string[];
  answers: FlowAnswer[];
}

export interface FlowQuestionNode {
  index: number;
  kind: ReadQuestion['type'];
  text: string;
  /** Answers the SDK would throw on (e.g. a rating on an unsupported scale). */
  errors: string[];
}

export interface FlowGraph {
  questions: FlowQuestionNode[];
  edges: FlowEdge[];
  hasDeadEnd: boolean;
}

/** One representative answer per distinct way a question can be answered. */
export function representativeAnswers(question: ReadQuestion): FlowAnswer[] {
  // Answers only make a difference under an answer-based rule, and only for kinds whose answers the SDK
  // reads (question-kinds.ts); otherwise one answer stands for all.
  const branching = question.branching?.type === 'response_based' ? answerBranchingOf(question) : null;
  const routed = branching?.answers();
  const answers: FlowAnswer[] = routed?.length
    ? routed.map(({ label, response, key }) => ({ label, response, key }))
    : [{ label: 'any answer', response: anyAnswer(question) }];
  for (const response of branching?.strayAnswers() ?? []) answers.push({ label: String(response), response });
  if (question.optional) answers.push({ label: 'skipped', response: null });
  return answers;
}

function targetOf(step: NextStep, count: number): FlowEdge['to'] {
  if (step === 'end') return END_NODE;
  return step >= 0 && step < count ? step : DEAD_END_NODE;
}

export function buildFlowGraph(questions: readonly ReadQuestion[]): FlowGraph {
  const survey = { questions };
  const nodes: FlowQuestionNode[] = [];
  const edges: FlowEdge[] = [];
  questions.forEach((question, index) => {
    const node: FlowQuestionNode = {
      index,
      kind: question.type,
      text: htmlToText(question.question) || `Question ${index + 1}`,
      errors: [],
    };
    nodes.push(node);
    const byTarget = new Map<string, FlowEdge>();
    // Answers the SDK throws on, grouped by what it throws ("4, 5: The response must be in range 1-3").
    const thrown = new Map<string, string[]>();
    for (const answer of representativeAnswers(question)) {
      let step: NextStep;
      try {
        step = nextQuestion(survey, index, answer.response);
      } catch (error) {
        const message = error instanceof FlowError ? error.message : String(error);
        thrown.set(message, [...(thrown.get(message) ?? []), answer.label]);
        continue;
      }
      const to = targetOf(step, questions.length);
      const key = `${String(to)}:${String(step)}`;
      const edge = byTarget.get(key) ?? {
        id: `e${index}-${key}`,
        from: index,
        to,
        step,
        labels: [],
        answers: [],
      };
      edge.labels.push(answer.label);
      edge.answers.push(answer);
      byTarget.set(key, edge);
    }
    for (const [message, labels] of thrown) node.errors.push(`${labels.join(', ')}: ${message}`);
    for (const edge of byTarget.values()) {
      // When every answer goes the same way the label says so once.
      if (edge.labels.length > 1 && byTarget.size === 1 && !edge.labels.includes('skipped'))
        edge.labels = ['any answer'];
      edges.push(edge);
    }
  });
  return { questions: nodes, edges, hasDeadEnd: edges.some((edge) => edge.to === DEAD_END_NODE) };
}

/** Question indices reachable from the first question. */
export function reachableQuestions(graph: FlowGraph): Set<number> {
  const seen = new Set<number>();
  if (graph.questions.length === 0) return seen;
  const stack = [0];
  while (stack.length) {
    const current = stack.pop()!;
    if (seen.has(current)) continue;
    seen.add(current);
    for (const edge of graph.edges)
      if (edge.from === current && typeof edge.to === 'number') stack.push(edge.to);
  }
  return seen;
}
