import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { paginationSearch } from './pagination';
import { useSearchState } from './use-search-state';

const schema = paginationSearch.extend({ q: z.string().catch('') });

function setup(initial: string) {
  let router!: ReturnType<typeof createMemoryRouter>;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '/list', element: children }], { initialEntries: [initial] });
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(() => useSearchState(schema), { wrapper });
  return { hook, router: () => router };
}

describe('useSearchState', () => {
  it('reads the URL through the schema, falling back to defaults for junk', () => {
    const { hook } = setup('/list?page=3&pageSize=7&q=acme');
    expect(hook.result.current[0]).toEqual({ page: 3, pageSize: 25, q: 'acme' });
  });

  it('writes patches to the URL and leaves defaults out', () => {
    const { hook, router } = setup('/list?page=3&q=acme');
    act(() => hook.result.current[1]({ pageSize: 50 }));
    expect(router().state.location.search).toBe('?page=3&q=acme&pageSize=50');
    expect(hook.result.current[0]).toEqual({ page: 3, pageSize: 50, q: 'acme' });
    act(() => hook.result.current[1]({ page: 1, q: '' }));
    expect(router().state.location.search).toBe('?pageSize=50');
  });

  it('pushes history entries unless asked to replace', () => {
    const { hook, router } = setup('/list');
    act(() => hook.result.current[1]({ page: 2 }));
    expect(router().state.historyAction).toBe('PUSH');
    act(() => hook.result.current[1]({ page: 3 }, { replace: true }));
    expect(router().state.historyAction).toBe('REPLACE');
    expect(router().state.location.search).toBe('?page=3');
  });

  it('builds each patch on the last one written, even before the page re-renders', () => {
    const { hook, router } = setup('/list?page=3&q=acme');
    const setSearch = hook.result.current[1];
    act(() => {
      // Both with the setter of one render, as two quick clicks during a slow transition would be.
      setSearch({ pageSize: 50 });
      setSearch((current) => ({ page: current.page + 1 }));
    });
    expect(router().state.location.search).toBe('?page=4&q=acme&pageSize=50');
    expect(hook.result.current[0]).toEqual({ page: 4, pageSize: 50, q: 'acme' });
  });

  it('follows navigations made elsewhere', () => {
    const { hook, router } = setup('/list?page=3');
    act(() => void router().navigate('/list?q=beta'));
    act(() => hook.result.current[1]((current) => ({ page: current.page + 1 })));
    expect(router().state.location.search).toBe('?q=beta&page=2');
  });

  it('shows a page step at once and writes the address after the paint, as one history entry', async () => {
    const { hook, router } = setup('/list?q=acme');
    const entries = () => router().state.location.key;
    const before = entries();
    act(() => hook.result.current[1]((current) => ({ page: current.page + 1 }), { flushSync: true }));
    // Drawn in the click's own render, before the router has seen the new address.
    expect(hook.result.current[0]).toEqual({ page: 2, pageSize: 25, q: 'acme' });
    expect(router().state.location.search).toBe('?q=acme');
    // A second step before the paint builds on the first.
    act(() => hook.result.current[1]((current) => ({ page: current.page + 1 }), { flushSync: true }));
    expect(hook.result.current[0].page).toBe(3);
    await waitFor(() => expect(router().state.location.search).toBe('?q=acme&page=3'));
    expect(router().state.historyAction).toBe('PUSH');
    expect(entries()).not.toBe(before);
    expect(hook.result.current[0]).toEqual({ page: 3, pageSize: 25, q: 'acme' });
    // Back: the address wins over the step shown before it was written.
    act(() => void router().navigate(-1));
    await waitFor(() => expect(hook.result.current[0].page).toBe(1));
  });

  it('drops a step not yet written when a navigation comes first', async () => {
    const { hook, router } = setup('/list');
    act(() => hook.result.current[1]({ page: 2 }, { flushSync: true }));
    act(() => void router().navigate('/list?q=beta'));
    expect(hook.result.current[0]).toEqual({ page: 1, pageSize: 25, q: 'beta' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router().state.location.search).toBe('?q=beta');
  });
});
