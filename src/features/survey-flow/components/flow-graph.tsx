import { memo, useEffect, useMemo, useRef } from 'react';
import {
  Background,
  Controls,
  Handle,
  MarkerType,
  MiniMap,
  Position,
  ReactFlow,
  useReactFlow,
  type Edge,
  type Node,
  type NodeProps,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { Box, Chip, Typography, useTheme } from '@mui/material';
import type { QuestionType } from '../../../contracts/survey';
import { KindIcon } from '../../../entities/survey/ui/kind-icon';
import { KIND_SHORT_LABELS } from '../../../entities/survey/model/question-kinds';
import { DEAD_END_NODE, END_NODE, type FlowGraph } from '../../../entities/survey/routing/build-graph';
import type { FlowFinding } from '../../../entities/survey/routing/lint';
import { layoutFlowGraph, nodeId } from '../layout';
import { LoopEdge } from './loop-edge';

type QuestionData = {
  index: number;
  kind: string;
  text: string;
  problems: number;
  selected: boolean;
  onPath: boolean;
};
type TerminalData = { label: string; tone: 'end' | 'dead' };

const QuestionNode = memo(function QuestionNode({ data }: NodeProps<Node<QuestionData>>) {
  const theme = useTheme();
  return (
    <Box
      sx={{
        width: 240,
        minHeight: 76,
        p: 1,
        borderRadius: 1.5,
        border: 2,
        borderColor: data.selected
          ? 'primary.main'
          : data.problems
            ? 'error.main'
            : data.onPath
              ? 'success.main'
              : 'divider',
        bgcolor: data.onPath
          ? theme.palette.mode === 'dark'
            ? 'rgba(102,187,106,0.12)'
            : 'rgba(46,125,50,0.08)'
          : 'background.paper',
        color: 'text.primary',
        boxShadow: data.selected ? 4 : 0,
        cursor: 'pointer',
      }}
    >
      <Handle type="target" position={Position.Top} />
      <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', mb: 0.5 }}>
        <Typography variant="caption" sx={{ fontWeight: 700 }}>
          {data.index === 0 ? 'Start · ' : ''}Q{data.index + 1}
        </Typography>
        <Chip
          size="small"
          icon={<KindIcon kind={data.kind as QuestionType} aria-hidden />}
          label={KIND_SHORT_LABELS[data.kind as QuestionType] ?? data.kind}
          sx={{ height: 18, fontSize: 11, '& .MuiChip-icon': { fontSize: 13, ml: 0.5 } }}
        />
        {data.problems ? (
          <Chip
            size="small"
            color="error"
            variant="outlined"
            label={`${data.problems} issue${data.problems > 1 ? 's' : ''}`}
            sx={{ height: 18, fontSize: 11 }}
          />
        ) : null}
      </Box>
      <Typography
        variant="body2"
        sx={{ overflow: 'hidden', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical' }}
      >
        {data.text}
      </Typography>
      <Handle type="source" position={Position.Bottom} />
    </Box>
  );
});

const TerminalNode = memo(function TerminalNode({ data }: NodeProps<Node<TerminalData>>) {
  return (
    <Box
      sx={{
        width: 160,
        height: 44,
        display: 'grid',
        placeItems: 'center',
        borderRadius: 22,
        border: 2,
        borderColor: data.tone === 'dead' ? 'error.main' : 'success.main',
        bgcolor: 'background.paper',
        color: data.tone === 'dead' ? 'error.main' : 'success.main',
        fontWeight: 600,
      }}
    >
      <Handle type="target" position={Position.Top} />
      {data.label}
    </Box>
  );
});

const nodeTypes = { question: QuestionNode, terminal: TerminalNode };
const edgeTypes = { loop: LoopEdge };

interface Props {
  graph: FlowGraph;
  findings: FlowFinding[];
  selectedIndex: number | null;
  /** Node ids and edge ids on the walked path, to highlight. */
  path?: { nodes: Set<string>; edges: Set<string> };
  onSelect: (index: number) => void;
  /** Pixels. */
  height?: number;
  /** The overview in the corner (off where the graph is narrow, beside the editor's questions). */
  minimap?: boolean;
}

const LARGE_GRAPH = 10;

/** Brings a question selected elsewhere (a finding, the editor) into view. */
function FollowSelection({ selectedIndex }: { selectedIndex: number | null }) {
  const flow = useReactFlow();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (selectedIndex === null) return;
    void flow.fitView({ nodes: [{ id: nodeId(selectedIndex) }], maxZoom: 1, duration: 250 });
  }, [flow, selectedIndex]);
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
}: Props) {
  const theme = useTheme();
  const positions = useMemo(() => layoutFlowGraph(graph), [graph]);
  const problems = useMemo(() => {
    const counts = new Map<number, number>();
    for (const finding of findings)
      counts.set(finding.questionIndex, (counts.get(finding.questionIndex) ?? 0) + 1);
    return counts;
  }, [findings]);

  const nodes = useMemo<Node[]>(() => {
    const list: Node[] = graph.questions.map((question) => {
      const id = nodeId(question.index);
      const position = positions.get(id)!;
      return {
        id,
        type: 'question',
        position: { x: position.x, y: position.y },
        // Fixed sizes: the nodes are controlled without onNodesChange, so measured sizes never come back
        // and the minimap needs them.
        width: position.width,
        height: position.height,
        data: {
          index: question.index,
          kind: question.kind,
          text: question.text,
          problems: problems.get(question.index) ?? 0,
          selected: selectedIndex === question.index,
          onPath: path?.nodes.has(id) ?? false,
        },
        draggable: false,
        connectable: false,
        ariaLabel: `Question ${question.index + 1}: ${question.text}`,
      };
    });
    const terminal = (id: string, label: string, tone: TerminalData['tone']) => {
      const at = positions.get(id);
      if (!at) return;
      list.push({
        id,
        type: 'terminal',
        position: { x: at.x, y: at.y },
        width: at.width,
        height: at.height,
        data: { label, tone },
        draggable: false,
        connectable: false,
        selectable: false,
      });
    };
    terminal(END_NODE, 'End', 'end');
    terminal(DEAD_END_NODE, 'Dead end (blank widget)', 'dead');
    return list;
  }, [graph, positions, problems, selectedIndex, path]);

  const edges = useMemo<Edge[]>(() => {
    let loops = 0;
    return graph.edges.map((edge) => {
      const onPath = path?.edges.has(edge.id) ?? false;
      const color =
        edge.to === DEAD_END_NODE
          ? theme.palette.error.main
          : onPath
            ? theme.palette.success.main
            : theme.palette.text.secondary;
      // Edges that go back up (loops) route around the nodes instead of through them.
      const backwards =
        (positions.get(nodeId(edge.to))?.y ?? 0) <= (positions.get(nodeId(edge.from))?.y ?? 0);
      return {
        id: edge.id,
        type: backwards ? 'loop' : 'default',
        data: backwards ? { lane: loops++ % 4 } : undefined,
        source: nodeId(edge.from),
        target: nodeId(edge.to),
        label: edge.labels.join(', '),
        labelStyle: { fill: theme.palette.text.primary, fontSize: 11 },
        labelBgStyle: { fill: theme.palette.background.paper },
        style: { stroke: color, strokeWidth: onPath ? 3 : 1.5 },
        markerEnd: { type: MarkerType.ArrowClosed, color },
        animated: onPath,
        focusable: false,
      };
    });
  }, [graph, path, theme, positions]);

  // A long survey opens on its start at a readable size; the minimap, zoom and findings show the rest.
  const initialView = useMemo(
    () =>
      graph.questions.length > LARGE_GRAPH
        ? { nodes: [{ id: nodeId(0) }], minZoom: 0.85, maxZoom: 0.85 }
        : { maxZoom: 1.2 },
    [graph],
  );

  return (
    <Box
      sx={{ height, border: 1, borderColor: 'divider', borderRadius: 1 }}
      role="figure"
      aria-label="Survey flow graph"
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
        nodesConnectable={false}
        onNodeClick={(_, node) => {
          if (node.type === 'question') onSelect((node.data as QuestionData).index);
        }}
      >
        <Background />
        <Controls showInteractive={false} />
        <FollowSelection selectedIndex={selectedIndex} />
        {minimap ? (
          <MiniMap
            pannable
            zoomable
            ariaLabel="Flow overview"
            position="top-right"
            nodeColor={(node) =>
              node.type === 'terminal' ? theme.palette.success.main : theme.palette.primary.main
            }
            maskColor={theme.palette.mode === 'dark' ? 'rgba(0,0,0,0.6)' : 'rgba(240,240,240,0.6)'}
            style={{ width: 150, height: 100 }}
          />
        ) : null}
      </ReactFlow>
    </Box>
  );
}
