// The survey being edited, as the editor sees it: questions carry stable client ids (uids) and
// branching rules point at uids, never at positions, so moving, deleting, duplicating or changing a
// question cannot silently retarget a rule. Indices exist only at the API boundary (convert.ts).
import type { ReadQuestion } from '@/contracts/survey-questions';

export type RowTarget = { kind: 'end' } | { kind: 'question'; target: string };

export type EditorRule =
  | { kind: 'next' }
  | { kind: 'end' }
  | { kind: 'question'; target: string }
  /** Rows keyed by rating bucket or by choice index (as a string); a missing row means "next". */
  | { kind: 'response'; rows: Record<string, RowTarget> }
  /**
   * Branching of a type the SDK does not know (e.g. the June-2024 "confirmation_message"): the SDK goes
   * to the next question. It is kept exactly as stored until the user picks another rule.
   */
  | { kind: 'kept'; type: string };

/** Each kind of API question without `branching` (a plain Omit would collapse the union). */
type WithoutBranching<T> = T extends unknown
  ? { [K in keyof T as K extends 'branching' ? never : K]: T[K] }
  : never;

/** A question in the editor: any kind read from the server (one it cannot read included), a uid, a rule. */
export type EditorQuestion = WithoutBranching<ReadQuestion> & { uid: string; rule: EditorRule };

export const NEXT: EditorRule = { kind: 'next' };

let counter = 0;
/** Client-only ids; they never reach the API. */
export function newUid(): string {
  counter += 1;
  return `q-${Date.now().toString(36)}-${counter.toString(36)}`;
}
