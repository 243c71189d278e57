// Where the graph's nodes go. Laying out 200 questions takes dagre 50–90 ms, and most changes (a route
// sent elsewhere) keep every node and its size: then the change is drawn at once on the places shown,
// and the layout follows just after that paint. Nodes added, removed or resized are laid out at once
// (they need a place), and an input to dagre like the last one keeps the layout it gave.
import { useEffect, useMemo, useState } from 'react';
import type { FlowGraph } from '@/entities/survey/routing/build-graph';
import { afterNextPaint } from '@/lib/react/after-next-paint';
import type { WayRow } from '../components/flow-nodes';
import { placedInput, type NodeIdOf } from '../model/flow-elements';
import { keyOf, runLayout, shapeOf, type LayoutInput, type PositionedNode } from '../model/layout';

type Positions = Map<string, PositionedNode>;

interface Placed {
  input: LayoutInput;
  shape: string;
  key: string;
}

interface LaidOut {
  key: string;
  shape: string;
  positions: Positions;
}

const lay = ({ input, shape, key }: Placed): LaidOut => ({ key, shape, positions: runLayout(input) });

export function useLaidOut(
  graph: FlowGraph,
  rows: readonly WayRow[][] | undefined,
  idOf: NodeIdOf,
): Positions {
  const placed = useMemo((): Placed => {
    const input = placedInput(graph, rows, idOf);
    return { input, shape: shapeOf(input), key: keyOf(input) };
  }, [graph, rows, idOf]);
  const [laidOut, setLaidOut] = useState(() => lay(placed));
  let shown = laidOut;
  if (laidOut.shape !== placed.shape) {
    shown = lay(placed);
    setLaidOut(shown);
  }

  const behind = shown.key !== placed.key;
  useEffect(() => {
    if (!behind) return;
    return afterNextPaint(() => setLaidOut((latest) => (latest.key === placed.key ? latest : lay(placed))));
  }, [behind, placed]);

  return shown.positions;
}
