// A route of the editable graph: from one way of leaving a question (its handle on the node's right edge)
// to where it goes, in right-angled steps through the gap below its node, or around the side when it goes back up. Selected (a click, or Enter
// on it), it offers its menu: a new question on this route, or back to "next question" (which the Delete
// and Backspace keys also do).
import { memo } from 'react';
import { BaseEdge, EdgeLabelRenderer, type Edge, type EdgeProps } from '@xyflow/react';
import AddIcon from '@mui/icons-material/Add';
import UndoIcon from '@mui/icons-material/Undo';
import type { WayKey } from '@/entities/survey/routing/graph-edit';
import { loopRoute, roundedPath, stepRoute } from '../model/layout';
import { useFlowEdit } from './flow-edit-context';

export type RouteEdgeData = {
  from: number;
  /** null: skipped answers, which follow no rule of their own. */
  way: WayKey | null;
  /** "7–8 (Passives) of Q1", for the menu's names. */
  wayName: string;
  labels: string[];
  /** Set when it goes back up: the lane beside the nodes. */
  lane?: number;
  /** It already goes to the next question: nothing to reset. */
  isNext: boolean;
  /** Its row in the node, so routes of one node run side by side rather than on top of each other. */
  row: number;
  /** Where its node ends (flow coordinates), so it turns in the gap below the node. */
  below?: number;
};

export const RouteEdge = memo(function RouteEdge({
  id,
  sourceX,
  sourceY,
  targetX,
  targetY,
  data,
  selected,
  markerEnd,
  style,
}: EdgeProps<Edge<RouteEdgeData>>) {
  const edit = useFlowEdit();
  let path: string;
  let labelX: number;
  let labelY: number;
  if (data?.lane !== undefined) {
    const route = loopRoute({ x: sourceX, y: sourceY }, { x: targetX, y: targetY }, data.lane, true);
    path = roundedPath(route);
    labelX = route[1]!.x;
    labelY = (route[1]!.y + route[2]!.y) / 2;
  } else {
    const route = stepRoute(
      { x: sourceX, y: sourceY },
      { x: targetX, y: targetY },
      data?.below ?? sourceY,
      data?.row ?? 0,
    );
    path = roundedPath(route, 10);
    labelX = (route[2]!.x + route[3]!.x) / 2;
    labelY = route[2]!.y;
  }
  const way = data?.way ?? null;
  // Routes are named by the rows of their nodes; a label would repeat them. Skipped answers have no
  // row, so they keep theirs; a selected route shows its name with its menu.
  const showLabel = Boolean(data && (selected || way === null));
  return (
    <>
      <BaseEdge id={id} path={path} markerEnd={markerEnd} style={style} />
      {showLabel ? (
        <EdgeLabelRenderer>
          <div
            className={`flow-edge-label nodrag nopan${selected ? ' selected' : ''}`}
            style={{ transform: `translate(-50%, -50%) translate(${labelX}px, ${labelY}px)` }}
          >
            <span>{data!.labels.join(', ')}</span>
            {selected && way && edit ? (
              <>
                <button
                  type="button"
                  className="flow-edge-action nokey"
                  aria-label={`Insert a question on the route ${data!.wayName}`}
                  title="Insert a question on this route"
                  aria-haspopup="menu"
                  onClick={(event) =>
                    edit.openInsert(event.currentTarget, { kind: 'route', from: data!.from, way })
                  }
                >
                  <AddIcon fontSize="inherit" />
                </button>
                {data!.isNext ? null : (
                  <button
                    type="button"
                    className="flow-edge-action nokey"
                    aria-label={`Reset ${data!.wayName} to the next question`}
                    title="Back to the next question (Delete)"
                    onClick={() => edit.route(data!.from, way, { kind: 'next' })}
                  >
                    <UndoIcon fontSize="inherit" />
                  </button>
                )}
              </>
            ) : null}
          </div>
        </EdgeLabelRenderer>
      ) : null}
    </>
  );
});
