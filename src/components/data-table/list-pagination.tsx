// Page controls for URL-backed lists, drawn from MUI's parts rather than its TablePagination: that
// module builds an Intl number formatter as it loads (for a label this table replaces), and a first
// Intl formatter costs the page tens of milliseconds before the first screen can show.
import { useId } from 'react';
import { Box, IconButton, MenuItem, Select, Typography } from '@mui/material';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import { PAGE_SIZES, pageCount, type PageSize, type PaginationState } from '../../lib/url-state/pagination';
import type { SearchPatch } from '../../lib/url-state/use-search-state';

interface Props {
  /** Rows in total; null when the server's count could not be used: the pages then follow `hasNext`. */
  count: number | null;
  /** The server links a page after this one (its `next`). */
  hasNext?: boolean;
  /** Rows on this page (for what is shown when the total is unknown). */
  rows?: number;
  state: PaginationState;
  /** False until the first page arrived: no page is known to exist beyond the first. */
  loaded: boolean;
  onChange: (patch: SearchPatch<PaginationState>) => void;
}

/** What the controls show and allow: from the total when it is known, from the page itself when not. */
function range({ count, hasNext = false, rows = 0, state, loaded }: Props) {
  if (count === null) {
    const from = rows ? (state.page - 1) * state.pageSize + 1 : 0;
    return {
      shownPage: state.page,
      lastPage: hasNext ? Infinity : state.page,
      label: `${from}–${rows ? from + rows - 1 : 0} · page ${state.page} · total unknown`,
    };
  }
  const lastPage = pageCount(count, state.pageSize);
  const shownPage = loaded ? Math.min(state.page, lastPage) : 1;
  const from = count === 0 ? 0 : (shownPage - 1) * state.pageSize + 1;
  const to = Math.min(count, shownPage * state.pageSize);
  return { shownPage, lastPage, label: `${from}–${to} of ${count} · page ${state.page} of ${lastPage}` };
}

/** 1-based page and page size in, patches out. */
export function ListPagination(props: Props) {
  const { state, loaded, onChange } = props;
  const labelId = useId();
  const { shownPage, lastPage, label } = range(props);
  // A step from the latest page, not from the one on screen: two quick clicks on "next" go two pages on
  // even when the second comes before the first has rendered.
  const step = (by: number) =>
    onChange((current) => ({ page: Math.min(Math.max(1, current.page + by), lastPage) }));

  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'flex-end',
        columnGap: 2,
        minHeight: 52,
        px: 2,
      }}
    >
      <Typography id={labelId} variant="body2">
        Rows per page:
      </Typography>
      <Select
        variant="standard"
        disableUnderline
        labelId={labelId}
        value={state.pageSize}
        onChange={(event) => onChange({ pageSize: Number(event.target.value) as PageSize, page: 1 })}
        sx={{ fontSize: 'body2.fontSize' }}
      >
        {PAGE_SIZES.map((size) => (
          <MenuItem key={size} value={size}>
            {size}
          </MenuItem>
        ))}
      </Select>
      <Typography variant="body2">{label}</Typography>
      <Box sx={{ display: 'flex' }}>
        <IconButton aria-label="Go to previous page" disabled={shownPage <= 1} onClick={() => step(-1)}>
          <KeyboardArrowLeft />
        </IconButton>
        <IconButton
          aria-label="Go to next page"
          disabled={!loaded || shownPage >= lastPage}
          onClick={() => step(1)}
        >
          <KeyboardArrowRight />
        </IconButton>
      </Box>
    </Box>
  );
}
