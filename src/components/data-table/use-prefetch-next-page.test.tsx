import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query/query-client';
import { usePrefetchNextPage } from './use-prefetch-next-page';

function setup(initial: { page: number; hasNext: boolean }) {
  const queryClient = createQueryClient({ retry: false });
  const read = vi.fn(async (page: number) => `page ${page}`);
  const queryFor = (search: { page: number; pageSize: 10 | 25 }) => ({
    queryKey: ['fruit', search.page, search.pageSize] as const,
    queryFn: () => read(search.page),
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    ({ page, hasNext }: { page: number; hasNext: boolean }) =>
      // A new queryFor on every render, as pages write it.
      usePrefetchNextPage((search) => queryFor(search), { page, pageSize: 10 }, hasNext),
    { wrapper, initialProps: initial },
  );
  return { hook, read, queryClient };
}

describe('usePrefetchNextPage', () => {
  it('puts the next page in the cache when the server says there is one', async () => {
    const { read, queryClient } = setup({ page: 2, hasNext: true });
    await waitFor(() => expect(queryClient.getQueryData(['fruit', 3, 10])).toBe('page 3'));
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('asks nothing on the last page, and again only when the page changes', async () => {
    const { hook, read, queryClient } = setup({ page: 3, hasNext: false });
    hook.rerender({ page: 3, hasNext: false });
    expect(read).not.toHaveBeenCalled();
    hook.rerender({ page: 2, hasNext: true });
    hook.rerender({ page: 2, hasNext: true });
    await waitFor(() => expect(queryClient.getQueryData(['fruit', 3, 10])).toBe('page 3'));
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('reads the next page after the page on screen is painted, not in the task that draws it', async () => {
    const { read, queryClient } = setup({ page: 2, hasNext: true });
    expect(read).not.toHaveBeenCalled();
    await waitFor(() => expect(queryClient.getQueryData(['fruit', 3, 10])).toBe('page 3'));
  });
});
