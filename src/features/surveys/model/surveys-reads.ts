// What the survey pages read for their address. Each page reads these, and its route loader
// (app/routes/*.loader.ts) starts the same list as the route matches, so the two cannot drift apart.
import type { z } from 'zod';
import type { activitySearch } from '@/components/display/activity-list';
import { missingScopeReason } from '@/lib/api/scopes';
import type { ProjectScope } from '@/entities/project/project-scope';
import { projectQueries } from '@/entities/project/projects.queries';
import { surveyQueries } from '@/entities/survey/api/surveys.queries';
import { surveyListParams, type surveyDetailSearch, type SurveysSearch } from './surveys-search';

type ActivitySearch = z.infer<typeof activitySearch>;

/** Activity logs need activity_log:read: a key known to lack it is told so by the page, and not asked. */
const activityAllowed = () => missingScopeReason('activity_log:read') === null;

export function surveysListReads(projectId: number, search: SurveysSearch) {
  return [
    surveyQueries.list(projectId, surveyListParams(search)),
    surveyQueries.responsesCount(projectId),
  ] as const;
}

/** The survey and the response counts; on the Activity tab, the page of activity it shows. */
export function surveyDetailReads(
  projectId: number,
  surveyId: string,
  { tab, activityPage }: z.infer<typeof surveyDetailSearch> & ActivitySearch,
) {
  const survey = surveyQueries.detail(projectId, surveyId);
  const counts = surveyQueries.responsesCount(projectId);
  return tab === 'activity' && activityAllowed()
    ? ([survey, counts, surveyQueries.activity(projectId, surveyId, activityPage)] as const)
    : ([survey, counts] as const);
}

export function surveysActivityReads(projectId: number, { activityPage }: ActivitySearch) {
  return activityAllowed() ? [surveyQueries.activity(projectId, null, activityPage)] : [];
}

/**
 * The timeline: every survey not archived and the project (its zone). The changes of each survey's gate
 * are read once the surveys say which flags are gates (scheduledChangeQueries.byRecord).
 */
export function surveysTimelineReads(scope: ProjectScope, projectId: number) {
  return [surveyQueries.unarchived(projectId), projectQueries.detail(scope, projectId)] as const;
}
