// What a survey's family across projects is made of, read from the server alone (so it is the same in any
// browser): PostHog's activity log records, for each copy made by duplicate_to_projects, the survey it
// was copied from. Every project's survey activity is read once for the copies it records; a copy's
// source, named by id only, is looked for project by project. The family itself is the model's
// (entities/survey/fleet/family.ts).
import { queryOptions } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api/api-error';
import { describeApiError } from '../../../lib/api/describe-api-error';
import { projectsApi } from '../../../entities/project/projects.api';
import type { ProjectScope } from '../../../entities/project/project-scope';
import { surveyFleetApi } from '../../../entities/survey/api/survey-fleet.api';
import { surveysApi } from '../../../entities/survey/api/surveys.api';
import type { LineageFact } from '../../../entities/survey/fleet/family';

export interface FamilyFacts {
  /** Every copy recorded in the projects looked in, and this survey's own source (when it is a copy). */
  facts: LineageFact[];
  /** The projects looked in, by id. */
  projectNames: ReadonlyMap<number, string>;
  /** Projects whose activity could not be read, and why. */
  unread: { projectName: string; reason: string }[];
  /** Projects looked in; `complete` is false when the organization has more than were listed. */
  projects: number;
  complete: boolean;
}

/** Projects listed per page, and how many pages of them are looked through (PostHog's page size). */
const PROJECT_PAGE = 100;
const PROJECT_PAGES = 10;
/** Requests out at once while looking through projects (each is small; an organization may have hundreds). */
const PARALLEL = 12;

interface ProjectRef {
  id: number;
  name: string;
}

async function projectsOf(scope: ProjectScope, signal?: AbortSignal) {
  if (scope.kind === 'projects') {
    const projects = await Promise.all(
      scope.projectIds.map(async (id) => {
        const record = await projectsApi.get(scope, id, signal).catch(() => null);
        return { id, name: record?.project.name ?? `Project ${id}` };
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

/** Runs `each` over `items`, PARALLEL at a time (a new one starts as soon as one ends). */
async function inParallel<T>(items: readonly T[], each: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await each(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker));
}

const notFound = (error: unknown) => isApiError(error) && error.status === 404;

export async function readFamilyFacts(
  scope: ProjectScope,
  projectId: number,
  surveyId: string,
  signal?: AbortSignal,
): Promise<FamilyFacts> {
  const [sourceId, listed] = await Promise.all([
    surveyFleetApi.sourceOf(projectId, surveyId, signal),
    projectsOf(scope, signal),
  ]);
  const facts: LineageFact[] = [{ projectId, surveyId, sourceId }];
  const unread: FamilyFacts['unread'] = [];
  let sourceProject: number | null = null;
  await inParallel(listed.projects, async (project) => {
    try {
      for (const copy of await surveyFleetApi.copiesIn(project.id, signal))
        if (copy.surveyId !== surveyId) facts.push({ projectId: project.id, ...copy });
      // The activity names a copy's source by id alone: it is looked for in every project.
      if (sourceId && sourceProject === null) {
        const found = await surveysApi.get(project.id, sourceId, signal).catch((error: unknown) => {
          if (notFound(error)) return null;
          throw error;
        });
        if (found) sourceProject = project.id;
      }
    } catch (error) {
      if (signal?.aborted) throw error;
      unread.push({ projectName: project.name, reason: describeApiError(error).message });
    }
  });
  // A source found by its id, and not itself a copy, is known to live where it was found.
  if (sourceId && sourceProject !== null && !facts.some((fact) => fact.surveyId === sourceId))
    facts.push({ projectId: sourceProject, surveyId: sourceId, sourceId: null });
  return {
    facts,
    projectNames: new Map(listed.projects.map((project) => [project.id, project.name])),
    unread,
    projects: listed.projects.length,
    complete: listed.complete,
  };
}

export const familyKey = (surveyId: string) => ['survey-fleet', 'family', surveyId] as const;

export const familyQuery = (scope: ProjectScope, projectId: number, surveyId: string) =>
  queryOptions({
    queryKey: [...familyKey(surveyId), scope, projectId] as const,
    queryFn: ({ signal }) => readFamilyFacts(scope, projectId, surveyId, signal),
    staleTime: 60_000,
  });
