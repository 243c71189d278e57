// One page of the scope's projects in one shape, whatever the scope: the organization's list page as the
// server pages it, or the key's projects on the page, each read on its own, so that one that cannot be
// read is a row saying why, retried alone. The projects page and the project choices show it.
import { useQueries, useQuery } from '@tanstack/react-query';
import type { ProjectListItem } from '@/contracts/project';
import type { UnreadableRecord } from '@/contracts/readable';
import type { ProjectListParams } from './projects.api';
import { projectQueries } from './projects.queries';
import type { ProjectScope } from './project-scope';

/** A failed read and the way to try it again. */
export interface PageFailure {
  error: unknown;
  retry: () => void;
}

/** A key's project on the page with no record to show: still being read, or its read failed. */
export class UnreadProject {
  constructor(
    readonly id: number,
    /** Its name when it was last read, if it ever was. */
    readonly name: string | null,
    readonly failure: PageFailure | null,
  ) {}
}

export type ProjectRow = ProjectListItem | UnreadableRecord | UnreadProject;

export interface ProjectPage {
  /** The rows on the page; undefined until an organization's first page arrived. */
  rows: readonly ProjectRow[] | undefined;
  /** Projects over every page: 0 until known, null when the server's count could not be used. */
  count: number | null;
  /** The server links a next page (how far the pages go when the count is unknown). */
  hasNext: boolean;
  /** The scope is known to have no projects. */
  empty: boolean;
  /** The rows are the previous page's, kept while the asked one loads. */
  placeholder: boolean;
  /** Rows of the page are still being read. */
  busy: boolean;
  /** The page as a whole could not be read (an organization's list). */
  failure: PageFailure | null;
}

export function useProjectPage(scope: ProjectScope, params: ProjectListParams): ProjectPage {
  // An organization's page is one list read (idle for a key); a key's, one read per project on it. The
  // list keeps its own hook: keepPreviousData shows the previous page only to the same observer.
  const list = useQuery(projectQueries.list(scope, params));
  const reads = scope.kind === 'projects' ? projectQueries.page(scope, params) : [];
  const projects = useQueries({ queries: reads });

  if (scope.kind === 'projects') {
    // A detail read's key ends with the project's id.
    const rows = reads.map(({ queryKey: [, , , id] }, index): ProjectRow => {
      const read = projects[index]!;
      if (read.isError)
        return new UnreadProject(id, read.data?.project.name ?? null, {
          error: read.error,
          retry: () => void read.refetch(),
        });
      return read.isPending ? new UnreadProject(id, null, null) : read.data.project;
    });
    return {
      rows,
      count: scope.projectIds.length,
      hasNext: false,
      empty: scope.projectIds.length === 0,
      placeholder: false,
      busy: projects.some((read) => read.isPending),
      failure: null,
    };
  }
  const { data } = list;
  const count = data ? data.count : 0;
  return {
    rows: data?.results,
    count,
    hasNext: Boolean(data?.next),
    empty: data !== undefined && (count === 0 || (count === null && !data.results.length && !data.previous)),
    placeholder: list.isPlaceholderData,
    busy: false,
    failure: list.isError ? { error: list.error, retry: () => void list.refetch() } : null,
  };
}
