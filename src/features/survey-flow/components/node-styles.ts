// The question node's frame, header and "issues" chip, written once for the whole graph rather than as
// `sx` on each node: a route change to a long survey re-renders ~130 nodes (reachable or not, one issue
// or none), and MUI's `Box`/`Chip` serialised their styles again for each one. They draw as those did
// (2px frame, 1.5× the theme's radius, a small outlined error `Chip` at 18px).
import type { Theme } from '@mui/material';
import { outlinedChipColor, outlinedChipShape } from '@/components/display/outlined-chip-look';
import { QUESTION_NODE_SIZE } from '../model/layout';

export const nodeStyles = (theme: Theme) => ({
  // A question out of the graph's view is neither styled, laid out nor painted inside (it stays in the
  // page, its controls in the keyboard's and screen readers' reach): a route change to a long survey
  // changes ~130 nodes at once, most of them out of view. Its handles, a selected node's shadow and a
  // drop target's outline stick out of its box: the clip that comes with it leaves room for them.
  '& .react-flow__node-question': { contentVisibility: 'auto', overflowClipMargin: 16 },
  '& .flow-node': {
    width: '100%',
    height: '100%',
    minHeight: QUESTION_NODE_SIZE.height,
    padding: theme.spacing(1),
    borderRadius: `${Number(theme.shape.borderRadius) * 1.5}px`,
    border: `2px solid ${theme.palette.divider}`,
    backgroundColor: theme.palette.background.paper,
    color: theme.palette.text.primary,
    cursor: 'pointer',
  },
  // In this order: a selected node's border wins over an issue's, an issue's over the walked path's.
  '& .flow-node.on-path': {
    borderColor: theme.palette.success.main,
    backgroundColor: theme.palette.mode === 'dark' ? 'rgba(102,187,106,0.12)' : 'rgba(46,125,50,0.08)',
  },
  '& .flow-node.has-issues': { borderColor: theme.palette.error.main },
  '& .flow-node.selected-node': { borderColor: theme.palette.primary.main, boxShadow: theme.shadows[4] },
  '& .flow-node-head': {
    display: 'flex',
    gap: theme.spacing(0.5),
    alignItems: 'center',
    marginBottom: theme.spacing(0.5),
    minHeight: 22,
  },
  '& .flow-node-number': { ...theme.typography.caption, margin: 0, fontWeight: 700 },
  '& .flow-issues': {
    ...outlinedChipShape(theme, 18, 11),
    ...outlinedChipColor(theme, theme.palette.error.main),
    padding: '0 7px',
  },
});
