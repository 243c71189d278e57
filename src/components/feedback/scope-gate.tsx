import type { ReactElement } from 'react';
import { Box } from '@mui/material';
import { AnchoredTooltip } from '../display/anchored-tooltip';
import { useMissingScope, type Scope } from '@/lib/api/scopes';

/**
 * Renders a write control disabled, with a tooltip naming the missing scope, when the key is known
 * (up front for demo keys, after the first 403 otherwise) to lack `scope`.
 */
export function ScopeGate({
  scope,
  children,
}: {
  scope: Scope;
  children: (disabledReason: string | null) => ReactElement;
}) {
  const reason = useMissingScope(scope);
  if (!reason) return children(null);
  // A disabled button fires no events, so the tooltip hangs beside a focusable wrapper that names the
  // reason; the wrapper is never replaced when the tooltip's code arrives (a focus on it stays).
  return (
    <AnchoredTooltip title={reason}>
      <Box component="span" tabIndex={0} aria-label={reason} sx={{ display: 'inline-flex' }}>
        {children(reason)}
      </Box>
    </AnchoredTooltip>
  );
}
