import type { ReactNode } from 'react';
import { screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { renderWithProviders } from '@/testing/render';
import { QueryBoundary } from './query-boundary';

function Reader({ read, pending }: { read: () => Promise<string>; pending?: string }) {
  const query = useQuery({ queryKey: ['boundary', read], queryFn: read });
  return (
    <QueryBoundary
      query={query}
      errorTitle="Could not load the thing"
      loadingLabel="Loading the thing"
      pending={pending ? <p>{pending}</p> : undefined}
    >
      {(data) => <p>Loaded: {data}</p>}
    </QueryBoundary>
  );
}

const wrap = (ui: ReactNode) => <MemoryRouter>{ui}</MemoryRouter>;

describe('QueryBoundary', () => {
  it('shows a named progress bar, then the data', async () => {
    renderWithProviders(<Reader read={async () => 'thing'} />, wrap);
    expect(screen.getByRole('progressbar', { name: 'Loading the thing' })).toBeInTheDocument();
    expect(await screen.findByText('Loaded: thing')).toBeInTheDocument();
  });

  it("shows the page's own placeholder instead of the progress bar when it has one", () => {
    renderWithProviders(<Reader read={() => new Promise(() => {})} pending="Skeleton" />, wrap);
    expect(screen.getByText('Skeleton')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('explains a failure under its title, and Retry reads again', async () => {
    const read = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new ApiError({ kind: 'http', status: 502, detail: 'Bad gateway' }))
      .mockResolvedValueOnce('again');
    const { user } = renderWithProviders(<Reader read={read} />, wrap);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the thing — Server error');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Loaded: again')).toBeInTheDocument();
    expect(read).toHaveBeenCalledTimes(2);
  });
});
