// The table of a server-paginated list page: head from a columns config, a skeleton until the first page
// arrives, the previous page dimmed (with a progress strip) while the asked one loads, and page controls
// that write the page to the URL. Error and empty states stay with the page: their words are its own.
import { useDeferredValue, useEffect, type Key, type ReactNode } from 'react';
import {
  Box,
  LinearProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  type TableCellProps,
} from '@mui/material';
import { pageCount, type PaginationState } from '../../lib/url-state/pagination';
import type { SearchPatch } from '../../lib/url-state/use-search-state';
import { ListPagination } from './list-pagination';
import { TableSkeleton } from './table-skeleton';
import { useRowsInSlices } from './use-rows-in-slices';

export interface DataTableColumn<Row> {
  /** Unique among the columns (React key). */
  id: string;
  header: ReactNode;
  align?: TableCellProps['align'];
  cell: (row: Row) => ReactNode;
}

/**
 * How one row shows: in the columns (`cells`, what the cells read), or as one cell across the table
 * (`whole`: a row Surveyor cannot read, one that failed or is still loading), with its accessible name.
 */
export type RowView<Shown> = { cells: Shown } | { whole: ReactNode; label?: string };

interface Props<Row, Shown> {
  /** The table's accessible name ("Projects"). */
  label: string;
  columns: readonly DataTableColumn<Shown>[];
  /** The rows on screen; undefined until the first page arrived (a skeleton shows meanwhile). */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row, index: number) => Key;
  view: (row: Row) => RowView<Shown>;
  /** Rows in total, over every page; null when unknown (the server's count could not be used). */
  count: number | null;
  /** The server links a next page (its `next`): how far the pages go when the total is unknown. */
  hasNext?: boolean;
  pagination: PaginationState;
  onPaginationChange: (patch: SearchPatch<PaginationState>, options?: { replace?: boolean }) => void;
  /** The rows are the previous page's, kept on screen while the asked page loads. */
  placeholder?: boolean;
  /** Something on the page is still loading (aria-busy), beyond the first page. */
  busy?: boolean;
}

export function DataTable<Row, Shown>({
  label,
  columns,
  rows: arrivedRows,
  rowKey,
  view,
  count,
  hasNext = false,
  pagination,
  onPaginationChange,
  placeholder = false,
  busy = false,
}: Props<Row, Shown>) {
  // A page of rows is the most costly thing on a list screen to draw. The query hands it over in an
  // urgent update; deferred, React draws it in slices, with the browser free to answer input between
  // them, and the skeleton (or the previous page) stays until it is done. A long page is drawn a slice
  // at a time (the table busy meanwhile): the first screenful shows without waiting for the rest.
  const rows = useDeferredValue(arrivedRows);
  const { drawn, drawing } = useRowsInSlices(rows, rowKey);
  const loaded = rows !== undefined;
  const lastPage = count === null ? null : pageCount(count, pagination.pageSize);

  // A page past the end (after deletions, or an old link) moves back to the last page, once the count
  // on screen is the real one and not a placeholder's. Without a count, where the end is is not known.
  useEffect(() => {
    if (loaded && !placeholder && lastPage !== null && pagination.page > lastPage)
      onPaginationChange({ page: lastPage }, { replace: true });
  }, [loaded, placeholder, pagination.page, lastPage, onPaginationChange]);

  return (
    <Paper variant="outlined">
      <Box sx={{ height: 4 }}>{placeholder ? <LinearProgress aria-label="Loading page" /> : null}</Box>
      <TableContainer>
        <Table size="small" aria-label={label} aria-busy={!loaded || busy || drawing}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.id} align={column.align}>
                  {column.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          {drawn === undefined ? (
            <TableSkeleton rows={Math.min(pagination.pageSize, 10)} columns={columns.length} />
          ) : (
            <TableBody sx={{ opacity: placeholder ? 0.6 : 1 }}>
              {drawn.map((row, index) => {
                const shown = view(row);
                return 'cells' in shown ? (
                  <TableRow key={rowKey(row, index)} hover>
                    {columns.map((column) => (
                      <TableCell key={column.id} align={column.align}>
                        {column.cell(shown.cells)}
                      </TableCell>
                    ))}
                  </TableRow>
                ) : (
                  <TableRow key={rowKey(row, index)} aria-label={shown.label}>
                    <TableCell colSpan={columns.length}>{shown.whole}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          )}
        </Table>
      </TableContainer>
      <ListPagination
        count={count}
        hasNext={hasNext}
        rows={rows?.length ?? 0}
        state={pagination}
        loaded={loaded}
        onChange={(patch) => onPaginationChange(patch)}
      />
    </Paper>
  );
}
