// The projects a user may pick from (the survey pages' project picker; later, where to copy a survey):
// the scope's first page of projects, the projects page's own reads and cache, so a project created or
// deleted anywhere is among the choices at once. An organization's further projects are found by
// searching on the server; a key's projects (at most MAX_PROJECT_IDS) always fit the one page.
import { isUnreadable } from '@/contracts/readable';
import type { ProjectScope } from './project-scope';
import { UnreadProject, useProjectPage, type ProjectRow } from './use-project-page';

/** Choices per read: PostHog's own page size. More are reached by searching. */
const CHOICES_PAGE_SIZE = 100;

export interface ProjectChoice {
  id: number;
  label: string;
}

export interface ProjectChoices {
  /** Null until there is something to offer. */
  choices: ProjectChoice[] | null;
  note: string | undefined;
  /** There are more projects than one page: offer the search. */
  searchable: boolean;
}

function choiceOf(row: ProjectRow): ProjectChoice[] {
  if (row instanceof UnreadProject) {
    const label = row.name ?? `Project ${row.id}`;
    return [{ id: row.id, label: row.failure ? `${label} (could not be loaded)` : label }];
  }
  if (!isUnreadable(row)) return [{ id: row.id, label: row.name }];
  // A row Surveyor cannot read is still a project to go to, when it has an id.
  return typeof row.id === 'number' ? [{ id: row.id, label: row.name ?? `Project ${row.id}` }] : [];
}

const stillReading = (row: ProjectRow) => row instanceof UnreadProject && !row.failure;

export function useProjectChoices(scope: ProjectScope, search: string): ProjectChoices {
  const page = useProjectPage(scope, {
    limit: CHOICES_PAGE_SIZE,
    offset: 0,
    ...(search ? { search } : {}),
  });
  if (page.failure) return { choices: null, note: 'Could not load projects', searchable: false };
  if (!page.rows || page.rows.every(stillReading))
    return { choices: null, note: undefined, searchable: Boolean(search) };
  const choices = page.rows.flatMap(choiceOf);
  const shown = page.rows.length;
  // A count the server sent but Surveyor cannot use (null): whether there are more, `next` says.
  const more = page.count === null ? page.hasNext : page.count > shown;
  const total = page.count === null ? (more ? 'more' : String(shown)) : String(page.count);
  const note = search
    ? `${total} project${total === '1' ? '' : 's'} match “${search}”${more ? `; the first ${shown} are listed` : ''}`
    : more
      ? `The first ${shown} of ${total} projects: search for the others`
      : undefined;
  return { choices, note, searchable: Boolean(search) || more };
}
