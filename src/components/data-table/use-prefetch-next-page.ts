// Paging forward is instant when the next page is already in the cache: fetch it as soon as the server
// says there is one, once the page on screen is painted (a page step draws in the click's own task; its
// effects would otherwise start the read before the paint the user is waiting for).
import { useEffect, useRef } from 'react';
import { hashKey, useQueryClient, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';
import { afterNextPaint } from '@/lib/react/after-next-paint';
import type { PaginationState } from '@/lib/url-state/pagination';

/**
 * Prefetches `queryFor(next page)` while `hasNext`. `queryFor` may be a new function on every render: the
 * prefetch runs again only when the next page's query key changes.
 */
export function usePrefetchNextPage<Search extends PaginationState, Data, Key extends QueryKey>(
  queryFor: (search: Search) => FetchQueryOptions<Data, Error, Data, Key>,
  search: Search,
  hasNext: boolean,
): void {
  const queryClient = useQueryClient();
  const next = queryFor({ ...search, page: search.page + 1 });
  const latest = useRef(next);
  useEffect(() => {
    latest.current = next;
  });
  const nextKey = hashKey(next.queryKey);
  useEffect(() => {
    if (!hasNext) return;
    return afterNextPaint(() => void queryClient.prefetchQuery(latest.current));
  }, [hasNext, nextKey, queryClient]);
}
