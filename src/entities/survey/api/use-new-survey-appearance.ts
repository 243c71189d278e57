// The look a new survey of a project starts with (model/new-survey.ts), from the project as the
// connection's project scope reads it. The same query as the breadcrumbs' and the settings page's, so it
// is usually in the cache already.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SurveyAppearance } from '@/contracts/survey-settings';
import { useProjectScope } from '@/entities/project/project-scope';
import { projectQueries } from '@/entities/project/projects.queries';
import { newSurveyAppearance } from '../model/new-survey';

/**
 * `appearance`: undefined while the project is read; PostHog's defaults alone when it cannot be (a key
 * without project:read still creates surveys). `read()`: the same, awaited, for a submit.
 */
export function useNewSurveyAppearance(projectId: number, enabled = true) {
  const queryClient = useQueryClient();
  const scope = useProjectScope();
  const project = useQuery({ ...projectQueries.detail(scope, projectId), enabled });
  const appearance = project.data
    ? newSurveyAppearance(project.data.project.survey_config)
    : project.isError
      ? newSurveyAppearance(null)
      : undefined;

  const read = async (): Promise<SurveyAppearance> => {
    try {
      const { project: stored } = await queryClient.ensureQueryData(projectQueries.detail(scope, projectId));
      return newSurveyAppearance(stored.survey_config);
    } catch {
      return newSurveyAppearance(null);
    }
  };
  return { appearance, read };
}
