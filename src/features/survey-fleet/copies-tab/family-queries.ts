// What a survey's family across projects is made of, read from the server alone (so it is the same in any
// browser): PostHog's activity log records, for each copy made by duplicate_to_projects, the survey it
// was copied from. Every project's survey activity is read once for the copies it records; a copy's
// source, named by id only, is looked for project by project. Each project's part is a query of its own
// (its lineage), so the family of another survey in the same session reads no project again. The family
// itself is the model's (features/survey-fleet/model/family.ts).
import { queryOptions, skipToken, type QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api/api-error';
import { describeApiError } from '@/lib/api/describe-api-error';
import { projectsApi } from '@/entities/project/projects.api';
import type { ProjectScope } from '@/entities/project/project-scope';
import { surveyFleetApi } from '../api/survey-fleet.api';
import { surveysApi } from '@/entities/survey/api/surveys.api';
import type { LineageFact } from '../model/family';
import { inSlot, READ_SLOTS } from './read-slots';
import { scanReporter } from './scan-reporter';

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

/** What has been found while the projects are still being looked in (the tab shows it as it grows). */
export interface FamilyScan {
  /** The family found so far, in the same shape (and order) as the family once every project is read. */
  found: FamilyFacts;
  /** Projects looked in so far (answered or failed), of `found.projects`. */
  looked: number;
}

/** Projects listed per page, and how many pages of them are looked through (PostHog's page size). */
const PROJECT_PAGE = 100;
const PROJECT_PAGES = 10;

interface ProjectRef {
  id: number;
  name: string;
}

/** A page of projects as it is listed, with how many the organization has (PostHog's `count`). */
type OnPage = (projects: ProjectRef[], count: number) => void;

async function projectsOf(
  scope: ProjectScope,
  signal?: AbortSignal,
  onPage?: OnPage,
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
    const listed = data.results.flatMap((row) =>
      typeof row.id === 'number' ? [{ id: row.id, name: row.name ?? `Project ${row.id}` }] : [],
    );
    projects.push(...listed);
    onPage?.(listed, data.count ?? projects.length);
    if (!data.next) return { projects, complete: true };
  }
  return { projects, complete: false };
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

/*
 * The order projects are looked in (scanOrder): the survey's own first (its own activity is read anyway,
 * and a copy made inside its project is recorded there), then the others in the order PostHog lists
 * them, each page as soon as it is listed. Not by creation date: a copy can be made into any project that
 * exists when it is copied, old or new, so a project's age says nothing of where copies are.
 */

export async function readFamilyFacts(
  client: QueryClient,
  scope: ProjectScope,
  projectId: number,
  surveyId: string,
  signal?: AbortSignal,
  onScan?: (scan: FamilyScan) => void,
): Promise<FamilyFacts> {
  // The projects are looked in as their pages are listed (a 1,000-project organization takes ten).
  const queue: ProjectRef[] = [];
  const names: Record<number, string> = {};
  /** How many projects the organization has, as its pages say (more than are looked in beyond ten pages). */
  let count = 0;
  let listed: { projects: ProjectRef[]; complete: boolean } | null = null;
  let waiting: (() => void)[] = [];
  /** Says what was found once the survey's own source is known (set below). */
  let report = () => {};
  const wake = () => {
    for (const resolve of waiting.splice(0)) resolve();
  };
  const arrive = (projects: readonly ProjectRef[], listedCount = projects.length) => {
    count = Math.max(count, listedCount);
    for (const project of projects) {
      if (project.id in names) continue;
      names[project.id] = project.name;
      // See scanOrder: the survey's own project first.
      if (project.id === projectId) queue.unshift(project);
      else queue.push(project);
    }
    report();
    wake();
  };
  let listingDone = false;
  const listing = client
    .fetchQuery({
      ...lineageQueries.projects(scope),
      queryFn: ({ signal: listSignal }) => projectsOf(scope, listSignal, arrive),
    })
    .then((result) => {
      // Listed before (kept a minute): every project at once.
      arrive(result.projects);
      listed = result;
      return result;
    })
    .finally(() => {
      // Done or failed: the lookers stop once the queue is empty (a failure is thrown below).
      listingDone = true;
      wake();
    });
  const sourceId = await surveyFleetApi
    .sourceOf(projectId, surveyId, signal)
    .catch(async (error: unknown) => {
      await listing.catch(() => null);
      throw error;
    });
  const found: LineageFact[] = [];
  const unread: FamilyFacts['unread'] = [];
  let sourceProject: number | null = null;
  let looked = 0;
  /** Whether the first member found (a copy, or this copy's source) has been said (at once, not after the reports' interval). */
  let firstSaid = false;
  // The family as it stands: the same data the scan answers at its end, from what was read so far.
  const family = (): FamilyFacts => {
    const facts = [...found];
    // A source found by its id, and not itself a copy, is known to live where it was found.
    if (sourceId && sourceProject !== null && !facts.some((fact) => fact.surveyId === sourceId))
      facts.push({ projectId: sourceProject, surveyId: sourceId, sourceId: null });
    // In a set order: projects answer in any order, and the same family read again is then the same data.
    facts.sort((a, b) => a.projectId - b.projectId || a.surveyId.localeCompare(b.surveyId));
    return {
      facts: [{ projectId, surveyId, sourceId }, ...facts],
      projectNames: { ...names },
      unread: [...unread].sort((a, b) => a.projectName.localeCompare(b.projectName)),
      projects: listed?.projects.length ?? Math.min(count, PROJECT_PAGE * PROJECT_PAGES),
      complete: listed?.complete ?? count <= PROJECT_PAGE * PROJECT_PAGES,
    };
  };
  const reports = scanReporter(onScan ? () => onScan({ found: family(), looked }) : null);
  report = reports.soon;
  // Nothing is said before the first page of projects is listed (the tab shows it is looking).
  if (count) report();
  const lookIn = async (project: ProjectRef) => {
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
    looked += 1;
    if ((found.length || sourceProject !== null) && !firstSaid) {
      firstSaid = true;
      reports.first();
    } else reports.soon();
  };
  // READ_SLOTS lookers, each taking a slot per project in turn, rather than every project asking for a
  // slot at once: a copy found meanwhile is then read after one project, not after all that are queued.
  const nextProject = async (): Promise<ProjectRef | undefined> => {
    for (;;) {
      const project = queue.shift();
      if (project || listingDone) return project;
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
  };
  const looker = async () => {
    for (let project = await nextProject(); project; project = await nextProject())
      await inSlot(() => lookIn(project), 'later');
  };
  try {
    await Promise.all(Array.from({ length: READ_SLOTS }, looker));
    await listing;
  } finally {
    reports.stop();
    waiting = [];
  }
  return family();
}

/** Where a family's scan says how far it got (null while the projects are listed). */
const scanKey = (scope: ProjectScope, projectId: number, surveyId: string) =>
  ['survey-fleet', 'family-scan', surveyId, scope, projectId] as const;

export const familyQuery = (scope: ProjectScope, projectId: number, surveyId: string) =>
  queryOptions({
    queryKey: [...FAMILIES, surveyId, scope, projectId] as const,
    queryFn: ({ client, signal }) => {
      const key = scanKey(scope, projectId, surveyId);
      client.setQueryData<FamilyScan | null>(key, null);
      return readFamilyFacts(client, scope, projectId, surveyId, signal, (scan) =>
        client.setQueryData<FamilyScan | null>(key, scan),
      );
    },
    staleTime: LINEAGE_STALE,
  });

/** A family's scan as it goes: written by the family's read alone, never fetched. */
export const familyScanQuery = (scope: ProjectScope, projectId: number, surveyId: string) =>
  queryOptions<FamilyScan | null>({
    queryKey: scanKey(scope, projectId, surveyId),
    queryFn: skipToken,
    staleTime: Infinity,
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
