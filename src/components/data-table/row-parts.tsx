// Controls and icons for table rows, as plain elements drawn by styles the table gives once (DataTable
// includes `rowPartStyles`): MUI's Button, IconButton and SvgIcon are emotion components with ripples and
// focus tracking each, and a row of the projects table had eight of them, on a page of up to
// 100 rows (see docs/decisions/0015-plain-styled-rows.md).
// The rules reproduce MUI's small text Button, small IconButton and small SvgIcon; the focus ripple
// becomes a still tint of the same colour and opacity.
import type { SxProps, Theme } from '@mui/material';

// Material Icons' paths (Apache 2.0), as @mui/icons-material draws them.
export const ICON_PATHS = {
  check: 'M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z',
  checkCircle:
    'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8z',
  contentCopy:
    'M16 1H4c-1.1 0-2 .9-2 2v14h2V3h12zm3 4H8c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h11c1.1 0 2-.9 2-2V7c0-1.1-.9-2-2-2m0 16H8V7h11z',
  delete: 'M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6zM19 4h-4l-1-1h-5l-1 1H5v2h14z',
  removeCircleOutline:
    'M7 11v2h10v-2zm5-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8',
} as const;

/** A small icon (20 px) in the current colour, or `color` of the palette's. */
export function RowIcon({ icon, color }: { icon: keyof typeof ICON_PATHS; color?: 'success' }) {
  return (
    <svg
      className={color ? `row-icon row-icon-${color}` : 'row-icon'}
      viewBox="0 0 24 24"
      focusable="false"
      aria-hidden
    >
      <path d={ICON_PATHS[icon]} />
    </svg>
  );
}

/** The class of a row's worded button or link (MUI's small text Button). */
export const ROW_BUTTON = 'row-button';
/** The class of a row's icon button (MUI's small IconButton). */
export const ROW_ICON_BUTTON = 'row-icon-button';

export const rowPartStyles: SxProps<Theme> = (theme) => {
  const { action, primary } = theme.palette;
  const base = {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    position: 'relative',
    boxSizing: 'border-box',
    WebkitTapHighlightColor: 'transparent',
    backgroundColor: 'transparent',
    // Strings: sx reads a number here as a width ('0px solid').
    outline: '0',
    border: '0',
    margin: 0,
    cursor: 'pointer',
    userSelect: 'none',
    verticalAlign: 'middle',
    textDecoration: 'none',
    '&:disabled': { pointerEvents: 'none', cursor: 'default' },
  } as const;
  return {
    '& .row-icon': {
      userSelect: 'none',
      width: '1em',
      height: '1em',
      display: 'inline-block',
      flexShrink: 0,
      fill: 'currentColor',
      fontSize: theme.typography.pxToRem(20),
    },
    '& .row-icon-success': { color: theme.palette.success.main },
    [`& .${ROW_BUTTON}`]: {
      ...base,
      ...theme.typography.button,
      fontSize: theme.typography.pxToRem(13),
      minWidth: 64,
      padding: '4px 5px',
      borderRadius: `${theme.shape.borderRadius}px`,
      color: primary.main,
      transition: theme.transitions.create(['background-color', 'box-shadow', 'border-color', 'color'], {
        duration: theme.transitions.duration.short,
      }),
      '&:hover': { backgroundColor: theme.alpha(primary.main, action.hoverOpacity) },
      '&:focus-visible, &:active': { backgroundColor: theme.alpha(primary.main, 0.3) },
    },
    [`& .${ROW_ICON_BUTTON}`]: {
      ...base,
      flex: '0 0 auto',
      textAlign: 'center',
      fontSize: theme.typography.pxToRem(18),
      padding: '5px',
      borderRadius: '50%',
      color: action.active,
      transition: theme.transitions.create('background-color', {
        duration: theme.transitions.duration.shortest,
      }),
      '&:hover': { backgroundColor: theme.alpha(action.active, action.hoverOpacity) },
      '&:focus-visible, &:active': { backgroundColor: theme.alpha(action.active, 0.3) },
      '&:disabled': {
        pointerEvents: 'none',
        cursor: 'default',
        backgroundColor: 'transparent',
        color: action.disabled,
      },
    },
  };
};
