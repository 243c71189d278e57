// The look of MUI's outlined `Chip` for plain elements styled once by a container (a table's cells, a
// graph's nodes): drawn per element, MUI's Chip serialises its styles again each render, and a page of
// rows or a long survey's nodes draw dozens at a time.
import type { Theme } from '@mui/material';

/** The chip's shape and text: MUI's small chip is 24px with 13px text; smaller ones pass their own. */
export const outlinedChipShape = (theme: Theme, height: number, fontSize: number | string) => ({
  display: 'inline-flex',
  alignItems: 'center',
  boxSizing: 'border-box',
  height,
  borderRadius: '16px',
  fontFamily: theme.typography.fontFamily ?? 'inherit',
  fontSize,
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
});

/** The outline and text in one palette colour, the outline at MUI's 70 %. */
export const outlinedChipColor = (theme: Theme, main: string) => ({
  color: main,
  border: `1px solid ${theme.alpha(main, 0.7)}`,
});
