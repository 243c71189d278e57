// Breadcrumb steps named from data (route handles, see components/navigation/route-breadcrumbs.tsx). They read what
// the page reads, from the same cache, and never ask again on their own (staleTime: Infinity): the page
// decides when to refresh.
import { useQuery } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';
import { useProjectScope } from '@/entities/project/project-scope';
import { projectQueries } from '@/entities/project/projects.queries';
import { surveyQueries } from '@/entities/survey/api/surveys.queries';
import { parseProjectId, parseSurveyId } from './route-params';

export function ProjectNameCrumb({ params }: { params: Params }) {
  const projectId = parseProjectId(params.projectId);
  const project = useQuery({
    ...projectQueries.detail(useProjectScope(), projectId ?? 0),
    enabled: projectId !== null,
    staleTime: Infinity,
  });
  // The name in a <bdi>: an override left open in it must not reverse the trail after it.
  return project.data ? <bdi>{project.data.project.name}</bdi> : `Project ${projectId ?? ''}`;
}

export function SurveyNameCrumb({ params }: { params: Params }) {
  const projectId = parseProjectId(params.projectId);
  const surveyId = parseSurveyId(params.surveyId);
  const survey = useQuery({
    ...surveyQueries.detail(projectId ?? 0, surveyId ?? ''),
    enabled: projectId !== null && surveyId !== null,
    staleTime: Infinity,
  });
  return survey.data ? <bdi>{survey.data.survey.name}</bdi> : 'Survey';
}
