import { lazy, Suspense } from 'react';
import { Button, Chip, Typography } from '@mui/material';
import { Link as RouterLink, NavLink, Outlet, useLocation } from 'react-router-dom';
import { AbandonedWritesAlert } from '@/components/feedback/abandoned-writes-alert';
import { BACKENDS } from '@/lib/api/backend';
import { useConnection } from '@/lib/api/connection-store';
import { useColorMode } from '../theme';
import { AnchoredTooltip } from '@/components/display/anchored-tooltip';
import { DemoClock } from './demo-clock';
import { LoadingPage } from './loading-page';
import { BRAND_SX, CONNECTION_CHIP_SX, NAV_BUTTON_SX, ShellFrame, ThemeToggleButton } from './shell-frame';
import { paths } from '@/lib/paths';

// The connection chip and banner read the organization through the API layer (client, schemas): they
// come beside the first screen's code, and show a placeholder if they are not there yet.
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
      to={paths.connectionSettings()}
      clickable
      label={label}
      aria-label={`Connection: ${label}`}
      sx={CONNECTION_CHIP_SX}
    />
  );
}

function NavButton({ to, children }: { to: string; children: string }) {
  return (
    <Button color="inherit" component={NavLink} to={to} sx={NAV_BUTTON_SX}>
      {children}
    </Button>
  );
}

/**
 * The frame of every screen, with the router's links (shell-frame.tsx). `starting`: the router is still
 * fetching the screen's code; the page's heading, if it needs no data, and a progress bar stand where the
 * page will be (loading-page.tsx).
 */
export function AppShell({ starting = false }: { starting?: boolean }) {
  const { mode } = useColorMode();
  const loading = <LoadingPage pathname={useLocation().pathname} />;
  return (
    <ShellFrame
      brand={
        <Typography variant="h6" component={RouterLink} to={paths.projects()} sx={BRAND_SX}>
          Surveyor
        </Typography>
      }
      nav={
        <>
          <NavButton to={paths.projects()}>Projects</NavButton>
          <NavButton to={paths.connectionSettings()}>Settings</NavButton>
        </>
      }
      tools={
        <>
          <DemoClock />
          <Suspense fallback={<ConnectionStatusPlaceholder />}>
            <ConnectionStatus />
          </Suspense>
          <AnchoredTooltip title={mode === 'dark' ? 'Switch to light mode' : 'Switch to dark mode'}>
            <ThemeToggleButton />
          </AnchoredTooltip>
        </>
      }
      banner={
        <>
          <Suspense fallback={null}>
            <ConnectionBanner />
          </Suspense>
          <AbandonedWritesAlert />
        </>
      }
    >
      {starting ? (
        loading
      ) : (
        <Suspense fallback={loading}>
          <Outlet />
        </Suspense>
      )}
    </ShellFrame>
  );
}
