// Findings about a survey's flow that respondents would otherwise discover: unreachable questions,
// loops, broken targets, the last-question dead end, rules the SDK ignores, keys that never match.
import { KNOWN_BRANCHING_TYPES } from '@/contracts/survey-branching';
import { type ReadQuestion } from '@/contracts/survey-questions';
import { type SurveyAppearance } from '@/contracts/survey-settings';
import { buildFlowGraph, DEAD_END_NODE, reachableQuestions, type FlowGraph } from './build-graph';
import { answerBranchingOf, ANSWER_BRANCHING_KINDS_IN_WORDS, notShownReason } from '../kinds/question-kinds';

export type FindingKind =
  | 'unreachable'
  | 'loop'
  | 'bad-target'
  | 'self-target'
  | 'dead-end'
  | 'ignored-rule'
  | 'bad-bucket-key'
  | 'bad-choice-key'
  | 'shuffle-with-branching'
  | 'answer-throws'
  | 'unreadable-question'
  | 'unknown-branching'
  | 'not-shown';

export interface FlowFinding {
  kind: FindingKind;
  severity: 'error' | 'warning';
  /** The question to select when the finding is clicked. */
  questionIndex: number;
  message: string;
  /** For loops: the questions that form it, in order. */
  cycle?: number[];
}

const q = (index: number) => `Q${index + 1}`;

/** Loops as strongly connected components of the question graph (Tarjan), in question order. */
export function findLoops(graph: FlowGraph): number[][] {
  const count = graph.questions.length;
  const adjacency: number[][] = Array.from({ length: count }, () => []);
  for (const edge of graph.edges) if (typeof edge.to === 'number') adjacency[edge.from]!.push(edge.to);
  let counter = 0;
  const index = new Array<number>(count).fill(-1);
  const low = new Array<number>(count).fill(0);
  const onStack = new Array<boolean>(count).fill(false);
  const stack: number[] = [];
  const loops: number[][] = [];
  const visit = (v: number) => {
    index[v] = low[v] = counter++;
    stack.push(v);
    onStack[v] = true;
    for (const w of adjacency[v]!) {
      if (index[w] === -1) {
        visit(w);
        low[v] = Math.min(low[v]!, low[w]!);
      } else if (onStack[w]) {
        low[v] = Math.min(low[v]!, index[w]!);
      }
    }
    if (low[v] === index[v]) {
      const component: number[] = [];
      let w: number;
      do {
        w = stack.pop()!;
        onStack[w] = false;
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || adjacency[v]!.includes(v)) loops.push(component.sort((a, b) => a - b));
    }
  };
  for (let v = 0; v < count; v += 1) if (index[v] === -1) visit(v);
  return loops.sort((a, b) => a[0]! - b[0]!);
}

function targetFindings(question: ReadQuestion, index: number, count: number): FlowFinding[] {
  const findings: FlowFinding[] = [];
  const check = (target: unknown, where: string) => {
    if (target === 'end' || target === undefined) return;
    if (typeof target !== 'number' || !Number.isInteger(target)) {
      findings.push({
        kind: 'bad-target',
        severity: 'error',
        questionIndex: index,
        message: `${q(index)}${where} points at “${String(target)}”, which is not a question: the SDK goes to the next question instead.`,
      });
    } else if (target === index) {
      findings.push({
        kind: 'self-target',
        severity: 'error',
        questionIndex: index,
        message: `${q(index)}${where} sends respondents back to ${q(index)} itself.`,
      });
    } else if (target < 0 || target >= count) {
      findings.push({
        kind: 'bad-target',
        severity: 'error',
        questionIndex: index,
        message: `${q(index)}${where} points at question #${target + 1}, which does not exist.`,
      });
    }
  };
  const branching = question.branching;
  if (branching?.type === 'specific_question') check(branching.index, '');
  if (branching?.type === 'response_based') {
    for (const [key, target] of Object.entries(branching.responseValues ?? {}))
      check(target, ` (answer “${key}”)`);
  }
  return findings;
}

function keyFindings(question: ReadQuestion, index: number): FlowFinding[] {
  if (question.branching?.type !== 'response_based') return [];
  const answers = answerBranchingOf(question);
  if (answers) {
    const unmatched = answers.unmatchedKeys(Object.keys(question.branching.responseValues ?? {}));
    return unmatched
      ? [
          {
            kind: unmatched.kind,
            severity: 'warning',
            questionIndex: index,
            message: `${q(index)} ${unmatched.message}`,
          },
        ]
      : [];
  }
  return [
    {
      kind: 'ignored-rule',
      severity: 'warning',
      questionIndex: index,
      message: `${q(index)} is ${question.type === 'unreadable' ? 'a question Surveyor cannot read' : `a ${question.type.replace('_', ' ')} question`}: answer-based rules only work on ${ANSWER_BRANCHING_KINDS_IN_WORDS}, so respondents always go to the next question.`,
    },
  ];
}

/** What respondents would meet that the SDK cannot show as meant: unknown kinds and rules, no buttons. */
function shapeFindings(question: ReadQuestion, index: number): FlowFinding[] {
  const findings: FlowFinding[] = [];
  const finding = (kind: FindingKind, message: string) =>
    findings.push({ kind, severity: 'warning', questionIndex: index, message });
  if (question.type === 'unreadable')
    finding(
      'unreadable-question',
      `${question.problem}. The flow treats it as a question any answer leaves.`,
    );
  const type = question.branching?.type;
  if (type && !KNOWN_BRANCHING_TYPES.includes(type))
    finding(
      'unknown-branching',
      `${q(index)} has branching of type “${type}”, which the SDK does not know: it goes to the next question instead.`,
    );
  const notShown = notShownReason(question);
  if (notShown) finding('not-shown', `${q(index)} ${notShown}`);
  return findings;
}

export function lintFlow(
  questions: readonly ReadQuestion[],
  appearance?: SurveyAppearance | null,
  graph: FlowGraph = buildFlowGraph(questions),
): FlowFinding[] {
  const findings: FlowFinding[] = [];
  const reachable = reachableQuestions(graph);
  graph.questions.forEach((node) => {
    if (!reachable.has(node.index)) {
      findings.push({
        kind: 'unreachable',
        severity: 'error',
        questionIndex: node.index,
        message: `${q(node.index)} “${node.text}” can never be reached: no route leads to it.`,
      });
    }
    for (const error of node.errors) {
      findings.push({
        kind: 'answer-throws',
        severity: 'error',
        questionIndex: node.index,
        message: `${q(node.index)}: the SDK fails on ${error}.`,
      });
    }
  });
  for (const cycle of findLoops(graph)) {
    findings.push({
      kind: 'loop',
      severity: 'error',
      questionIndex: cycle[0]!,
      cycle,
      message: `Loop: ${cycle.map(q).join(' → ')} → ${q(cycle[0]!)} can repeat for ever. PostHog's editor refuses to save a loop, but its API stores one.`,
    });
  }
  questions.forEach((question, index) => {
    findings.push(
      ...shapeFindings(question, index),
      ...targetFindings(question, index, questions.length),
      ...keyFindings(question, index),
    );
  });
  const last = questions.length - 1;
  for (const edge of graph.edges) {
    if (edge.to === DEAD_END_NODE && edge.from === last && edge.step === questions.length) {
      findings.push({
        kind: 'dead-end',
        severity: 'error',
        questionIndex: last,
        message: `After the last question, ${edge.labels.join(', ')} leads past the end: the real widget shows nothing and never records the survey as completed. Route it to “End the survey”.`,
      });
    }
  }
  if (appearance?.shuffleQuestions && questions.some((question) => question.branching)) {
    findings.push({
      kind: 'shuffle-with-branching',
      severity: 'error',
      questionIndex: 0,
      message: 'Shuffled questions and branching cannot be used together (the API rejects it).',
    });
  }
  return findings;
}
