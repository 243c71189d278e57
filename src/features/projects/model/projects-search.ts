import { paginationSearch } from '../../../lib/url-state/pagination';

/** URL state of the projects table: page and page size (defaults stay out of the URL). */
export const projectsSearch = paginationSearch;
