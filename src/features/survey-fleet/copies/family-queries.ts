// What a survey's family across projects is made of, read from the server alone (so it is the same in any
// browser): PostHog's activity log records, for each copy made by duplicate_to_projects, the survey it
// was copied from. Every project's survey activity is read once for the copies it records; a copy's
// source, named by id only, is looked for project by project. Each project's part is a query of its own
// (its lineage), so the family of another survey in the same session reads no project again. The family
// itself is the model's (entities/survey/fleet/family.ts).
import { queryOptions, type QueryClient } from '@tanstack/react-query';
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
  /** The projects looked in, by id (plain data, as every part: a family read again unchanged is the same object). */
  projectNames: Readonly<Record<number, string>>;
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

async function projectsOf(
  scope: ProjectScope,
  signal?: AbortSignal,
): Promise<{ projects: ProjectRef[]; complete: boolean }> {
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

/** As long as a family is kept (a copy made here in the meantime is found by "Look again"). */
const LINEAGE_STALE = 60_000;

/** Every read a family is made of, beside the families themselves. */
const LINEAGE = ['survey-fleet', 'lineage'] as const;
const FAMILIES = ['survey-fleet', 'family'] as const;
const lineageOf = (projectId: number) => [...LINEAGE, projectId] as const;

/** The reads of one project (its copies, whether a survey lives there) and of the projects looked in. */
const lineageQueries = {
  projects: (scope: ProjectScope) =>
    queryOptions({
      queryKey: [...LINEAGE, 'projects', scope] as const,
      queryFn: ({ signal }) => projectsOf(scope, signal),
      staleTime: LINEAGE_STALE,
    }),
  copiesIn: (projectId: number) =>
    queryOptions({
      queryKey: [...lineageOf(projectId), 'copies'] as const,
      queryFn: ({ signal }) => surveyFleetApi.copiesIn(projectId, signal),
      staleTime: LINEAGE_STALE,
    }),
  /** Whether the survey is one of the project's (a 404 says it is not). */
  holds: (projectId: number, surveyId: string) =>
    queryOptions({
      queryKey: [...lineageOf(projectId), 'holds', surveyId] as const,
      queryFn: ({ signal }) =>
        surveysApi.get(projectId, surveyId, signal).then(
          () => true,
          (error: unknown) => {
            if (notFound(error)) return false;
            throw error;
          },
        ),
      staleTime: LINEAGE_STALE,
    }),
};

export async function readFamilyFacts(
  client: QueryClient,
  scope: ProjectScope,
  projectId: number,
  surveyId: string,
  signal?: AbortSignal,
): Promise<FamilyFacts> {
  const [sourceId, listed] = await Promise.all([
    surveyFleetApi.sourceOf(projectId, surveyId, signal),
    client.fetchQuery(lineageQueries.projects(scope)),
  ]);
  const found: LineageFact[] = [];
  const unread: FamilyFacts['unread'] = [];
  let sourceProject: number | null = null;
  await inParallel(listed.projects, async (project) => {
    try {
      signal?.throwIfAborted();
      for (const copy of await client.fetchQuery(lineageQueries.copiesIn(project.id)))
        if (copy.surveyId !== surveyId) found.push({ projectId: project.id, ...copy });
      // The activity names a copy's source by id alone: it is looked for in every project.
      if (sourceId && sourceProject === null) {
        if (await client.fetchQuery(lineageQueries.holds(project.id, sourceId))) sourceProject = project.id;
      }
    } catch (error) {
      if (signal?.aborted) throw error;
      unread.push({ projectName: project.name, reason: describeApiError(error).message });
    }
  });
  // A source found by its id, and not itself a copy, is known to live where it was found.
  if (sourceId && sourceProject !== null && !found.some((fact) => fact.surveyId === sourceId))
    found.push({ projectId: sourceProject, surveyId: sourceId, sourceId: null });
  // In a set order: projects answer in any order, and the same family read again is then the same data.
  found.sort((a, b) => a.projectId - b.projectId || a.surveyId.localeCompare(b.surveyId));
  unread.sort((a, b) => a.projectName.localeCompare(b.projectName));
  return {
    facts: [{ projectId, surveyId, sourceId }, ...found],
    projectNames: Object.fromEntries(listed.projects.map((project) => [project.id, project.name])),
    unread,
    projects: listed.projects.length,
    complete: listed.complete,
  };
}

export const familyQuery = (scope: ProjectScope, projectId: number, surveyId: string) =>
  queryOptions({
    queryKey: [...FAMILIES, surveyId, scope, projectId] as const,
    queryFn: ({ client, signal }) => readFamilyFacts(client, scope, projectId, surveyId, signal),
    staleTime: LINEAGE_STALE,
  });

/** "Look again": every project is read anew for this survey's family. */
export function lookAgain(queryClient: QueryClient, surveyId: string) {
  // Marked stale first (nothing observes them), so the family's read that follows reads them anew.
  void queryClient.invalidateQueries({ queryKey: LINEAGE });
  return queryClient.invalidateQueries({ queryKey: [...FAMILIES, surveyId] });
}

/** Copies were made into `projectIds`: their lineage, and every family read from it, are out of date. */
export function copiedInto(queryClient: QueryClient, projectIds: readonly number[]) {
  for (const projectId of projectIds) void queryClient.invalidateQueries({ queryKey: lineageOf(projectId) });
  return queryClient.invalidateQueries({ queryKey: FAMILIES });
}
