import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider, createTheme, useMediaQuery, type Theme } from '@mui/material';

type Mode = 'light' | 'dark';
const STORAGE_KEY = 'surveyor.colorMode';

const ColorModeContext = createContext<{ mode: Mode; toggle: () => void }>({
  mode: 'light',
  toggle: () => {},
});

export function useColorMode() {
  return useContext(ColorModeContext);
}

function storedMode(): Mode | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return value === 'dark' || value === 'light' ? value : null;
  } catch {
    return null;
  }
}

const themes = new Map<Mode, Theme>();

/**
 * The app's theme in `mode`, built once per mode. Building it takes a few tens of ms on a slow phone:
 * main.tsx builds the first one in a task of its own before the first render, rather than inside the
 * frame's first render, the longest task of the first screen.
 */
export function themeFor(mode: Mode): Theme {
  let theme = themes.get(mode);
  if (!theme) {
    theme = createTheme({
      palette: {
        mode,
        primary: { main: mode === 'dark' ? '#8da2fb' : '#1d4aff' },
        secondary: { main: mode === 'dark' ? '#f7a35c' : '#b54708' },
        // MUI's light orange and light blue fail WCAG AA as text on white (outlined chips) and for white
        // text on filled chips and buttons; these pass.
        ...(mode === 'light' ? { warning: { main: '#b54708' }, info: { main: '#0169a6' } } : {}),
      },
      shape: { borderRadius: 8 },
      // System fonts, no font file: Roboto where it is installed (Android, many Linux desktops), else the
      // platform's own UI font. Web fonts cost the first screen three downloads on a slow network and a
      // repaint when they arrive (see docs/decisions/0005-no-web-fonts.md).
      typography: { fontFamily: 'Roboto, system-ui, -apple-system, "Segoe UI", Arial, sans-serif' },
      components: {
        MuiButton: { defaultProps: { disableElevation: true } },
        MuiTooltip: { defaultProps: { arrow: true } },
        // Stacks space their children with a flex gap. MUI's default puts a margin on each child through
        // `.stack > :not(style) ~ :not(style)`, a rule whose last part matches every element: with one in
        // the page, Chromium restyles every following sibling of a moved element, subtree and all (a
        // dropped question card restyled the whole list). Children's own margins are still
        // reset, as MUI's margins did, so the layout is the same (rows that wrap now get the gap too).
        MuiStack: {
          defaultProps: { useFlexGap: true },
          styleOverrides: {
            root: ({ ownerState }) =>
              ownerState.spacing ? { '& > :not(style):not(style)': { margin: 0 } } : {},
          },
        },
      },
    });
    themes.set(mode, theme);
  }
  return theme;
}

/** The mode the app starts in: the one chosen in this browser, else the system's. */
export function initialColorMode(): Mode {
  return storedMode() ?? (window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');
}

export function AppThemeProvider({ children }: { children: ReactNode }) {
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const [chosen, setChosen] = useState<Mode | null>(storedMode);
  const mode: Mode = chosen ?? (prefersDark ? 'dark' : 'light');
  const theme = themeFor(mode);
  const value = useMemo(
    () => ({
      mode,
      toggle: () => {
        const next: Mode = mode === 'dark' ? 'light' : 'dark';
        setChosen(next);
        try {
          window.localStorage.setItem(STORAGE_KEY, next);
        } catch {
          /* storage unavailable: the choice lasts for this page only */
        }
      },
    }),
    [mode],
  );
  return (
    <ColorModeContext.Provider value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </ColorModeContext.Provider>
  );
}
