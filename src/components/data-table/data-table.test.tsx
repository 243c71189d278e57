import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn } from './data-table';

interface Fruit {
  name: string;
  count: number;
}
type Row = Fruit | { broken: string };

const columns: DataTableColumn<Fruit>[] = [
  { id: 'name', header: 'Name', cell: (fruit) => fruit.name },
  { id: 'count', header: 'Count', align: 'right', cell: (fruit) => fruit.count },
];

function table(props: Partial<Parameters<typeof DataTable<Row, Fruit>>[0]> = {}) {
  const onPaginationChange = vi.fn();
  const view = render(
    <DataTable<Row, Fruit>
      label="Fruit"
      columns={columns}
      rows={[{ name: 'Apple', count: 3 }, { broken: 'no name' }]}
      rowKey={(_, index) => index}
      view={(row) => ('broken' in row ? { whole: `Cannot read: ${row.broken}` } : { cells: row })}
      count={30}
      pagination={{ page: 1, pageSize: 10 }}
      onPaginationChange={onPaginationChange}
      {...props}
    />,
  );
  return { ...view, onPaginationChange };
}

describe('DataTable', () => {
  it('shows its columns, and a row the columns cannot show in one cell across the table', () => {
    table();
    const grid = screen.getByRole('table', { name: 'Fruit' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Count']);
    const [, apple, broken] = within(grid).getAllByRole('row');
    expect(
      within(apple!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Apple', '3']);
    expect(within(broken!).getByRole('cell')).toHaveAttribute('colspan', '2');
    expect(broken).toHaveTextContent('Cannot read: no name');
    expect(screen.getByText('1–10 of 30 · page 1 of 3')).toBeInTheDocument();
  });

  it('shows a busy skeleton until the first page arrives', () => {
    table({ rows: undefined });
    expect(screen.getByRole('table', { name: 'Fruit' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
  });

  it('dims the previous page under a progress strip while the next one loads', () => {
    table({ placeholder: true });
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
    expect(screen.getByText('Apple').closest('tbody')).toHaveStyle({ opacity: '0.6' });
  });

  it('steps from the latest page when paging, and moves back from a page past the end', async () => {
    const { onPaginationChange } = table();
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    const step = onPaginationChange.mock.calls[0]![0] as (current: { page: number }) => { page: number };
    expect(step({ page: 2 })).toEqual({ page: 3 });

    const past = table({ pagination: { page: 7, pageSize: 10 } });
    expect(past.onPaginationChange).toHaveBeenCalledWith({ page: 3 }, { replace: true });
    const waiting = table({ pagination: { page: 7, pageSize: 10 }, placeholder: true });
    expect(waiting.onPaginationChange).not.toHaveBeenCalled();
  });
});
