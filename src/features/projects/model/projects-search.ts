import { paginationSearch, toLimitOffset, type PaginationState } from '@/lib/url-state/pagination';
import type { ProjectListParams } from '@/entities/project/projects.api';

/** URL state of the projects table: page and page size (defaults stay out of the URL). */
export const projectsSearch = paginationSearch;

/** The list request for what the URL asks: the page loader and the page ask for the same thing. */
export function projectListParams(search: PaginationState): ProjectListParams {
  return toLimitOffset(search);
}
