// Route loaders start a page's reads when its route matches, alongside the download of the page's code,
// instead of once the page has rendered. They read the page's own list of queryOptions (its `*Reads`
// function, which the page reads too) into the app's query client, so the page finds each read under
// way or done.
//
// They never hold up navigation and never throw. A failed read stays in the cache as the page's own
// query error, shown by the page in its place with its retry. Awaiting here would instead trade that for
// the route's error screen, blank the page (and its header and skeleton) for as long as the retries
// take, and, since a query retries on mount, often hide a failure that the page should show.
import type { AnyUseQueryOptions, QueryClient } from '@tanstack/react-query';

/** Starts `reads` (reads already in the cache are not asked again) and returns at once, for the route. */
export function startReads(queryClient: QueryClient, reads: readonly AnyUseQueryOptions[]): null {
  for (const read of reads)
    // The page's own query holds the failure and shows it.
    queryClient.ensureQueryData(read).catch(() => {});
  return null;
}
