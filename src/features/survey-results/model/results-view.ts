// One results view from what its projects answered: the picked surveys' submissions less the archived
// ones, their questions grouped, and the counts the screen states in words. Each question's figures are
// worked out by its card when it is drawn (components/question-card.tsx), not all of them up front.
import type { Survey } from '@/contracts/survey';
import { groupQuestions, type Grouping } from './question-groups';
import type { ProjectAnswers } from '../results-reads';
import { emptyTally, type Submission, type SurveyTally } from './submissions';

export interface ViewSurvey {
  projectId: number;
  projectName: string;
  survey: Survey;
}

export interface ResultsView {
  submissions: Submission[];
  grouping: Grouping;
  /** Summed over the picked surveys. */
  tally: SurveyTally;
  /** Submissions left out as test users' (the unfiltered count less the filtered one). */
  testExcluded: number;
  /** Archived answers left out. */
  archived: number;
}

export function resultsView(
  surveys: readonly ViewSurvey[],
  answers: readonly ProjectAnswers[],
  archivedBySurvey: Readonly<Record<string, readonly string[]>>,
  confirmedPairs: ReadonlySet<string>,
): ResultsView {
  const picked = new Set(surveys.map((item) => item.survey.id));
  const all = answers.flatMap((part) => part.submissions.filter((item) => picked.has(item.surveyId)));
  const archivedUuids = new Set(Object.values(archivedBySurvey).flat());
  const submissions = all.filter((item) => !archivedUuids.has(item.uuid));
  const tally = emptyTally();
  let unfiltered = 0;
  for (const part of answers)
    for (const surveyId of picked) {
      const counts = part.tallies[surveyId];
      if (counts) for (const key of Object.keys(tally) as (keyof SurveyTally)[]) tally[key] += counts[key];
      unfiltered += part.unfiltered[surveyId] ?? 0;
    }
  const archived = all.length - submissions.length;
  tally.sent -= archived;
  const grouping = groupQuestions(
    surveys.map((item) => item.survey),
    confirmedPairs,
  );
  return {
    submissions,
    grouping,
    tally,
    testExcluded: Math.max(0, unfiltered - all.length),
    archived,
  };
}
