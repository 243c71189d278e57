// A respondent's walk through a survey, one answer at a time: the pure state behind the flow preview's
// "Try it" panel. Each step asks the routing engine, so the walk goes where a respondent would.
import type { ReadQuestion } from '../../../contracts/survey';
import { nextQuestion, type SurveyResponse } from './next-question';

export interface WalkState {
  /** Questions visited, in order; the last one is on screen. */
  visited: number[];
  /** The step taken after each visited question (same length as visited once finished). */
  taken: (number | 'end')[];
  finished: null | 'end' | 'dead-end';
}

export const startWalk = (): WalkState => ({ visited: [0], taken: [], finished: null });

/** Answers the question on screen; throws FlowError where the SDK would fail on the answer. */
export function walkForward(
  questions: readonly ReadQuestion[],
  state: WalkState,
  response: SurveyResponse,
): WalkState {
  const step = nextQuestion({ questions }, state.visited.at(-1)!, response);
  const taken = [...state.taken, step];
  if (step === 'end') return { ...state, taken, finished: 'end' };
  // A step outside the survey: the widget shows nothing more and never completes.
  if (step < 0 || step >= questions.length) return { ...state, taken, finished: 'dead-end' };
  return { visited: [...state.visited, step], taken, finished: null };
}

/** Undoes the last answer: back to the question it left, or out of the finish it reached. */
export function walkBack(state: WalkState): WalkState {
  if (state.finished) return { ...state, taken: state.taken.slice(0, -1), finished: null };
  return { visited: state.visited.slice(0, -1), taken: state.taken.slice(0, -1), finished: null };
}
