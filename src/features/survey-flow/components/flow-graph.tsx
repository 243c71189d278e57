// The flow graph (React Flow, laid out with dagre: state/use-laid-out.ts). Read-only on the survey page; in the editor it also
// edits the survey: each way of leaving a question is a handle to drag onto a question or End and a
// keyboard control with a list of targets; a selected route can be reset (Delete, Backspace, its menu)
// or given a new question; a node's "+" adds one after it. Refused targets say why while dragging.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { Background, Controls, MiniMap, ReactFlow, useReactFlow, type Node } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { Box, Typography, useTheme, type SxProps, type Theme } from '@mui/material';
import type { ReadQuestion } from '@/contracts/survey-questions';
import type { FlowGraph } from '@/entities/survey/routing/build-graph';
import type { FlowFinding } from '@/entities/survey/routing/lint';
import type { FlowEditing } from '@/entities/survey/ui/survey-panels';
import { useStableCallback } from '@/lib/react/use-stable-callback';
import { flowEdges, flowNodes, nodeIdOf, problemCounts, type WalkedPath } from '../model/flow-elements';
import { createKeeper } from '../model/keep-unchanged';
import { useGraphEditing, type GraphEditing } from '../state/use-graph-editing';
import { useLaidOut } from '../state/use-laid-out';
import { useRouteDragging } from '../state/use-route-dragging';
import { useSettledPositions } from '../state/use-settled-positions';
import { ConnectionHint } from './connection-hint';
import { editStyles } from './edit-styles';
import { nodeStyles } from './node-styles';
import { createProblemStore, FlowEditContext, ProblemContext } from './flow-edit-context';
import { QuestionNode, TerminalNode, type QuestionData } from './flow-nodes';
import { KindMenu } from './kind-menu';
import { LoopEdge } from './loop-edge';
import { RouteEdge } from './route-edge';

const nodeTypes = { question: QuestionNode, terminal: TerminalNode };
const edgeTypes = { loop: LoopEdge, route: RouteEdge };

interface Props {
  graph: FlowGraph;
  findings: FlowFinding[];
  selectedIndex: number | null;
  /** Node ids and edge ids on the walked path, to highlight. */
  path?: WalkedPath;
  onSelect: (index: number) => void;
  /** Pixels. */
  height?: number;
  /** The overview in the corner (off where the graph is narrow, beside the editor's questions). */
  minimap?: boolean;
  /** The questions the graph was built from; with `editing`, the graph edits them. */
  questions?: readonly ReadQuestion[];
  editing?: FlowEditing;
}

const LARGE_GRAPH = 10;

/** Brings a question selected elsewhere (a finding, the editor) into view. */
function FollowSelection({ nodeOfSelection }: { nodeOfSelection: string | null }) {
  const flow = useReactFlow();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (nodeOfSelection === null) return;
    void flow.fitView({ nodes: [{ id: nodeOfSelection }], maxZoom: 1, duration: 250 });
  }, [flow, nodeOfSelection]);
  return null;
}

export function FlowGraphView({
  graph,
  findings,
  selectedIndex,
  path,
  onSelect,
  height = 560,
  minimap = true,
  questions,
  editing: editingProp,
}: Props) {
  const theme = useTheme();
  const editing = questions ? editingProp : undefined;
  const edit = useGraphEditing(questions ?? [], graph, editing);
  const keys = editing?.keys;
  const idOf = useMemo(() => nodeIdOf(keys), [keys]);
  const indexById = useMemo(
    () => new Map(graph.questions.map((question) => [idOf(question.index), question.index])),
    [graph, idOf],
  );
  const dragging = useRouteDragging(graph, edit, indexById);
  const { selectedEdge } = dragging;

  const rows = edit?.rows;
  const layout = useLaidOut(graph, rows, idOf);
  const positions = useSettledPositions(
    layout,
    edit?.anchor !== null && edit?.anchor !== undefined ? idOf(edit.anchor) : null,
  );
  // Findings reach the nodes through a store of their own, in the same commit as the graph's change.
  const problems = useMemo(() => problemCounts(findings), [findings]);
  const [problemStore] = useState(() => createProblemStore(problems));
  useLayoutEffect(() => problemStore.set(problems), [problemStore, problems]);
  // Nodes and edges that read as before stay the same objects: React Flow draws only what changed.
  const [nodeKeeper] = useState(createKeeper);
  const [edgeKeeper] = useState(createKeeper);
  const nodes = useMemo(
    () => nodeKeeper.list(flowNodes({ graph, idOf, positions, layout, selectedIndex, path, rows })),
    [graph, positions, layout, selectedIndex, path, rows, idOf, nodeKeeper],
  );
  const wayName = edit?.wayName;
  const edges = useMemo(
    () =>
      edgeKeeper.list(
        flowEdges({
          graph,
          idOf,
          positions,
          layout,
          path,
          colors: {
            plain: theme.palette.text.secondary,
            onPath: theme.palette.success.main,
            deadEnd: theme.palette.error.main,
            selected: theme.palette.primary.main,
            label: theme.palette.text.primary,
            labelBackground: theme.palette.background.paper,
          },
          editing: rows && wayName ? { rows, selectedEdge, wayName } : undefined,
        }),
      ),
    [graph, path, theme, layout, positions, rows, wayName, selectedEdge, idOf, edgeKeeper],
  );

  // A long survey opens on its start at a readable size; the minimap, zoom and findings show the rest.
  const initialView = useMemo(
    () =>
      graph.questions.length > LARGE_GRAPH
        ? { nodes: [{ id: idOf(0) }], minZoom: 0.85, maxZoom: 0.85 }
        : { maxZoom: 1.2 },
    // Only the first view uses it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  // The nodes' and rows' styles, once for the whole graph (not per node): made again only with the theme.
  const styles = useMemo(
    (): SxProps<Theme> => [
      { height, border: 1, borderColor: 'divider', borderRadius: 1 },
      nodeStyles(theme),
      rows ? editStyles(theme) : {},
    ],
    [height, theme, rows],
  );
  // Handlers keep their identity: a new one given to React Flow draws every node's wrapper (or every
  // minimap node) again, ~200 of them, on each render of the graph, such as the keypress of a route change.
  const onNodeClick = useStableCallback((event: MouseEvent, node: Node) => {
    if (node.type !== 'question' || dragging.justConnected()) return;
    // Presses on a node's own controls (and on their menus, rendered elsewhere) are theirs.
    const target = event.target as Element;
    if (!(event.currentTarget as Element).contains(target) || target.closest('.nokey, .react-flow__handle'))
      return;
    onSelect((node.data as QuestionData).index);
  });
  const { success, primary } = theme.palette;
  const nodeColor = useCallback(
    (node: Node) => (node.type === 'terminal' ? success.main : primary.main),
    [success, primary],
  );
  const graphView = (
    <Box
      sx={styles}
      role="figure"
      aria-label="Survey flow graph"
      onKeyDown={rows ? dragging.onKeyDown : undefined}
    >
      <ReactFlow
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        edgeTypes={edgeTypes}
        colorMode={theme.palette.mode}
        fitView
        fitViewOptions={initialView}
        minZoom={0.1}
        nodesDraggable={false}
        nodesConnectable={Boolean(rows)}
        connectOnClick={false}
        {...(rows ? dragging.flowHandlers : {})}
        onConnectStart={dragging.onConnectStart}
        deleteKeyCode={null}
        onNodeClick={onNodeClick}
      >
        <Background />
        <Controls showInteractive={false} />
        <FollowSelection nodeOfSelection={selectedIndex === null ? null : idOf(selectedIndex)} />
        {rows ? <ConnectionHint describe={dragging.describeConnection} /> : null}
        {minimap ? (
          <MiniMap
            pannable
            zoomable
            ariaLabel="Flow overview"
            position="top-right"
            nodeColor={nodeColor}
            maskColor={theme.palette.mode === 'dark' ? 'rgba(0,0,0,0.6)' : 'rgba(240,240,240,0.6)'}
            style={{ width: 150, height: 100 }}
          />
        ) : null}
      </ReactFlow>
    </Box>
  );

  if (!edit) return <ProblemContext.Provider value={problemStore}>{graphView}</ProblemContext.Provider>;
  return (
    <ProblemContext.Provider value={problemStore}>
      <FlowEditContext.Provider value={edit.actions}>
        {graphView}
        <EditFooter edit={edit} />
      </FlowEditContext.Provider>
    </ProblemContext.Provider>
  );
}

/** How to edit, what the last change did (a live region), and the "+" menu of kinds. */
function EditFooter({ edit }: { edit: GraphEditing }) {
  const place = edit.insertMenu?.place;
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Drag a route’s handle (●) onto a question or End, or press Enter on a route to pick where it goes.
        Select a route and press Delete to send it to the next question.
      </Typography>
      <Typography variant="body2" role="status" aria-live="polite" sx={{ mt: 0.5, minHeight: 20 }}>
        {edit.message}
      </Typography>
      <KindMenu
        anchor={edit.insertMenu?.anchor ?? null}
        label={
          place?.kind === 'route'
            ? `New question on the route ${edit.wayName(place.from, place.way)}`
            : `New question after Q${(place?.index ?? 0) + 1}`
        }
        onPick={edit.insert}
        onClose={edit.closeInsertMenu}
      />
    </>
  );
}
