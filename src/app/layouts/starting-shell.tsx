// What the entry draws at once, before the router and the first screen's code have arrived (and, on the
// demo, before its backend has started): the app's frame with plain links and, where the page will be,
// its heading if it needs no data and a progress bar (loading-page.tsx). The router's AppShell then draws
// the same frame (shell-frame.tsx).
import { Alert, Box, Button, Typography, type SxProps, type Theme } from '@mui/material';
import { BACKENDS } from '@/lib/api/backend';
import { useConnection } from '@/lib/api/connection-store';
import { LoadingPage } from './loading-page';
import { BRAND_SX, CONNECTION_CHIP_SX, NAV_BUTTON_SX, ShellFrame, ThemeToggleButton } from './shell-frame';

/** MUI's Chip (medium, clickable) as it draws a label: the connection chip's placeholder, without Chip. */
const CHIP_LOOK: SxProps<Theme> = (theme) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  height: 32,
  borderRadius: '16px',
  fontFamily: theme.typography.fontFamily ?? 'inherit',
  fontSize: theme.typography.pxToRem(13),
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
  textDecoration: 'none',
  cursor: 'pointer',
  userSelect: 'none',
  '& > span': { overflow: 'hidden', textOverflow: 'ellipsis', px: '12px' },
  ...CONNECTION_CHIP_SX,
});

/** NavLink's rule: the link to `to` is current on `to` and below it. */
const isCurrent = (to: string) => {
  const path = window.location.pathname;
  return path === to || path.startsWith(`${to}/`);
};

function NavAnchor({ to, children }: { to: string; children: string }) {
  const current = isCurrent(to);
  return (
    <Button
      color="inherit"
      component="a"
      href={to}
      className={current ? 'active' : undefined}
      aria-current={current ? 'page' : undefined}
      sx={NAV_BUTTON_SX}
    >
      {children}
    </Button>
  );
}

/** The connection chip as it first shows ("Demo: connecting…"), a link to the connection settings. */
function ConnectionPlaceholder() {
  const label = `${BACKENDS[useConnection().kind].shortLabel}: connecting…`;
  return (
    <Box component="a" href="/settings" aria-label={`Connection: ${label}`} sx={CHIP_LOOK}>
      <span>{label}</span>
    </Box>
  );
}

/** `failed`: the app's own code could not be loaded (offline, or a deploy replaced it): say so. */
export function StartingShell({ failed = false }: { failed?: boolean }) {
  return (
    <ShellFrame
      brand={
        <Typography variant="h6" component="a" href="/projects" sx={BRAND_SX}>
          Surveyor
        </Typography>
      }
      nav={
        <>
          <NavAnchor to="/projects">Projects</NavAnchor>
          <NavAnchor to="/settings">Settings</NavAnchor>
        </>
      }
      tools={
        <>
          <ConnectionPlaceholder />
          <ThemeToggleButton />
        </>
      }
    >
      {failed ? (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => window.location.reload()}>
              Reload
            </Button>
          }
        >
          Part of the app could not be loaded. Check your connection and reload.
        </Alert>
      ) : (
        <LoadingPage pathname={window.location.pathname} />
      )}
    </ShellFrame>
  );
}
