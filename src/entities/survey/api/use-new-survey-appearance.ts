// The look a new survey of a project starts with (model/new-survey.ts), from the project as the
// connection reads it: through its organization, or by id alone for a key limited to projects. The same
// query as the breadcrumbs' and the settings page's, so it is usually in the cache already.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SurveyAppearance } from '../../../contracts/survey-settings';
import { useAccess } from '../../../lib/api/access';
import { organizationQueries, useWorkingOrganization } from '../../organization/organization-query';
import { projectQueries } from '../../project/projects.queries';
import { newSurveyAppearance } from '../model/new-survey';

/**
 * `appearance`: undefined while the project is read; PostHog's defaults alone when it cannot be (a key
 * without project:read still creates surveys). `read()`: the same, awaited, for a submit.
 */
export function useNewSurveyAppearance(projectId: number, enabled = true) {
  const access = useAccess();
  const queryClient = useQueryClient();
  const org = useWorkingOrganization();
  const orgId = access.mode === 'projects' ? null : org.data?.id;
  const project = useQuery({
    ...projectQueries.detail(orgId ?? null, projectId),
    enabled: enabled && orgId !== undefined,
  });
  const appearance = project.data
    ? newSurveyAppearance(project.data.project.survey_config)
    : project.isError || (access.mode === 'organization' && org.isError)
      ? newSurveyAppearance(null)
      : undefined;

  const read = async (): Promise<SurveyAppearance> => {
    try {
      const id =
        access.mode === 'projects'
          ? null
          : (await queryClient.ensureQueryData(organizationQueries.detail(access.organizationId))).id;
      const { project: stored } = await queryClient.ensureQueryData(projectQueries.detail(id, projectId));
      return newSurveyAppearance(stored.survey_config);
    } catch {
      return newSurveyAppearance(null);
    }
  };
  return { appearance, read };
}
