// The survey being edited, as the editor sees it: questions carry stable client ids (uids) and
// branching rules point at uids, never at positions, so moving, deleting, duplicating or changing a
// question cannot silently retarget a rule. Indices exist only at the API boundary (convert.ts).
import type { SurveyQuestion } from '../../../../contracts/survey';

export type RowTarget = { kind: 'end' } | { kind: 'question'; target: string };

export type EditorRule =
  | { kind: 'next' }
  | { kind: 'end' }
  | { kind: 'question'; target: string }
  /** Rows keyed by rating bucket or by choice index (as a string); a missing row means "next". */
  | { kind: 'response'; rows: Record<string, RowTarget> };

/** Each kind of API question without `branching` (a plain Omit would collapse the union). */
type WithoutBranching<T> = T extends unknown
  ? { [K in keyof T as K extends 'branching' ? never : K]: T[K] }
  : never;

export type EditorQuestion = WithoutBranching<SurveyQuestion> & { uid: string; rule: EditorRule };

export const NEXT: EditorRule = { kind: 'next' };

export function canBranchOnAnswer(question: Pick<SurveyQuestion, 'type'>): boolean {
  return question.type === 'rating' || question.type === 'single_choice';
}

let counter = 0;
/** Client-only ids; they never reach the API. */
export function newUid(): string {
  counter += 1;
  return `q-${Date.now().toString(36)}-${counter.toString(36)}`;
}
