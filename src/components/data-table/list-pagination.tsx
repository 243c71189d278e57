import { TablePagination } from '@mui/material';
import { PAGE_SIZES, pageCount, type PaginationState } from '../../lib/url-state/pagination';
import type { SearchPatch } from '../../lib/url-state/use-search-state';

interface Props {
  count: number;
  state: PaginationState;
  /** False until the first page arrived (MUI rejects a page beyond an unknown count). */
  loaded: boolean;
  onChange: (patch: SearchPatch<PaginationState>) => void;
}

/** Page controls for URL-backed lists: 1-based page and page size in, patches out. */
export function ListPagination({ count, state, loaded, onChange }: Props) {
  const lastPage = pageCount(count, state.pageSize);
  const shownPage = loaded ? Math.min(state.page, lastPage) - 1 : 0;
  return (
    <TablePagination
      component="div"
      count={count}
      page={shownPage}
      rowsPerPage={state.pageSize}
      rowsPerPageOptions={[...PAGE_SIZES]}
      // A step from the latest page, not from the one on screen: two quick clicks on "next" go two pages on
      // even when the second comes before the first has rendered.
      onPageChange={(_, page) =>
        onChange((current) => ({
          page: Math.min(Math.max(1, current.page + page - shownPage), lastPage),
        }))
      }
      onRowsPerPageChange={(event) =>
        onChange({ pageSize: Number(event.target.value) as PaginationState['pageSize'], page: 1 })
      }
      labelDisplayedRows={({ from, to, count: total }) =>
        `${from}–${to} of ${total} · page ${state.page} of ${lastPage}`
      }
    />
  );
}
