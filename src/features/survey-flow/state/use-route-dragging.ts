// Routes moved on the editable graph with the pointer or keys: a way's handle dragged onto a question or
// End (refused targets say why, while dragging and after the drop), a selected route reset with Delete or
// Backspace. What a move does is the editor's (GraphEditing's actions); this hook reads React Flow's
// events into those calls.
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { Connection, EdgeChange, IsValidConnection, OnConnectEnd } from '@xyflow/react';
import { END_NODE, type FlowGraph } from '@/entities/survey/routing/build-graph';
import { dropTarget, routeRefusal, wayEdges, type WayKey } from '@/entities/survey/routing/graph-edit';
import { useStableCallback } from '@/lib/react/use-stable-callback';
import type { Hint } from '../components/connection-hint';
import type { GraphEditing } from './use-graph-editing';

export interface RouteDragging {
  /** The route selected on the graph (an edge id), drawn in the selection colour. */
  selectedEdge: string | null;
  /** React Flow's connection and edge events, to spread on it while editing. */
  flowHandlers: {
    isValidConnection: IsValidConnection;
    onConnect: (connection: Connection) => void;
    onConnectEnd: OnConnectEnd;
    onEdgesChange: (changes: EdgeChange[]) => void;
  };
  onConnectStart: () => void;
  /** A click that ends a drag back on its own node is not a wish to open that node. */
  justConnected: () => boolean;
  /** What dropping the dragged route here would do, or why not (the hint by the pointer). */
  describeConnection: (fromId: string, way: string, toId: string | null) => Hint;
  /** Delete and Backspace on the graph: the selected route goes back to the next question. */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

export function useRouteDragging(
  graph: FlowGraph,
  edit: GraphEditing | null,
  indexById: ReadonlyMap<string, number>,
): RouteDragging {
  const [selectedEdge, setSelectedEdge] = useState<string | null>(null);
  // A route dropped back on its own node ends with a click there, which is not a wish to open it.
  const connecting = useRef(false);

  const targetOf = (id: string | null | undefined): number | 'end' | null => {
    if (!id) return null;
    if (id === END_NODE) return 'end';
    return indexById.get(id) ?? null;
  };
  const refusalOf = (from: number | undefined, to: number | 'end' | null): string | null => {
    if (from === undefined || to === null) return 'Drop it on a question or on End.';
    return routeRefusal(graph, from, dropTarget(from, to));
  };

  // React Flow copies each of these into its store when its identity changes, one store update each, and
  // every update runs the selectors of all the nodes and edges drawn (~500 at 200 questions): they keep
  // their identity across renders and call the latest closure.
  const isValidConnection = useStableCallback<Parameters<IsValidConnection>, boolean>(
    (connection) => refusalOf(indexById.get(connection.source), targetOf(connection.target)) === null,
  );
  const onConnect = useStableCallback((connection: Connection) => {
    const from = indexById.get(connection.source);
    const to = targetOf(connection.target);
    if (from === undefined || to === null || !edit) return;
    edit.actions.route(from, (connection.sourceHandle ?? 'any') as WayKey, dropTarget(from, to));
  });
  const onConnectEnd = useStableCallback<Parameters<OnConnectEnd>, void>((_, state) => {
    window.setTimeout(() => (connecting.current = false));
    if (state.isValid || !edit || !state.fromNode) return;
    const from = indexById.get(state.fromNode.id);
    const to = targetOf(state.toNode?.id);
    if (from === undefined || to === null) return;
    const way = (state.fromHandle?.id ?? 'any') as WayKey;
    const refusal = refusalOf(from, to);
    if (refusal) edit.refused(from, way, refusal);
  });
  const onEdgesChange = useStableCallback((changes: EdgeChange[]) => {
    for (const change of changes) {
      if (change.type !== 'select') continue;
      if (change.selected) setSelectedEdge(change.id);
      else setSelectedEdge((current) => (current === change.id ? null : current));
    }
  });
  const flowHandlers = useMemo(
    () => ({ isValidConnection, onConnect, onConnectEnd, onEdgesChange }),
    [isValidConnection, onConnect, onConnectEnd, onEdgesChange],
  );
  const onConnectStart = useStableCallback(() => {
    connecting.current = true;
  });

  const describeConnection = (fromId: string, way: string, toId: string | null): Hint => {
    const from = indexById.get(fromId);
    const name = from === undefined || !edit ? 'These answers' : edit.wayName(from, way as WayKey);
    const to = targetOf(toId);
    if (from === undefined || to === null)
      return { text: `Drop ${name} on a question, or on End to end the survey.`, refused: false };
    const refusal = refusalOf(from, to);
    if (refusal) return { text: refusal, refused: true };
    const target = dropTarget(from, to);
    return {
      text: `Send ${name} to ${target.kind === 'end' ? 'the end of the survey' : target.kind === 'next' ? `the next question (Q${from + 2})` : `Q${target.index + 1}`}.`,
      refused: false,
    };
  };

  // Delete and Backspace reset the selected route, only while the focus is in the graph: React Flow's
  // own delete key listens to the whole page, where the same keys belong to whatever has the focus.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Delete' && event.key !== 'Backspace') return;
    const target = event.target as Element;
    // Not from the menus a node opens (rendered elsewhere in the page), nor from a text field.
    if (!event.currentTarget.contains(target) || target.closest('input, textarea, [contenteditable]')) return;
    // The selected route as the editable graph draws it: one edge per way of leaving (flowEdges).
    const route =
      selectedEdge === null ? undefined : wayEdges(graph).find((edge) => edge.id === selectedEdge);
    if (!route?.way || !edit) return;
    event.preventDefault();
    edit.actions.route(route.from, route.way, { kind: 'next' });
    setSelectedEdge(null);
  };

  return {
    selectedEdge,
    flowHandlers,
    onConnectStart,
    justConnected: () => connecting.current,
    describeConnection,
    onKeyDown,
  };
}
