// One way of leaving a question, as a keyboard control: "Route 0–6 (Detractors) of Q1". Enter (or a
// click) opens the targets, named as in the form; a target that would make a loop stays in the list,
// dimmed, with the reason. Sits in its node's row, beside the handle the same way is dragged by.
import { startTransition, useEffect, useId, useMemo, useState, type MouseEvent } from 'react';
import { afterNextPaint } from '@/lib/react/after-next-paint';
import { useStableCallback } from '@/lib/react/use-stable-callback';
import { ListItemText, Menu, MenuItem } from '@mui/material';
import {
  sameTarget,
  type RouteOption,
  type RouteTarget,
  type WayRoute,
} from '@/entities/survey/routing/graph-edit';

export interface RouteControlProps {
  /** The question's index. */
  question: number;
  /** The way's name: "0–6 (Detractors)", "any answer". */
  label: string;
  /** Where it goes now. */
  route: WayRoute;
  /** Where it goes, in a word or two ("Q3", "End", "next"), shown after the arrow. */
  targetText: string;
  /** Where it goes, in full, for screen readers. */
  targetWords: string;
  /** The targets, asked for when the list opens. */
  options: () => RouteOption[];
  onChoose: (target: RouteTarget) => void;
}

export function RouteControl({
  question,
  label,
  route,
  targetText,
  targetWords,
  options,
  onChoose,
}: RouteControlProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The targets and the one checked, as they were when the list opened: a long survey lists ~200, and
  // closing the list (as a choice does) then leaves them alone instead of drawing them all again.
  // Opening draws the first screenful (with the checked target, which takes the focus) and the rest just
  // after that paint: ~200 items at once held the list's first frame ~55–130 ms.
  const [listed, setListed] = useState<Listed>(NOTHING_LISTED);
  useEffect(() => {
    if (listed.drawn >= listed.options.length) return;
    return afterNextPaint(() =>
      startTransition(() =>
        setListed((current) => (current === listed ? { ...listed, drawn: listed.options.length } : current)),
      ),
    );
  }, [listed]);
  const id = useId();
  const open = Boolean(anchor);
  const name = `Route ${label} of Q${question + 1}`;
  const choose = useStableCallback((target: RouteTarget) => {
    setAnchor(null);
    onChoose(target);
  });
  const items = useMemo(
    () =>
      listed.options.slice(0, listed.drawn).map((option, index) => {
        const checked = sameTarget(option.target, listed.route);
        const note = option.refusal ?? option.detail;
        return (
          <MenuItem
            key={index}
            role="menuitemradio"
            aria-checked={checked}
            aria-label={option.label}
            aria-describedby={note ? `${id}-note-${index}` : undefined}
            selected={checked}
            disabled={Boolean(option.refusal)}
            onClick={() => choose(option.target)}
          >
            <ListItemText
              primary={option.label}
              secondary={note}
              slotProps={{
                secondary: {
                  id: `${id}-note-${index}`,
                  color: option.refusal ? 'error' : undefined,
                  sx: { whiteSpace: 'normal' },
                },
              }}
            />
          </MenuItem>
        );
      }),
    [listed, id, choose],
  );
  return (
    <>
      <button
        type="button"
        // nodrag/nopan/nokey: React Flow leaves presses on it alone (no panning, no node selection).
        className="flow-route nodrag nopan nokey"
        aria-label={name}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        aria-describedby={`${id}-goes`}
        onClick={(event) => {
          stopAtTheControl(event);
          setListed(listFor(options(), route));
          setAnchor(event.currentTarget);
        }}
      >
        <span className="flow-route-label">{label}</span>
        <span className="flow-route-target" aria-hidden>
          → {targetText}
        </span>
        <span id={`${id}-goes`} hidden>
          Goes to {targetWords}.
        </span>
      </button>
      <Menu
        id={`${id}-menu`}
        // The menu sits in the node's React tree, though rendered elsewhere: its keys and clicks would reach
        // React Flow's node, which selects it (two store updates, each running every node's and edge's
        // selectors) in the very task of the choice. nokey: its keys; the handler: its clicks.
        className="nokey"
        onClick={stopAtTheControl}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        // MUI's scroll lock sets the body's overflow as the list opens and clears it as a choice closes it:
        // the browser then lays out and rasters the whole page again (~30 ms of raster at 200 questions,
        // waited on before the frame that shows the new route). The page may scroll under an open list.
        // Only while open: with the lock off, MUI's Popover follows the window's scroll, open or closed
        // (700 closed lists at 200 questions, each called on every scroll of the page); the lock is decided
        // as the list opens, so a closed list never locks either.
        disableScrollLock={open}
        slotProps={{
          list: { 'aria-label': `Where ${label} of Q${question + 1} goes`, disabledItemsFocusable: true },
          paper: { sx: { maxHeight: 420, maxWidth: 440 } },
        }}
      >
        {items}
      </Menu>
    </>
  );
}

/** A press on the control or its menu is the control's own: not a press on its node. */
const stopAtTheControl = (event: MouseEvent) => event.stopPropagation();

interface Listed {
  options: RouteOption[];
  route: WayRoute;
  /** How many of the options are drawn: a first screenful, then all. */
  drawn: number;
}

const NOTHING_LISTED: Listed = { options: [], route: { kind: 'next' }, drawn: 0 };

/** More than the list's 420 px show, and a few past the checked target (which takes the focus). */
const FIRST_DRAWN = 16;

function listFor(options: RouteOption[], route: WayRoute): Listed {
  const checked = options.findIndex((option) => sameTarget(option.target, route));
  return { options, route, drawn: Math.min(options.length, Math.max(FIRST_DRAWN, checked + FIRST_DRAWN)) };
}
