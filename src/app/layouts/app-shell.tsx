import { lazy, Suspense } from 'react';
import {
  AppBar,
  Box,
  Button,
  Chip,
  Container,
  IconButton,
  LinearProgress,
  Link,
  Toolbar,
  Typography,
} from '@mui/material';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { Link as RouterLink, NavLink, Outlet } from 'react-router-dom';
import { AbandonedWritesAlert } from '../../components/abandoned-writes-alert';
import { BACKENDS } from '../../lib/api/backend';
import { useConnection } from '../../lib/api/connection-store';
import { useColorMode } from '../theme';
import { DeferredTooltip } from './deferred-tooltip';
import { DemoClock } from './demo-clock';

// The connection chip and banner read the organization through the API layer (client, schemas): they
// arrive just after the first paint, so the shell's own code stays the stack and little else.
const ConnectionStatus = lazy(() =>
  import('./connection-status').then((module) => ({ default: module.ConnectionStatus })),
);
const ConnectionBanner = lazy(() =>
  import('./connection-status').then((module) => ({ default: module.ConnectionBanner })),
);

/** What the chip says until it can name the organization. */
function ConnectionStatusPlaceholder() {
  const backend = BACKENDS[useConnection().kind].shortLabel;
  const label = `${backend}: connecting…`;
  return (
    <Chip
      component={RouterLink}
      to="/settings"
      clickable
      label={label}
      aria-label={`Connection: ${label}`}
      sx={{ bgcolor: 'rgba(255,255,255,0.9)', color: 'rgba(0,0,0,0.87)', maxWidth: 320 }}
    />
  );
}

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

/**
 * The frame of every screen. `starting`: the router is still fetching the first screen's code; the frame
 * paints at once with a progress bar where the page will be.
 */
export function AppShell({ starting = false }: { starting?: boolean }) {
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
          <DemoClock />
          <Suspense fallback={<ConnectionStatusPlaceholder />}>
            <ConnectionStatus />
          </Suspense>
          <DeferredTooltip title={mode === 'dark' ? 'Switch to light mode' : 'Switch to dark mode'}>
            <IconButton
              color="inherit"
              onClick={toggle}
              aria-label={mode === 'dark' ? 'Switch to light mode' : 'Switch to dark mode'}
            >
              {mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
            </IconButton>
          </DeferredTooltip>
        </Toolbar>
      </AppBar>
      <Suspense fallback={null}>
        <ConnectionBanner />
      </Suspense>
      <AbandonedWritesAlert />
      <Container component="main" id="main" tabIndex={-1} maxWidth="xl" sx={{ py: 3, outline: 'none' }}>
        {starting ? (
          <LinearProgress aria-label="Loading page" />
        ) : (
          <Suspense fallback={<LinearProgress aria-label="Loading page" />}>
            <Outlet />
          </Suspense>
        )}
      </Container>
    </Box>
  );
}
