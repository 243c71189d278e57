// The question list's document operations, shared with every card without prop drilling. The object
// is stable for the life of the list, so passing it never re-renders a card.
import { createContext, useContext } from 'react';
import type { QuestionType } from '@/contracts/survey-questions';
import type { EditorQuestion } from './editor-document';

export interface QuestionOps {
  /** The question's current value (read at call time, no subscription). */
  get(index: number): EditorQuestion;
  /** Replaces one question with the result of a pure operation. */
  replace(index: number, next: EditorQuestion): void;
  /** Runs form changes as one undo step. */
  edit(apply: () => void): void;
  remove(uid: string): void;
  duplicate(uid: string): void;
  changeKind(uid: string, kind: QuestionType): void;
  move(from: number, to: number): void;
  add(kind: QuestionType): void;
  /** Says something to the user (e.g. that rules were removed). */
  inform(message: string): void;
}

export const QuestionOpsContext = createContext<QuestionOps | null>(null);

export function useQuestionOps(): QuestionOps {
  const ops = useContext(QuestionOpsContext);
  if (!ops) throw new Error('useQuestionOps needs the question list');
  return ops;
}
