// The flow graph's nodes: a question (read-only, or with one row per way of leaving it when the graph
// edits the survey) and the End / dead-end terminals. In the editable graph the whole node is a drop
// target for routes (a target handle over it that only takes the pointer while a route is dragged), each
// row has its handle on the right edge, and the header a "+" for a new question after it. The parts are
// memoised apart: a node that only moved, or only gained a finding, does not draw its rows again.
import { memo, type FocusEvent } from 'react';
import { Handle, Position, useReactFlow, type Node, type NodeProps } from '@xyflow/react';
import { Box, Chip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { QuestionType } from '@/contracts/survey-questions';
import { KIND_SHORT_LABELS } from '@/entities/survey/kinds/question-kinds';
import type { WayKey, WayRoute } from '@/entities/survey/routing/graph-edit';
import { KindIcon } from '@/entities/survey/ui/kind-icon';
import { WAY_ROW_HEIGHT } from '../model/layout';
import { useFlowEdit, useProblemCount } from './flow-edit-context';
import { RouteControl } from './route-control';

export interface WayRow {
  key: WayKey;
  label: string;
  route: WayRoute;
  /** "Q3", "End", "next", "each answer". */
  targetText: string;
  targetWords: string;
}

export type QuestionData = {
  index: number;
  kind: string;
  text: string;
  selected: boolean;
  onPath: boolean;
  /** Set in the editable graph: the ways of leaving it, in order. */
  ways?: WayRow[];
};
export type TerminalData = { label: string; tone: 'end' | 'dead'; droppable: boolean };

/** Covers the node: routes dragged anywhere over it land here. Idle, it lets the pointer through. */
function DropTarget() {
  return <Handle type="target" position={Position.Top} isConnectableStart={false} className="flow-drop" />;
}

const WayRows = memo(function WayRows({ index, ways }: { index: number; ways: WayRow[] }) {
  const edit = useFlowEdit();
  return (
    <Box
      role="group"
      aria-label={`Routes of Q${index + 1}`}
      sx={{ mt: 1, mx: -1, borderTop: 1, borderColor: 'divider' }}
    >
      {ways.map((way) => (
        <Box key={way.key} className="flow-way" sx={{ height: WAY_ROW_HEIGHT }}>
          <RouteControl
            question={index}
            label={way.label}
            route={way.route}
            targetText={way.targetText}
            targetWords={way.targetWords}
            options={() => edit?.options(index) ?? []}
            onChoose={(target) => edit?.route(index, way.key, target)}
          />
          <Handle
            type="source"
            id={way.key}
            position={Position.Right}
            isConnectableEnd={false}
            className="flow-way-handle"
          />
        </Box>
      ))}
    </Box>
  );
});

/** The kind of a question, as a chip. */
const KindChip = memo(function KindChip({ kind }: { kind: string }) {
  return (
    <Chip
      size="small"
      icon={<KindIcon kind={kind as QuestionType} aria-hidden />}
      label={KIND_SHORT_LABELS[kind as QuestionType] ?? kind}
      sx={{ height: 18, fontSize: 11, '& .MuiChip-icon': { fontSize: 13, ml: 0.5 } }}
    />
  );
});

const NodeText = memo(function NodeText({ text }: { text: string }) {
  return (
    <Typography
      variant="body2"
      sx={{ overflow: 'hidden', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical' }}
    >
      {text}
    </Typography>
  );
});

/**
 * Keyboard focus on a control of a node outside the visible part of the graph brings the node into view.
 * The browser tries by scrolling the graph's pane, which React Flow undoes; the graph pans instead, and
 * the page scrolls to where the control will be, as the browser scrolls it to any focused control.
 */
function useRevealOnFocus(x: number, y: number, width: number, height: number) {
  const flow = useReactFlow();
  return (event: FocusEvent<HTMLElement>) => {
    const pane = event.currentTarget.closest<HTMLElement>('.react-flow');
    if (!pane) return;
    pane.scrollTop = 0;
    pane.scrollLeft = 0;
    const bounds = pane.getBoundingClientRect();
    const control = event.target.getBoundingClientRect();
    const inside =
      control.top >= bounds.top &&
      control.bottom <= bounds.bottom &&
      control.left >= bounds.left &&
      control.right <= bounds.right;
    if (inside) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    // The node's centre goes to the pane's centre: the control moves by as much.
    const { x: panX, y: panY, zoom } = flow.getViewport();
    const moveX = bounds.width / 2 - panX - (x + width / 2) * zoom;
    const moveY = bounds.height / 2 - panY - (y + height / 2) * zoom;
    void flow.setCenter(x + width / 2, y + height / 2, { zoom, duration: still ? 0 : 200 });
    showInWindow(control, moveX, moveY);
  };
}

/**
 * Scrolls the page at once, as the browser does for a focused control (centred when out of the window),
 * so that `box` moved by (`moveX`, `moveY`) is in the window. Without it a node centred in a graph whose
 * lower part is below the window stayed out of sight, focused, until its list of targets closed and gave
 * the focus back: only then did the page scroll, in the frame that shows the route changed.
 */
function showInWindow(box: DOMRect, moveX: number, moveY: number) {
  const top = box.top + moveY;
  const bottom = box.bottom + moveY;
  const left = box.left + moveX;
  const right = box.right + moveX;
  const down = top < 0 || bottom > window.innerHeight ? (top + bottom - window.innerHeight) / 2 : 0;
  const across = left < 0 || right > window.innerWidth ? (left + right - window.innerWidth) / 2 : 0;
  if (down || across) window.scrollBy({ top: down, left: across, behavior: 'instant' });
}

export const QuestionNode = memo(function QuestionNode({
  data,
  positionAbsoluteX,
  positionAbsoluteY,
  width = 0,
  height = 0,
}: NodeProps<Node<QuestionData>>) {
  const edit = useFlowEdit();
  const editable = Boolean(data.ways && edit);
  const reveal = useRevealOnFocus(positionAbsoluteX, positionAbsoluteY, width, height);
  const problems = useProblemCount(data.index);
  // Plain elements styled once by the graph (node-styles.ts): ~130 nodes re-render on a route change.
  const state = data.selected ? ' selected-node' : '';
  const issues = problems ? ' has-issues' : '';
  const onPath = data.onPath ? ' on-path' : '';
  return (
    <div className={`flow-node${onPath}${issues}${state}`} onFocus={editable ? reveal : undefined}>
      {editable ? null : <Handle type="target" position={Position.Top} />}
      <div className="flow-node-head">
        <span className="flow-node-number">
          {data.index === 0 ? 'Start · ' : ''}Q{data.index + 1}
        </span>
        <KindChip kind={data.kind} />
        {problems ? (
          <span className="flow-issues">{`${problems} issue${problems > 1 ? 's' : ''}`}</span>
        ) : null}
        {editable ? (
          <button
            type="button"
            className="flow-add nodrag nopan nokey"
            aria-label={`Add a question after Q${data.index + 1}`}
            title={`Add a question after Q${data.index + 1}`}
            aria-haspopup="menu"
            onClick={(event) => edit!.openInsert(event.currentTarget, { kind: 'after', index: data.index })}
          >
            <AddIcon fontSize="inherit" />
          </button>
        ) : null}
      </div>
      <NodeText text={data.text} />
      {editable ? (
        <>
          <WayRows index={data.index} ways={data.ways!} />
          <DropTarget />
        </>
      ) : (
        <Handle type="source" position={Position.Bottom} />
      )}
    </div>
  );
});

export const TerminalNode = memo(function TerminalNode({ data }: NodeProps<Node<TerminalData>>) {
  return (
    <Box
      sx={{
        width: '100%',
        height: '100%',
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
      {data.droppable ? (
        <DropTarget />
      ) : (
        <Handle type="target" position={Position.Top} isConnectable={false} />
      )}
      {data.label}
    </Box>
  );
});
