// The projects table's cell parts, styled once by the table (DataTable's `sx`) instead of per cell: a
// page of 100 projects drew ~3,000 MUI components, each serialising its styles with emotion on every
// render (see docs/decisions/0015-plain-styled-rows.md). The rules reproduce what MUI's Link, outlined
// small Chip and Stack drew here.
import type { SxProps, Theme } from '@mui/material';
import { outlinedChipColor, outlinedChipShape } from '@/components/display/outlined-chip-look';

type ChipColor = 'success' | 'secondary' | 'warning';
const CHIP_COLORS: readonly ChipColor[] = ['success', 'secondary', 'warning'];

export const projectTableParts: SxProps<Theme> = (theme) => ({
  '& .cell-line': { display: 'flex', alignItems: 'center', gap: 1 },
  '& .cell-actions': { display: 'flex', justifyContent: 'flex-end' },
  '& .project-link': {
    color: theme.palette.primary.main,
    fontWeight: theme.typography.fontWeightMedium,
    textDecoration: 'underline',
    textDecorationColor: theme.alpha(theme.palette.primary.main, 0.4),
    '&:hover': { textDecorationColor: 'inherit' },
  },
  '& .yes-no': { display: 'flex', alignItems: 'center', gap: 0.5 },
  '& .yes-no-no': { color: theme.palette.text.secondary },
  '& .tag': {
    ...outlinedChipShape(theme, 24, theme.typography.pxToRem(13)),
    maxWidth: '100%',
    lineHeight: 1.5,
    justifyContent: 'center',
    backgroundColor: 'transparent',
    outline: '0',
    '& > span': { overflow: 'hidden', textOverflow: 'ellipsis', px: '7px', whiteSpace: 'nowrap' },
  },
  ...Object.fromEntries(
    CHIP_COLORS.map((color) => [`& .tag-${color}`, outlinedChipColor(theme, theme.palette[color].main)]),
  ),
});

/** An outlined small chip's look for a word in a cell (no MUI Chip: one per row adds up). */
export const tagClass = (color: ChipColor) => `tag tag-${color}`;
