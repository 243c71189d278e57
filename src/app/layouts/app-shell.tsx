import { Suspense } from 'react';
import {
  Alert,
  AppBar,
  Box,
  Button,
  Chip,
  Container,
  IconButton,
  LinearProgress,
  Link,
  Toolbar,
  Tooltip,
  Typography,
} from '@mui/material';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { Link as RouterLink, NavLink, Outlet } from 'react-router-dom';
import { AbandonedWritesAlert } from '../../components/abandoned-writes-alert';
import { ApiErrorAlert } from '../../components/api-error-alert';
import { isOrganizationRefusal, isProjectsOnlyRefusal, projectCountLabel } from '../../lib/api/access';
import { isApiError } from '../../lib/api/api-error';
import { BACKEND_LABELS } from '../../lib/api/backend';
import { useConnection } from '../../lib/api/connection-store';
import { useWorkingOrganization } from '../../entities/organization/organization-query';
import { useColorMode } from '../theme';

function NavButton({ to, children }: { to: string; children: string }) {
  return (
    <Button
      color="inherit"
      component={NavLink}
      to={to}
      sx={{ '&.active': { bgcolor: 'rgba(255,255,255,0.16)' }, textTransform: 'none', fontSize: '1rem' }}
    >
      {children}
    </Button>
  );
}

function ConnectionStatus() {
  const connection = useConnection();
  const org = useWorkingOrganization();
  const backend = BACKEND_LABELS[connection.kind].replace(' (built-in mock)', '');
  const { access } = connection;
  // A key limited to projects has no organization to name (and may not ask for one).
  const failed = access.mode === 'organization' && org.isError;
  const label =
    access.mode === 'projects'
      ? `${backend}: ${projectCountLabel(access.projectIds.length)}`
      : org.isPending
        ? `${backend}: connecting…`
        : org.isError
          ? `${backend}: not connected`
          : `${backend}: ${org.data.name}`;
  return (
    <Tooltip title={failed ? 'The connection failed: open the connection settings' : 'Connection settings'}>
      <Chip
        component={RouterLink}
        to="/settings"
        clickable
        label={label}
        color={failed ? 'warning' : 'default'}
        sx={{
          bgcolor: failed ? undefined : 'rgba(255,255,255,0.9)',
          color: failed ? undefined : 'rgba(0,0,0,0.87)',
          maxWidth: 320,
        }}
        aria-label={`Connection: ${label}`}
      />
    </Tooltip>
  );
}

/**
 * A rejected key breaks every screen; say so once, at the top, with the way out. Any other failure of
 * the organization request (5xx, network, missing scope) gets the explanation and a retry.
 */
function ConnectionBanner() {
  const org = useWorkingOrganization();
  if (!org.isError) return null;
  const settingsLink = (
    <Link component={RouterLink} to="/settings" color="inherit" sx={{ fontWeight: 500 }}>
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

export function AppShell() {
  const { mode, toggle } = useColorMode();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Link
        href="#main"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 2000,
          bgcolor: 'background.paper',
          p: 1,
          '&:focus': { top: 8 },
        }}
      >
        Skip to content
      </Link>
      <AppBar position="sticky" component="header" enableColorOnDark>
        <Toolbar sx={{ gap: 1 }}>
          <Typography
            variant="h6"
            component={RouterLink}
            to="/projects"
            sx={{ mr: 2, color: 'inherit', textDecoration: 'none', fontWeight: 700 }}
          >
            Surveyor
          </Typography>
          <Box component="nav" aria-label="Main" sx={{ display: 'flex', gap: 0.5, flexGrow: 1 }}>
            <NavButton to="/projects">Projects</NavButton>
            <NavButton to="/settings">Settings</NavButton>
          </Box>
          <ConnectionStatus />
          <Tooltip title={mode === 'dark' ? 'Switch to light mode' : 'Switch to dark mode'}>
            <IconButton
              color="inherit"
              onClick={toggle}
              aria-label={mode === 'dark' ? 'Switch to light mode' : 'Switch to dark mode'}
            >
              {mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
            </IconButton>
          </Tooltip>
        </Toolbar>
      </AppBar>
      <ConnectionBanner />
      <AbandonedWritesAlert />
      <Container component="main" id="main" tabIndex={-1} maxWidth="xl" sx={{ py: 3, outline: 'none' }}>
        <Suspense fallback={<LinearProgress aria-label="Loading page" />}>
          <Outlet />
        </Suspense>
      </Container>
    </Box>
  );
}
