// The questions as the API sees them (indices for targets, `branching` written as PostHog stores it),
// derived from the editor's document once per change and read by everything that needs them: the live
// flow, the preview, the graph's route check, the loop check and the unsaved-changes check. The editor
// keeps the current view in its stores (use-document-sync.ts); code without stores derives its own.
import type { ReadQuestion } from '@/contracts/survey-questions';
import { toApiQuestions } from './convert';
import type { EditorQuestion } from './editor-document';

export interface ApiView {
  /** The editor uid of each question, in order (question `i` of `questions` came from `uids[i]`). */
  readonly uids: readonly string[];
  readonly questions: ReadQuestion[];
}

export const EMPTY_API_VIEW: ApiView = { uids: [], questions: [] };

export function apiViewOf(questions: readonly EditorQuestion[]): ApiView {
  return { uids: questions.map((question) => question.uid), questions: toApiQuestions(questions) };
}

/**
 * Whether `view` was derived from these questions' list (same uids in the same order). The content is the
 * subscription's job: react-hook-form tells it of every change before anything validates or reads it.
 */
export function viewMatches(view: ApiView, questions: readonly EditorQuestion[]): boolean {
  return (
    view.uids.length === questions.length && questions.every((question, i) => question.uid === view.uids[i])
  );
}

/** How code that has the editor's stores reads the view of a list of questions (derives it otherwise). */
export type ApiViewOf = (questions: readonly EditorQuestion[]) => ApiView;
