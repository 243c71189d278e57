// The shell's account of the connection: the chip naming the backend and organization, and the banner
// when the organization cannot be read. Loaded after the first paint (app-shell.tsx): it reads through
// the API layer, whose client and schemas the shell itself does not need to draw.
import { Alert, Box, Chip, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { ApiErrorAlert } from '@/components/feedback/api-error-alert';
import { isOrganizationRefusal, isProjectsOnlyRefusal, projectCountLabel } from '@/lib/api/access';
import { isApiError } from '@/lib/api/api-error';
import { BACKENDS } from '@/lib/api/backend';
import { useConnection } from '@/lib/api/connection-store';
import { useWorkingOrganization } from '@/entities/organization/organization-query';
import { useProjectScope } from '@/entities/project/project-scope';
import { AnchoredTooltip } from '@/components/display/anchored-tooltip';
import { CONNECTION_CHIP_SX } from './shell-frame';
import { paths } from '@/lib/paths';

export function ConnectionStatus() {
  const connection = useConnection();
  const scope = useProjectScope();
  const org = useWorkingOrganization();
  const backend = BACKENDS[connection.kind].shortLabel;
  // A key limited to projects has no organization to name (its query stays idle): its projects are named.
  const failed = org.isError;
  const label =
    scope.kind === 'projects'
      ? `${backend}: ${projectCountLabel(scope.projectIds.length)}`
      : org.isPending
        ? `${backend}: connecting…`
        : org.isError
          ? `${backend}: not connected`
          : `${backend}: ${org.data.name}`;
  return (
    // The tooltip is drawn from the first pointer or focus on: the chip shows with the first screen.
    <AnchoredTooltip
      title={failed ? 'The connection failed: open the connection settings' : 'Connection settings'}
    >
      <Chip
        component={RouterLink}
        to={paths.connectionSettings()}
        clickable
        label={label}
        color={failed ? 'warning' : 'default'}
        sx={failed ? { maxWidth: CONNECTION_CHIP_SX.maxWidth } : CONNECTION_CHIP_SX}
        aria-label={`Connection: ${label}`}
      />
    </AnchoredTooltip>
  );
}

/**
 * A rejected key breaks every screen; say so once, at the top, with the way out. Any other failure of
 * the organization request (5xx, network, missing scope) gets the explanation and a retry.
 */
export function ConnectionBanner() {
  const org = useWorkingOrganization();
  if (!org.isError) return null;
  const settingsLink = (
    <Link component={RouterLink} to={paths.connectionSettings()} color="inherit" sx={{ fontWeight: 500 }}>
      Open connection settings
    </Link>
  );
  if (isApiError(org.error) && org.error.status === 401) {
    return (
      <Alert severity="error" role="alert" sx={{ borderRadius: 0 }}>
        Your API key was rejected ({org.error.detail}) {settingsLink}
      </Alert>
    );
  }
  // A scoped key saved without a connection test: say what to do, not only what PostHog said.
  const hint = isProjectsOnlyRefusal(org.error)
    ? 'Your API key is limited to some projects: enter their ids in the connection settings (Test connection asks for them).'
    : isOrganizationRefusal(org.error)
      ? 'Your API key is limited to organizations other than your current one in PostHog: choose one in the connection settings (Test connection lists them).'
      : null;
  if (hint && isApiError(org.error)) {
    return (
      <Alert severity="warning" role="alert" sx={{ borderRadius: 0 }}>
        {hint} PostHog said: “{org.error.detail}” {settingsLink}
      </Alert>
    );
  }
  return (
    <Box sx={{ '& > .MuiAlert-root': { borderRadius: 0 } }}>
      <ApiErrorAlert
        error={org.error}
        title="Could not load your organization"
        onRetry={() => void org.refetch()}
      />
    </Box>
  );
}
