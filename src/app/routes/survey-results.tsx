// Results across surveys: the page of the survey-results feature, handed the survey fleet's finder of a
// survey's copies (the two features meet only here).
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { describeApiError } from '@/lib/api/describe-api-error';
import { useProjectScope } from '@/entities/project/project-scope';
import { SurveyCopiesProvider, type CopiesOf } from '@/entities/results/survey-copies-context';
import { surveyFamily } from '@/features/survey-fleet/model/family';
import { ResultsPage } from '@/features/survey-results/components/results-page';
import { familyQuery, familyScanQuery } from '@/features/survey-fleet/copies-tab/family-queries';
import { Component as NotFound } from './not-found';
import { parseProjectId } from './route-params';

/** A survey's source and copies, as the Copies tab finds them (every project's activity, read once a minute). */
function useFleetCopies(projectId: number, surveyId: string, enabled: boolean): CopiesOf {
  const scope = useProjectScope();
  const family = useQuery({ ...familyQuery(scope, projectId, surveyId), enabled });
  const scan = useQuery({ ...familyScanQuery(scope, projectId, surveyId), enabled });
  const facts = family.data ?? scan.data?.found;
  if (!facts)
    return {
      members: [],
      looking: family.isFetching,
      note: family.error ? `could not look for them: ${describeApiError(family.error).message}` : null,
    };
  const { source, copies } = surveyFamily(surveyId, facts.facts, []);
  const members = [...(source ? [source] : []), ...copies].flatMap((member) =>
    member.projectId === null ? [] : [{ projectId: member.projectId, surveyId: member.surveyId }],
  );
  return {
    members,
    looking: !family.data,
    note: family.data
      ? `looked in ${facts.projects} projects`
      : `looked in ${scan.data?.looked ?? 0} of ${facts.projects} projects`,
  };
}

export function Component() {
  const projectId = parseProjectId(useParams().projectId);
  if (projectId === null) return <NotFound />;
  return (
    <SurveyCopiesProvider finder={useFleetCopies}>
      <ResultsPage projectId={projectId} />
    </SurveyCopiesProvider>
  );
}
