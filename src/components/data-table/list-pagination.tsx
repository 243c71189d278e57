// Page controls for URL-backed lists, drawn from MUI's parts rather than its TablePagination: that
// module builds an Intl number formatter as it loads (for a label this table replaces), and a first
// Intl formatter costs the page tens of milliseconds before the first screen can show. The page size's
// menu (MUI's Select) loads when the pointer or the focus reaches it: until then a control drawn as the
// closed Select is drawn stands in its place.
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Box, IconButton, Typography, type SxProps, type Theme } from '@mui/material';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import { pageCount, type PageSize, type PaginationState } from '@/lib/url-state/pagination';
import type { SearchPatch } from '@/lib/url-state/use-search-state';
import type { PageSizeSelect } from './page-size-select';

type PageSizeSelectComponent = typeof PageSizeSelect;
let loadedSelect: PageSizeSelectComponent | null = null;
let loadingSelect: Promise<PageSizeSelectComponent> | null = null;
const loadSelect = () =>
  (loadingSelect ??= import('./page-size-select').then((module) => (loadedSelect = module.PageSizeSelect)));

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
  /** `flushSync`: a step to a page the cache most likely holds, to be shown in the next frame. */
  onChange: (patch: SearchPatch<PaginationState>, options?: { flushSync?: boolean }) => void;
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
  // even when the second comes before the first has rendered. The next page was read ahead and the one
  // before was shown: the step is drawn at once, in the click's own task, rather than in a transition
  // React slices between the browser's other work.
  const step = (by: number) =>
    onChange((current) => ({ page: Math.min(Math.max(1, current.page + by), lastPage) }), {
      flushSync: true,
    });

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
      <PageSizeControl
        labelId={labelId}
        value={state.pageSize}
        onChange={(pageSize) => onChange({ pageSize, page: 1 })}
      />
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

/** The closed MUI Select (standard, no underline, body2) as it draws: its box, its text and its caret. */
const CLOSED_SELECT: SxProps<Theme> = (theme) => ({
  ...theme.typography.body1,
  fontSize: theme.typography.body2.fontSize,
  lineHeight: '1.4375em',
  color: theme.palette.text.primary,
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  boxSizing: 'border-box',
  '& > [role="combobox"]': {
    boxSizing: 'content-box',
    height: 'auto',
    minHeight: '1.4375em',
    minWidth: 16,
    padding: '4px 24px 5px 0',
    cursor: 'pointer',
    userSelect: 'none',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    outline: 0,
  },
  '& > svg': {
    position: 'absolute',
    right: 0,
    top: 'calc(50% - .5em)',
    width: '1em',
    height: '1em',
    fontSize: '1.5rem',
    fill: 'currentColor',
    color: theme.palette.action.active,
    pointerEvents: 'none',
  },
});

const OPENING_KEYS = new Set([' ', 'ArrowUp', 'ArrowDown', 'Enter']);

/**
 * The page size: a stand-in drawn as the closed Select until the pointer or the focus reaches it, which
 * starts loading the real one; that one takes its place (with the focus, and open if it was pressed).
 */
function PageSizeControl({
  labelId,
  value,
  onChange,
}: {
  labelId: string;
  value: number;
  onChange: (size: PageSize) => void;
}) {
  const [wanted, setWanted] = useState<{ focus: boolean; open: boolean } | null>(null);
  const [Select, setSelect] = useState<PageSizeSelectComponent | null>(() => loadedSelect);
  const want = (open: boolean) => (focus: boolean) =>
    setWanted((current) => ({
      focus: focus || Boolean(current?.focus),
      open: open || Boolean(current?.open),
    }));
  useEffect(() => {
    if (!wanted || Select) return;
    let live = true;
    // A failed download leaves the stand-in: the next reach for it tries again.
    loadSelect().then(
      (component) => live && setSelect(() => component),
      () => {
        loadingSelect = null;
        if (live) setWanted(null);
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, Select]);
  if (Select)
    return (
      <Select
        labelId={labelId}
        value={value}
        onChange={onChange}
        focus={Boolean(wanted?.focus)}
        open={Boolean(wanted?.open)}
      />
    );
  const closed = (
    <Box sx={CLOSED_SELECT}>
      <div
        role="combobox"
        tabIndex={0}
        aria-labelledby={labelId}
        aria-haspopup="listbox"
        aria-expanded="false"
        onPointerEnter={() => void loadSelect().catch(() => (loadingSelect = null))}
        onFocus={() => want(false)(true)}
        onMouseDown={(event) => {
          if (event.button !== 0) return;
          event.preventDefault();
          want(true)(true);
        }}
        onKeyDown={(event: KeyboardEvent) => {
          if (!OPENING_KEYS.has(event.key)) return;
          event.preventDefault();
          want(true)(true);
        }}
      >
        {value}
      </div>
      <svg focusable="false" aria-hidden="true" viewBox="0 0 24 24">
        <path d="M7 10l5 5 5-5z" />
      </svg>
    </Box>
  );
  return closed;
}
