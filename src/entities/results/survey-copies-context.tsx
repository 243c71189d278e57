// A survey's copies in other projects, for the Results screens to offer together. They are found by the
// survey fleet (a feature of its own, which reads every project's activity), so the route hands the
// finder in through this context (app/routes/survey-results.tsx) and no feature reaches into another.
import { createContext, useContext, type ReactNode } from 'react';

export interface SurveyRef {
  projectId: number;
  surveyId: string;
}

export interface CopiesOf {
  /** The survey's source and copies found so far (itself left out). */
  members: SurveyRef[];
  looking: boolean;
  /** What to say beside them ("Looked in 4 of 10 projects"), or why they cannot be found. */
  note: string | null;
}

/** A hook: the copies of one survey, looked for while `enabled`. */
export type UseCopiesOf = (projectId: number, surveyId: string, enabled: boolean) => CopiesOf;

const noFinder: UseCopiesOf = () => ({ members: [], looking: false, note: null });

const CopiesContext = createContext<UseCopiesOf>(noFinder);

export function SurveyCopiesProvider({ finder, children }: { finder: UseCopiesOf; children: ReactNode }) {
  return <CopiesContext.Provider value={finder}>{children}</CopiesContext.Provider>;
}

/** The copies of a survey, by the finder the route gave (none outside such a route). */
export function useCopiesOf(projectId: number, surveyId: string, enabled: boolean): CopiesOf {
  return useContext(CopiesContext)(projectId, surveyId, enabled);
}
