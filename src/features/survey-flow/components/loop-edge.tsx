// An edge that goes back up the graph (a loop), drawn around the side of the nodes instead of through them.
import { memo } from 'react';
import { BaseEdge, type Edge, type EdgeProps } from '@xyflow/react';
import { loopRoute, roundedPath } from '../model/layout';

export type LoopEdgeData = { lane: number };

export const LoopEdge = memo(function LoopEdge({
  id,
  sourceX,
  sourceY,
  targetX,
  targetY,
  data,
  markerEnd,
  style,
  label,
  labelStyle,
  labelBgStyle,
}: EdgeProps<Edge<LoopEdgeData>>) {
  const route = loopRoute({ x: sourceX, y: sourceY }, { x: targetX, y: targetY }, data?.lane ?? 0);
  const side = route[2]!;
  return (
    <BaseEdge
      id={id}
      path={roundedPath(route)}
      markerEnd={markerEnd}
      style={style}
      label={label}
      labelX={side.x}
      labelY={(route[2]!.y + route[3]!.y) / 2}
      labelStyle={labelStyle}
      labelBgStyle={labelBgStyle}
      labelShowBg
      labelBgPadding={[4, 2]}
    />
  );
});
