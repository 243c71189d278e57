import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListPagination } from './list-pagination';

function pagination(page: number, count = 30, loaded = true) {
  const onChange = vi.fn();
  render(<ListPagination count={count} state={{ page, pageSize: 10 }} loaded={loaded} onChange={onChange} />);
  return onChange;
}

describe('ListPagination', () => {
  it('says which rows and page are shown, and offers only the steps there are', () => {
    pagination(2);
    expect(screen.getByText('11–20 of 30 · page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to previous page' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeEnabled();
  });

  it('cannot step before the first page or after the last', () => {
    pagination(1);
    expect(screen.getByRole('button', { name: 'Go to previous page' })).toBeDisabled();
    render(<ListPagination count={30} state={{ page: 3, pageSize: 10 }} loaded onChange={vi.fn()} />);
    expect(screen.getByText('21–30 of 30 · page 3 of 3')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Go to next page' })[1]).toBeDisabled();
  });

  it('steps back from the latest page, never before the first', async () => {
    const onChange = pagination(2);
    await userEvent.click(screen.getByRole('button', { name: 'Go to previous page' }));
    const step = onChange.mock.calls[0]![0] as (current: { page: number }) => { page: number };
    expect(step({ page: 3 })).toEqual({ page: 2 });
    expect(step({ page: 1 })).toEqual({ page: 1 });
  });

  it('a new page size starts from the first page', async () => {
    const onChange = pagination(2);
    await userEvent.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    // MUI's Select loads when the control is first reached for: its menu opens once the module is in.
    await userEvent.click(await screen.findByRole('option', { name: '50' }));
    expect(onChange).toHaveBeenCalledWith({ pageSize: 50, page: 1 });
  });

  it('shows no rows and no steps before the first page arrives', () => {
    pagination(3, 0, false);
    expect(screen.getByText('0–0 of 0 · page 3 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
  });
});

describe('ListPagination without a total', () => {
  // A server whose count could not be read (negative, fractional, missing…): pages follow its `next`.
  const unknown = (page: number, hasNext: boolean, rows = 10) => {
    const onChange = vi.fn();
    render(
      <ListPagination
        count={null}
        hasNext={hasNext}
        rows={rows}
        state={{ page, pageSize: 10 }}
        loaded
        onChange={onChange}
      />,
    );
    return onChange;
  };

  it('says the total is unknown and steps on while the server has a next page', async () => {
    const onChange = unknown(2, true);
    expect(screen.getByText('11–20 · page 2 · total unknown')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    const step = onChange.mock.calls[0]![0] as (current: { page: number }) => { page: number };
    expect(step({ page: 2 })).toEqual({ page: 3 });
    expect(step({ page: 7 })).toEqual({ page: 8 });
  });

  it('stops where the server has no next page; the rows shown say where the list ends', () => {
    unknown(3, false, 4);
    expect(screen.getByText('21–24 · page 3 · total unknown')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Go to previous page' })).toBeEnabled();
  });
});
