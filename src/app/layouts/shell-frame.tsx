// The frame every screen is drawn in (skip link, app bar, main landmark), without the router: the entry
// draws it at once (StartingShell, plain links) while the router and the first screen's code load, and
// AppShell fills the same frame with the router's links and the page. Both draw the same elements with
// the same styles, so the switch from one to the other moves nothing on screen.
import type { ReactNode } from 'react';
import {
  AppBar,
  Box,
  Container,
  IconButton,
  Toolbar,
  type IconButtonProps,
  type SxProps,
  type Theme,
} from '@mui/material';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { useColorMode } from '../theme';

/** The app's name in the bar, a link to the projects. */
export const BRAND_SX: SxProps<Theme> = {
  mr: 2,
  color: 'inherit',
  textDecoration: 'none',
  fontWeight: 700,
};

/** A main navigation link; the current section's carries the class `active` (as NavLink sets it). */
export const NAV_BUTTON_SX: SxProps<Theme> = {
  '&.active': { bgcolor: 'rgba(255,255,255,0.16)' },
  textTransform: 'none',
  fontSize: '1rem',
};

/** The connection chip's look: the placeholder before the chip's own code, and the chip. */
export const CONNECTION_CHIP_SX = {
  bgcolor: 'rgba(255,255,255,0.9)',
  color: 'rgba(0,0,0,0.87)',
  maxWidth: 320,
};

const SKIP_LINK_SX: SxProps<Theme> = {
  position: 'absolute',
  left: 8,
  top: -48,
  zIndex: 2000,
  bgcolor: 'background.paper',
  color: 'primary.main',
  p: 1,
  '&:focus': { top: 8 },
};

/** The light/dark switch, as a button (AppShell wraps it in a tooltip, which hands it props and a ref). */
export function ThemeToggleButton(props: IconButtonProps) {
  const { mode, toggle } = useColorMode();
  return (
    <IconButton
      {...props}
      color="inherit"
      onClick={toggle}
      aria-label={mode === 'dark' ? 'Switch to light mode' : 'Switch to dark mode'}
    >
      {mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
    </IconButton>
  );
}

interface Props {
  /** The app's name, a link to the projects (BRAND_SX). */
  brand: ReactNode;
  /** The main navigation's links (NAV_BUTTON_SX). */
  nav: ReactNode;
  /** What the bar shows at its end: the demo clock, the connection, the theme switch. */
  tools: ReactNode;
  /** Shown under the bar, across the page (the connection's failure, writes that were not sent). */
  banner?: ReactNode;
  /** The page. */
  children: ReactNode;
}

export function ShellFrame({ brand, nav, tools, banner, children }: Props) {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box component="a" href="#main" sx={SKIP_LINK_SX}>
        Skip to content
      </Box>
      <AppBar position="sticky" component="header" enableColorOnDark>
        <Toolbar sx={{ gap: 1 }}>
          {brand}
          <Box component="nav" aria-label="Main" sx={{ display: 'flex', gap: 0.5, flexGrow: 1 }}>
            {nav}
          </Box>
          {tools}
        </Toolbar>
      </AppBar>
      {banner}
      <Container component="main" id="main" tabIndex={-1} maxWidth="xl" sx={{ py: 3, outline: 'none' }}>
        {children}
      </Container>
    </Box>
  );
}
