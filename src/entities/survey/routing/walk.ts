// A respondent's walk through a survey, one answer at a time: the pure state behind the flow preview's
// "Try it" panel. Each step asks the routing engine, so the walk goes where a respondent would.
import type { ReadQuestion } from '@/contracts/survey-questions';
import { FlowError, nextQuestion, type SurveyResponse } from './next-question';

export interface WalkState {
  /** Questions visited, in order; the last one is on screen. */
  visited: number[];
  /** The step taken after each visited question (same length as visited once finished). */
  taken: (number | 'end')[];
  finished: null | 'end' | 'dead-end';
  /** Past the intro screen, where the survey has one (widget-screens.ts says when). */
  started: boolean;
  /**
   * What posthog-js threw on the last answer submitted, or null. Its widget calls getNextSurveyStep in
   * `onNextButtonClick` (surveys-renderer.mjs) without catching: the respondent stays on the question,
   * that answer is never sent, and only another answer can get through.
   */
  thrown: string | null;
}

export const startWalk = (): WalkState => ({
  visited: [0],
  taken: [],
  finished: null,
  started: false,
  thrown: null,
});

/** The respondent leaves the intro screen for the first question. */
export const beginWalk = (state: WalkState): WalkState => ({ ...state, started: true });

/** Answers the question on screen. */
export function walkForward(
  questions: readonly ReadQuestion[],
  state: WalkState,
  response: SurveyResponse,
): WalkState {
  let step: number | 'end';
  try {
    step = nextQuestion({ questions }, state.visited.at(-1)!, response);
  } catch (error) {
    if (!(error instanceof FlowError)) throw error;
    return { ...state, started: true, thrown: error.message };
  }
  const moved = { ...state, taken: [...state.taken, step], started: true, thrown: null };
  if (step === 'end') return { ...moved, finished: 'end' };
  // A step outside the survey: the widget shows nothing more and never completes.
  if (step < 0 || step >= questions.length) return { ...moved, finished: 'dead-end' };
  return { ...moved, visited: [...state.visited, step], finished: null };
}

/** Undoes the last answer: back to the question it left, or out of the finish it reached. */
export function walkBack(state: WalkState): WalkState {
  const back = { ...state, taken: state.taken.slice(0, -1), finished: null, thrown: null };
  return state.finished ? back : { ...back, visited: state.visited.slice(0, -1) };
}
