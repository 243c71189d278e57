import { useState } from 'react';
import { flushSync } from 'react-dom';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PageSize } from '@/lib/url-state/pagination';
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

/**
 * A table keyed by position showing pages of `pageSize` fruits (the first from "Fruit 1"); `showPage(from)`
 * puts another page on it, as its query would. `stepTo`: the page a click on a page button shows.
 */
function renderPages(pageSize: PageSize, count: number, stepTo?: number) {
  const page = (from: number) =>
    Array.from({ length: pageSize }, (_, index) => ({ name: `Fruit ${from + index}`, count: index }));
  let setRows: (rows: Fruit[]) => void = () => {};
  function Pages() {
    const [rows, set] = useState(() => page(1));
    setRows = set;
    return (
      <DataTable<Row, Fruit>
        label="Fruit"
        columns={columns}
        rows={rows}
        rowKey={(row) => ('name' in row ? row.name : row.broken)}
        view={(row) => ('broken' in row ? { whole: row.broken } : { cells: row })}
        count={count}
        pagination={{ page: 1, pageSize }}
        onPaginationChange={() => {
          if (stepTo !== undefined) set(page(stepTo));
        }}
        rowsByPosition
      />
    );
  }
  render(<Pages />);
  return {
    grid: screen.getByRole('table', { name: 'Fruit' }),
    showPage: (from: number) => setRows(page(from)),
  };
}

/**
 * Runs `check` as the browser would: outside act(), so a `flushSync` inside it commits at once and
 * nothing React schedules after it (a paint's follow-up) runs before `check` returns.
 */
async function outsideAct(check: () => void) {
  const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = environment.IS_REACT_ACT_ENVIRONMENT;
  environment.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    check();
  } finally {
    environment.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    await act(async () => {});
  }
}

/** Lays `body`'s rows out 40 px each from `top` (the window's top at 0), as a browser would. */
function layOut(body: HTMLTableSectionElement, top: number) {
  const rows = [...body.rows];
  vi.spyOn(body, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, top, 800, rows.length * 40));
  rows.forEach((row, index) =>
    vi.spyOn(row, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, top + index * 40, 800, 40)),
  );
}

/** The rows `body` shows, as [first, last + 1] by position under its clip (laid out by `layOut`). */
function shownRows(body: HTMLTableSectionElement): [number, number] {
  const clip = /^inset\((\d+)px 0 (\d+)px 0\)$/.exec(body.style.clipPath);
  const [top, bottom] = clip ? [Number(clip[1]), Number(clip[2])] : [0, 0];
  return [top / 40, body.rows.length - bottom / 40];
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

  it('draws a long page in slices: the first rows at once, the rest after, a page refreshed in place', async () => {
    const page = (from: number) =>
      Array.from({ length: 100 }, (_, index) => ({ name: `Fruit ${from + index}`, count: index }));
    const props = {
      rowKey: (row: Row) => ('name' in row ? row.name : row.broken),
      pagination: { page: 1, pageSize: 100 as const },
      count: 300,
    };
    const { rerender } = table({ ...props, rows: page(1) });
    const grid = screen.getByRole('table', { name: 'Fruit' });
    // Counted without role queries, which are slow over hundreds of cells.
    const bodyRows = () => grid.querySelectorAll('tbody tr').length;
    expect(bodyRows()).toBeLessThan(100);
    expect(screen.getByText('Fruit 1')).toBeInTheDocument();
    expect(grid).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(bodyRows()).toBe(100));
    expect(grid).toHaveAttribute('aria-busy', 'false');

    // The same page read again (one row changed) stays whole; another page starts with a slice again.
    const again = page(1).map((row, index) => (index === 0 ? { ...row, count: 42 } : row));
    rerender(
      <DataTable<Row, Fruit>
        label="Fruit"
        columns={columns}
        view={(row) => ('broken' in row ? { whole: row.broken } : { cells: row })}
        onPaginationChange={vi.fn()}
        {...props}
        rows={again}
      />,
    );
    expect(bodyRows()).toBe(100);
    rerender(
      <DataTable<Row, Fruit>
        label="Fruit"
        columns={columns}
        view={(row) => ('broken' in row ? { whole: row.broken } : { cells: row })}
        onPaginationChange={vi.fn()}
        {...props}
        rows={page(101)}
      />,
    );
    expect(bodyRows()).toBeLessThan(100);
    expect(screen.getByText('Fruit 101')).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toBe(100));
  });

  it('draws a row again only when its record or the columns change, not when the table does', () => {
    const cell = vi.fn((fruit: Fruit) => fruit.name);
    const counted: DataTableColumn<Fruit>[] = [{ id: 'name', header: 'Name', cell }];
    const apple = { name: 'Apple', count: 3 };
    const pear = { name: 'Pear', count: 1 };
    const riper = { ...pear, count: 2 };
    const view = (row: Row) => ('broken' in row ? { whole: row.broken } : { cells: row });
    const props = {
      label: 'Fruit',
      rowKey: (row: Row) => ('name' in row ? row.name : row.broken),
      view,
      count: 2,
      pagination: { page: 1, pageSize: 10 as const },
      onPaginationChange: vi.fn(),
    };
    const { rerender } = render(<DataTable<Row, Fruit> {...props} columns={counted} rows={[apple, pear]} />);
    expect(cell).toHaveBeenCalledTimes(2);
    // The page is dimmed while another loads: the table draws again, its rows do not.
    rerender(<DataTable<Row, Fruit> {...props} columns={counted} rows={[apple, pear]} placeholder />);
    expect(cell).toHaveBeenCalledTimes(2);
    // A record read again with a change draws its row alone.
    rerender(<DataTable<Row, Fruit> {...props} columns={counted} rows={[apple, riper]} />);
    expect(cell).toHaveBeenCalledTimes(3);
    // Other columns draw every row.
    rerender(<DataTable<Row, Fruit> {...props} columns={[...counted]} rows={[apple, riper]} />);
    expect(cell).toHaveBeenCalledTimes(5);
  });

  it('draws a long page in one go when told its rows are light enough', () => {
    const rows = Array.from({ length: 100 }, (_, index) => ({ name: `Fruit ${index}`, count: index }));
    table({
      rows,
      rowKey: (row: Row) => ('name' in row ? row.name : row.broken),
      pagination: { page: 1, pageSize: 100 },
      count: 300,
      rowsPerSlice: 100,
    });
    const grid = screen.getByRole('table', { name: 'Fruit' });
    expect(grid.querySelectorAll('tbody tr')).toHaveLength(100);
    expect(grid).toHaveAttribute('aria-busy', 'false');
  });

  it('keyed by position, draws its first page in slices and another page whole, on the rows drawn', async () => {
    const page = (from: number) =>
      Array.from({ length: 25 }, (_, index) => ({ name: `Fruit ${from + index}`, count: index }));
    const props = {
      label: 'Fruit',
      columns,
      rowKey: (row: Row) => ('name' in row ? row.name : row.broken),
      view: (row: Row) => ('broken' in row ? { whole: row.broken } : { cells: row }),
      count: 75,
      pagination: { page: 1, pageSize: 25 as const },
      onPaginationChange: vi.fn(),
      rowsByPosition: true,
      rowsPerSlice: 8,
    };
    const { rerender } = render(<DataTable<Row, Fruit> {...props} rows={page(1)} />);
    const grid = screen.getByRole('table', { name: 'Fruit' });
    const bodyRows = () => grid.querySelectorAll('tbody tr').length;
    expect(bodyRows()).toBe(8);
    await waitFor(() => expect(bodyRows()).toBe(25));
    rerender(<DataTable<Row, Fruit> {...props} pagination={{ page: 2, pageSize: 25 }} rows={page(26)} />);
    expect(bodyRows()).toBe(25);
    expect(screen.getByText('Fruit 50')).toBeInTheDocument();
    expect(grid).toHaveAttribute('aria-busy', 'false');
  });

  it('reuses the rows on screen for another page when keyed by position', () => {
    const props = {
      label: 'Fruit',
      columns,
      rowKey: (row: Row) => ('name' in row ? row.name : row.broken),
      view: (row: Row) => ('broken' in row ? { whole: row.broken } : { cells: row }),
      count: 4,
      pagination: { page: 1, pageSize: 10 as const },
      onPaginationChange: vi.fn(),
      rowsByPosition: true,
    };
    const { rerender } = render(
      <DataTable<Row, Fruit>
        {...props}
        rows={[
          { name: 'Apple', count: 3 },
          { name: 'Pear', count: 1 },
        ]}
      />,
    );
    const first = screen.getByText('Apple').closest('tr');
    rerender(
      <DataTable<Row, Fruit>
        {...props}
        rows={[
          { name: 'Plum', count: 5 },
          { name: 'Fig', count: 2 },
        ]}
      />,
    );
    expect(screen.getByText('Plum').closest('tr')).toBe(first);
    expect(first).toHaveTextContent('Plum5');
    expect(screen.queryByText('Apple')).not.toBeInTheDocument();
  });

  it('shows a page that replaces one on screen in the render that brings it, not in a later one', async () => {
    const { grid, showPage } = renderPages(25, 75);
    await waitFor(() => expect(grid.querySelectorAll('tbody tr')).toHaveLength(25));
    // A page change from the cache is an urgent render (the pagination asks the router for one): the
    // new rows are in that render's commit, not deferred to one React does after the browser paints.
    await outsideAct(() => {
      flushSync(() => showPage(26));
      expect(grid.querySelector('tbody tr')).toHaveTextContent('Fruit 26');
      expect(grid.querySelectorAll('tbody tr')).toHaveLength(25);
    });
  });

  it('steps a long page by its first screenful in the render that brings it, the rest after the paint', async () => {
    const { grid, showPage } = renderPages(100, 300);
    const body = grid.querySelector('tbody')!;
    const bodyRow = (index: number) => body.rows[index]!;
    await waitFor(() => expect(grid).toHaveAttribute('aria-busy', 'false'));
    expect(bodyRow(99)).toHaveTextContent('Fruit 100');
    layOut(body, 0);
    await outsideAct(() => {
      flushSync(() => showPage(101));
      // The first screenful is the new page's; below it the old rows keep the table's height, unseen
      // (cut off by the body's clip, the table busy) until the rest is drawn after the paint.
      expect(bodyRow(0)).toHaveTextContent('Fruit 101');
      expect(bodyRow(24)).toHaveTextContent('Fruit 125');
      expect(grid.querySelectorAll('tbody tr')).toHaveLength(100);
      expect(shownRows(body)).toEqual([0, 25]);
      expect(grid).toHaveAttribute('aria-busy', 'true');
    });
    await waitFor(() => expect(bodyRow(99)).toHaveTextContent('Fruit 200'));
    expect(bodyRow(25)).toHaveTextContent('Fruit 126');
    expect(shownRows(body)).toEqual([0, 100]);
    expect(grid).toHaveAttribute('aria-busy', 'false');
  });

  it('steps a long page scrolled to its end by the rows in view first', async () => {
    const { grid } = renderPages(100, 300, 101);
    const bodyRows = () => [...grid.querySelectorAll('tbody tr')];
    await waitFor(() => expect(grid).toHaveAttribute('aria-busy', 'false'));
    // The window shows the last 22 rows (40 px each), as after scrolling down to the page buttons.
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(900);
    const body = grid.querySelector('tbody')!;
    layOut(body, -3120);
    try {
      await outsideAct(() => {
        flushSync(() => screen.getByRole('button', { name: 'Go to next page' }).click());
        expect(bodyRows()[78]).toHaveTextContent('Fruit 179');
        expect(bodyRows()[99]).toHaveTextContent('Fruit 200');
        expect(shownRows(body)).toEqual([78, 100]);
      });
    } finally {
      vi.restoreAllMocks();
    }
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('Fruit 101'));
    expect(shownRows(body)).toEqual([0, 100]);
  });

  it('asks for a page step to be shown in the frame that follows the click', async () => {
    const { onPaginationChange } = table();
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(onPaginationChange).toHaveBeenCalledWith(expect.any(Function), { flushSync: true });
  });
});
