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
import type { LoaderFunction, LoaderFunctionArgs } from 'react-router-dom';

/** Starts `reads` (reads already in the cache are not asked again) and returns at once, for the route. */
export function startReads(queryClient: QueryClient, reads: readonly AnyUseQueryOptions[]): null {
  for (const read of reads)
    // The page's own query holds the failure and shows it.
    queryClient.ensureQueryData(read).catch(() => {});
  return null;
}

/**
 * A route's loader, made with the app's query client: it starts the reads `readsFor` names for the
 * route's address (null: an address whose ids are not plain ids is the not-found page's, nothing is read).
 */
export function readsLoader(readsFor: (args: LoaderFunctionArgs) => readonly AnyUseQueryOptions[] | null) {
  return (queryClient: QueryClient): LoaderFunction =>
    (args) => {
      const reads = readsFor(args);
      return reads === null ? null : startReads(queryClient, reads);
    };
}
