// The table of a server-paginated list page: head from a columns config, a skeleton until the first page
// arrives, the previous page dimmed (with a progress strip) while the asked one loads, and page controls
// that write the page to the URL. Error and empty states stay with the page: their words are its own.
import {
  memo,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type Key,
  type ReactNode,
} from 'react';
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
  type SxProps,
  type TableCellProps,
  type Theme,
} from '@mui/material';
import { pageCount, type PaginationState } from '@/lib/url-state/pagination';
import type { SearchPatch } from '@/lib/url-state/use-search-state';
import { ListPagination } from './list-pagination';
import { rowPartStyles } from './row-parts';
import { TableSkeleton } from './table-skeleton';
import { rowsInView, usePageStepInSlices, type RowRange } from './use-page-step-in-slices';
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
  /** Keep it stable across renders (useMemo): rows are drawn again when it changes. */
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
  /** `flushSync`: a page step, to be drawn in the click's own task (the next page is read ahead). */
  onPaginationChange: (
    patch: SearchPatch<PaginationState>,
    options?: { replace?: boolean; flushSync?: boolean },
  ) => void;
  /** The rows are the previous page's, kept on screen while the asked page loads. */
  placeholder?: boolean;
  /** Something on the page is still loading (aria-busy), beyond the first page. */
  busy?: boolean;
  /**
   * Rows drawn per slice of a long page (25): the first screenful shows at once and the rest after each
   * paint. Rows of plain parts draw quicker all at once than in several layouts of the table.
   */
  rowsPerSlice?: number;
  /**
   * A new page reuses the rows on screen (rows keyed by position): their cells change in place instead
   * of a page of rows removed and another created, the larger part of a page change at 100 rows. Only
   * for cells that keep no state of their own, or that key it by their record.
   */
  rowsByPosition?: boolean;
  /** Styles of what the cells hold, given once to the table (selectors by class) instead of per cell. */
  sx?: SxProps<Theme>;
}

/**
 * The body's rows and cells are plain `tr`/`td` styled once here as MUI's small TableRow (hover) and
 * TableCell draw them: a page of 100 rows is 800 cells, and each MUI cell is an emotion component that
 * serialises its styles on every render (see docs/decisions/0015-plain-styled-rows.md).
 */
const BODY: SxProps<Theme> = (theme) => ({
  '& > tbody > tr.data-row': { color: 'inherit', verticalAlign: 'middle', outline: '0' },
  '& > tbody > tr.data-row-hover:hover': { backgroundColor: theme.palette.action.hover },
  '& > tbody > tr > td.data-cell': {
    ...theme.typography.body2,
    display: 'table-cell',
    verticalAlign: 'inherit',
    borderBottom: `1px solid ${
      theme.palette.mode === 'light'
        ? theme.lighten(theme.alpha(theme.palette.divider, 1), 0.88)
        : theme.darken(theme.alpha(theme.palette.divider, 1), 0.68)
    }`,
    textAlign: 'left',
    padding: '6px 16px',
    color: theme.palette.text.primary,
  },
  '& > tbody > tr > td.data-cell-right': { textAlign: 'right' },
  '& > tbody > tr > td.data-cell-center': { textAlign: 'center' },
});

const alignClass = (align: TableCellProps['align']) =>
  align === 'right' || align === 'center' ? `data-cell data-cell-${align}` : 'data-cell';

interface BodyRowProps<Row, Shown> {
  row: Row;
  columns: readonly DataTableColumn<Shown>[];
  view: (row: Row) => RowView<Shown>;
}

const byPosition = (_row: unknown, index: number) => index;

/** A clip of `body` that shows only its rows in `range` (all of them when they are not all there). */
function clipTo(body: HTMLTableSectionElement, range: RowRange): string {
  const first = body.rows[range.start];
  const last = body.rows[Math.min(range.end, body.rows.length) - 1];
  if (!first || !last) return '';
  const box = body.getBoundingClientRect();
  const top = Math.max(0, first.getBoundingClientRect().top - box.top);
  const bottom = Math.max(0, box.bottom - last.getBoundingClientRect().bottom);
  return `inset(${top}px 0 ${bottom}px 0)`;
}

/**
 * One row, drawn again only when its record, the columns or the view change: a page change re-renders
 * the table with the old rows first (the new page is deferred) and each further slice re-renders the
 * table, so without this every drawn row was drawn again each time (with stable `columns` and `view`).
 */
const BodyRow = memo(function BodyRow<Row, Shown>({ row, columns, view }: BodyRowProps<Row, Shown>) {
  const shown = view(row);
  return 'cells' in shown ? (
    <tr className="data-row data-row-hover">
      {columns.map((column) => (
        <td key={column.id} className={alignClass(column.align)}>
          {column.cell(shown.cells)}
        </td>
      ))}
    </tr>
  ) : (
    <tr className="data-row" aria-label={shown.label}>
      <td className="data-cell" colSpan={columns.length}>
        {shown.whole}
      </td>
    </tr>
  );
}) as <Row, Shown>(props: BodyRowProps<Row, Shown>) => ReactNode;

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
  rowsPerSlice,
  rowsByPosition = false,
  sx,
}: Props<Row, Shown>) {
  // A page of rows is the most costly thing on a list screen to draw. The first page comes in an urgent
  // update from the query; deferred, React draws it in slices, with the browser free to answer input
  // between them, and the skeleton stays until it is done. A long page is drawn a slice at a time (the
  // table busy meanwhile): the first screenful shows without waiting for the rest. A page that replaces
  // one on screen is drawn at once: it is a page step the user waits for (read ahead, from the cache),
  // and deferring it would put a transition's slices, and the browser's other work between them,
  // between the click and the new rows.
  const deferredRows = useDeferredValue(arrivedRows);
  const rows = deferredRows === undefined ? deferredRows : arrivedRows;
  // Rows keyed by position are rewritten in place by another page: only rows not yet on screen are new,
  // so a page change draws whole and only the first page (or a longer one) comes in slices.
  const sliced = useRowsInSlices(rows, rowsByPosition ? byPosition : rowKey, rowsPerSlice);
  // A step of a long page keyed by position: the rows in view at once, the rest after the paint.
  const body = useRef<HTMLTableSectionElement>(null);
  const [inView, setInView] = useState<RowRange | null>(null);
  const firstKey = rowsByPosition && rows?.length ? rowKey(rows[0]!, 0) : null;
  const stepped = usePageStepInSlices(sliced.drawn, firstKey, inView);
  const drawn = stepped.rows;
  const drawing = sliced.drawing || stepped.range !== null;
  const inViewFirst = stepped.range;
  const loaded = rows !== undefined;
  // The same element while the columns are: a page step does not draw the head's MUI cells again.
  const head = useMemo(
    () => (
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column.id} align={column.align}>
              {column.header}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
    ),
    [columns],
  );
  // The previous page's rows around a step's rows in view, until they are drawn again: out of view, and
  // cut off by one clip on the body sized to the rows in view, set before the paint. (Not `opacity: 0`
  // per row: at 100 rows its restyle and a paint effect per row were a quarter of the step; nor
  // `visibility`: inherited, it restyled every cell of those rows.)
  useLayoutEffect(() => {
    const element = body.current;
    if (!element) return;
    element.style.clipPath = inViewFirst ? clipTo(element, inViewFirst) : '';
  }, [inViewFirst]);
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
        <Table
          size="small"
          aria-label={label}
          aria-busy={!loaded || busy || drawing}
          sx={[BODY, rowPartStyles, ...(Array.isArray(sx) ? sx : [sx])]}
        >
          {head}
          {drawn === undefined ? (
            <TableSkeleton rows={Math.min(pagination.pageSize, 10)} columns={columns.length} />
          ) : (
            <TableBody ref={body} sx={{ opacity: placeholder ? 0.6 : 1 }}>
              {drawn.map((row, index) => (
                <BodyRow
                  key={rowsByPosition ? index : rowKey(row, index)}
                  row={row}
                  columns={columns}
                  view={view}
                />
              ))}
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
        onChange={(patch, options) => {
          // A step keeps the rows where they are on screen: those in view are drawn first.
          if (options?.flushSync && rowsByPosition) setInView(rowsInView(body.current));
          onPaginationChange(patch, options);
        }}
      />
    </Paper>
  );
}
