// A survey's family across projects, read from the server alone (so it is the same in any browser):
// PostHog's activity log records, for each copy made by duplicate_to_projects, the survey it was copied
// from. The family's root is this survey's source when it is a copy (else the survey itself); its copies
// are found project by project in the organization's survey activity.
import { queryOptions } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api/api-error';
import { describeApiError } from '../../../lib/api/describe-api-error';
import { projectsApi } from '../../../entities/project/projects.api';
import type { ProjectScope } from '../../../entities/project/project-scope';
import { surveyFleetApi } from '../../../entities/survey/api/survey-fleet.api';
import { surveysApi } from '../../../entities/survey/api/surveys.api';

export interface FamilyMember {
  projectId: number;
  projectName: string;
  surveyId: string;
}

export interface SurveyFamily {
  /** The survey the family was copied from: this survey, or its source when it is a copy (null: not found). */
  root: FamilyMember | null;
  /** Its source's id when this survey is a copy. */
  sourceId: string | null;
  /** The root's copies, wherever they were found (this survey among them when it is a copy). */
  copies: FamilyMember[];
  /** Projects whose activity could not be read, and why. */
  unread: { projectName: string; reason: string }[];
  /** Projects looked in; `complete` is false when the organization has more than were listed. */
  projects: number;
  complete: boolean;
}

/** Projects listed per page, and how many pages of them are looked through (PostHog's page size). */
const PROJECT_PAGE = 100;
const PROJECT_PAGES = 10;
/** Requests out at once while looking through projects. */
const PARALLEL = 6;

interface ProjectRef {
  id: number;
  name: string;
}

async function projectsOf(scope: ProjectScope, signal?: AbortSignal) {
  if (scope.kind === 'projects') {
    const projects = await Promise.all(
      scope.projectIds.map(async (id) => {
        const project = await projectsApi.get(scope, id, signal).catch(() => null);
        return { id, name: project?.name ?? `Project ${id}` };
      }),
    );
    return { projects, complete: true };
  }
  const projects: ProjectRef[] = [];
  for (let page = 0; page < PROJECT_PAGES; page += 1) {
    const data = await projectsApi.list(scope, { limit: PROJECT_PAGE, offset: page * PROJECT_PAGE }, signal);
    for (const row of data.results)
      if (typeof row.id === 'number') projects.push({ id: row.id, name: row.name ?? `Project ${row.id}` });
    if (!data.next) return { projects, complete: true };
  }
  return { projects, complete: false };
}

/** Runs `each` over `items`, PARALLEL at a time. */
async function inBatches<T>(items: readonly T[], each: (item: T) => Promise<void>) {
  for (let start = 0; start < items.length; start += PARALLEL)
    await Promise.all(items.slice(start, start + PARALLEL).map(each));
}

const notFound = (error: unknown) => isApiError(error) && error.status === 404;

export async function readSurveyFamily(
  scope: ProjectScope,
  projectId: number,
  surveyId: string,
  signal?: AbortSignal,
): Promise<SurveyFamily> {
  const [sourceId, listed] = await Promise.all([
    surveyFleetApi.sourceOf(projectId, surveyId, signal),
    projectsOf(scope, signal),
  ]);
  const rootId = sourceId ?? surveyId;
  const nameOf = new Map(listed.projects.map((project) => [project.id, project.name]));
  const here = { projectId, projectName: nameOf.get(projectId) ?? `Project ${projectId}` };
  let root: FamilyMember | null = sourceId ? null : { ...here, surveyId };
  const copies: FamilyMember[] = [];
  const unread: SurveyFamily['unread'] = [];
  await inBatches(listed.projects, async (project) => {
    try {
      const ids = await surveyFleetApi.copiesOf(project.id, rootId, signal);
      for (const id of ids) copies.push({ projectId: project.id, projectName: project.name, surveyId: id });
      // A copy's source is looked for in every project, as the activity names only its id.
      if (!root && sourceId) {
        const found = await surveysApi.get(project.id, sourceId, signal).catch((error: unknown) => {
          if (notFound(error)) return null;
          throw error;
        });
        if (found && !root) root = { projectId: project.id, projectName: project.name, surveyId: sourceId };
      }
    } catch (error) {
      if (signal?.aborted) throw error;
      unread.push({ projectName: project.name, reason: describeApiError(error).message });
    }
  });
  const order = new Map(listed.projects.map((project, index) => [project.id, index]));
  copies.sort((a, b) => (order.get(a.projectId) ?? 0) - (order.get(b.projectId) ?? 0));
  return {
    root,
    sourceId,
    copies,
    unread,
    projects: listed.projects.length,
    complete: listed.complete,
  };
}

export const familyKey = (surveyId: string) => ['survey-fleet', 'family', surveyId] as const;

export const familyQuery = (scope: ProjectScope, projectId: number, surveyId: string) =>
  queryOptions({
    queryKey: [...familyKey(surveyId), scope, projectId] as const,
    queryFn: ({ signal }) => readSurveyFamily(scope, projectId, surveyId, signal),
    staleTime: 60_000,
  });
