// The flow problems an editor refuses to write (a rule that points at its own question or at no question,
// an endless loop), each named by the stable ids of the questions it involves, so that the problems of the
// survey being edited can be compared with those of the survey as the server stored it. PostHog's server
// checks none of them (`validate_questions` and `validate` in products/surveys/backend/api/survey.py check
// question text, choices, links and shuffling with branching, nothing about targets or cycles; only its
// web editor refuses a cycle, `hasCycle` in frontend/src/scenes/surveys/surveyLogic.tsx), so a survey made
// through the API or by another client may have any of them. What it already had is said; only what an
// edit makes new or worse blocks a save.
import type { ReadQuestion } from '@/contracts/survey-questions';
import { buildFlowGraph } from './build-graph';
import { findLoops } from './lint';

export type FlowProblemKind = 'self-target' | 'missing-target' | 'loop';

export interface FlowProblem {
  kind: FlowProblemKind;
  /**
   * The ids of the questions involved: the question whose rule is at fault (and, for a missing target,
   * the id it points at), or the questions of a loop in question order.
   */
  ids: readonly string[];
  /** Positions in the survey it was found in: the question at fault, or the loop's questions. */
  positions: readonly number[];
}

/** A question as the check needs it: its stable id and the ids its rule may lead to. */
export interface RoutedQuestion {
  id: string;
  targets: readonly string[];
}

/**
 * The problems of a survey. `view` is the same questions as the API stores them (targets as indices),
 * from which the loops are read; a self-target is reported once, not again as a loop of one question.
 */
export function flowProblems(
  questions: readonly RoutedQuestion[],
  view: readonly ReadQuestion[],
): FlowProblem[] {
  const problems: FlowProblem[] = [];
  const ids = new Set(questions.map((question) => question.id));
  const selfTargets = new Set<number>();
  questions.forEach((question, index) => {
    if (question.targets.includes(question.id)) {
      selfTargets.add(index);
      problems.push({ kind: 'self-target', ids: [question.id], positions: [index] });
    } else {
      const missing = question.targets.find((target) => !ids.has(target));
      if (missing !== undefined)
        problems.push({ kind: 'missing-target', ids: [question.id, missing], positions: [index] });
    }
  });
  if (questions.length > 1 && view.length === questions.length) {
    for (const loop of findLoops(buildFlowGraph(view))) {
      if (loop.length === 1 && selfTargets.has(loop[0]!)) continue;
      problems.push({ kind: 'loop', ids: loop.map((index) => questions[index]!.id), positions: loop });
    }
  }
  return problems;
}

/**
 * Whether the baseline already had this problem, or a larger one it is part of: the same rule at fault,
 * or a loop through the same questions or more (a loop that grew, or a new one, is not covered).
 */
export function isCoveredBy(problem: FlowProblem, baseline: readonly FlowProblem[]): boolean {
  return baseline.some((stored) => {
    if (stored.kind !== problem.kind) return false;
    if (problem.kind !== 'loop') return stored.ids.join('\0') === problem.ids.join('\0');
    const members = new Set(stored.ids);
    return problem.ids.every((id) => members.has(id));
  });
}

/** The problems an edit made new or worse: those that block a save. */
export const newFlowProblems = (current: readonly FlowProblem[], baseline: readonly FlowProblem[]) =>
  current.filter((problem) => !isCoveredBy(problem, baseline));

/** The problems the stored survey already had and the edited one still has: said, never blocking. */
export const storedFlowProblems = (current: readonly FlowProblem[], baseline: readonly FlowProblem[]) =>
  current.filter((problem) => isCoveredBy(problem, baseline));
