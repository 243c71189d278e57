// Nodes keep their places as the graph changes: each new layout is lined up with the one on screen
// (alignLayout), and what moved glides there in a short transition, unless the user prefers reduced
// motion or the graph is too large for it to stay smooth.
import { useEffect, useState } from 'react';
import { alignLayout, betweenLayouts, type PositionedNode } from '../model/layout';

const DURATION_MS = 220;
/** Past this many nodes the graph jumps to its new layout instead. */
const MAX_ANIMATED = 60;

type Positions = Map<string, PositionedNode>;

const reducedMotion = () =>
  typeof window === 'undefined' ||
  typeof window.matchMedia !== 'function' ||
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const easeOut = (t: number) => 1 - (1 - t) ** 3;

interface State {
  /** The layout this state was made for. */
  layout: Positions;
  /** Where the transition starts and ends. */
  from: Positions;
  to: Positions;
  shown: Positions;
}

/** `layout`: the new layout; `anchor`: the node to hold still (the one just edited), if any. */
export function useSettledPositions(layout: Positions, anchor: string | null): Positions {
  const [state, setState] = useState<State>(() => ({ layout, from: layout, to: layout, shown: layout }));
  let current = state;
  if (state.layout !== layout) {
    const to = alignLayout(state.shown, layout, anchor);
    const still = reducedMotion() || layout.size > MAX_ANIMATED;
    current = {
      layout,
      from: still ? to : state.shown,
      to,
      shown: still ? to : betweenLayouts(state.shown, to, 0),
    };
    setState(current);
  }

  const { from, to } = current;
  useEffect(() => {
    if (from === to) return;
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const progress = Math.min(1, (now - start) / DURATION_MS);
      setState((latest) =>
        latest.to === to ? { ...latest, shown: betweenLayouts(from, to, easeOut(progress)) } : latest,
      );
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [from, to]);

  return current.shown;
}
