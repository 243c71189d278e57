import { TablePagination } from '@mui/material';
import { PAGE_SIZES, pageCount, type PaginationState } from '../lib/url-state/pagination';

interface Props {
  count: number;
  state: PaginationState;
  /** False until the first page arrived (MUI rejects a page beyond an unknown count). */
  loaded: boolean;
  onChange: (patch: Partial<PaginationState>) => void;
}

/** Page controls for URL-backed lists: 1-based page and page size in, patches out. */
export function ListPagination({ count, state, loaded, onChange }: Props) {
  const lastPage = pageCount(count, state.pageSize);
  return (
    <TablePagination
      component="div"
      count={count}
      page={loaded ? Math.min(state.page, lastPage) - 1 : 0}
      rowsPerPage={state.pageSize}
      rowsPerPageOptions={[...PAGE_SIZES]}
      onPageChange={(_, page) => onChange({ page: page + 1 })}
      onRowsPerPageChange={(event) =>
        onChange({ pageSize: Number(event.target.value) as PaginationState['pageSize'], page: 1 })
      }
      labelDisplayedRows={({ from, to, count: total }) =>
        `${from}–${to} of ${total} · page ${state.page} of ${lastPage}`
      }
    />
  );
}
