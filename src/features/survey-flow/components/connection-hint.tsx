// While a route is dragged on the editable graph: what dropping it would do, or why not, by the pointer.
import { useConnection, useStore } from '@xyflow/react';
import { Box } from '@mui/material';

/**
 * While a route is dragged: beside the pointer, what dropping it here would do or why it would be
 * refused. It lets the pointer through, so it never stands between the pointer and a target.
 */
export function ConnectionHint({
  describe,
}: {
  describe: (from: string, way: string, to: string | null) => Hint;
}) {
  const state = useConnection((connection) =>
    connection.inProgress
      ? [
          connection.fromNode.id,
          connection.fromHandle.id ?? '',
          connection.toNode?.id ?? '',
          Math.round(connection.pointer.x),
          Math.round(connection.pointer.y),
        ].join('\n')
      : '',
  );
  const paneWidth = useStore((store) => store.width);
  if (!state) return null;
  const [from, way, to, x, y] = state.split('\n') as [string, string, string, string, string];
  const hint = describe(from, way, to || null);
  // Beside the pointer, and to its left near the pane's right edge rather than cut off.
  const left = Math.max(8, Math.min(Number(x) + 16, paneWidth - HINT_WIDTH - 8));
  return (
    <Box
      className="flow-hint"
      sx={{
        position: 'absolute',
        left,
        top: Number(y) + 18,
        zIndex: 10,
        pointerEvents: 'none',
        px: 1.5,
        py: 0.5,
        borderRadius: 1,
        border: 1,
        boxShadow: 2,
        fontSize: 13,
        bgcolor: 'background.paper',
        color: hint.refused ? 'error.main' : 'text.primary',
        borderColor: hint.refused ? 'error.main' : 'divider',
        maxWidth: HINT_WIDTH,
      }}
    >
      {hint.text}
    </Box>
  );
}

const HINT_WIDTH = 340;

export interface Hint {
  text: string;
  refused: boolean;
}
