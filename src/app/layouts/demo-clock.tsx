// The demo backend's clock, in the demo's own UI: its time, and buttons that move it forward so a scheduled
// launch or stop comes due now (the mock then runs every change that came due). Shown only while the demo
// backend answers; it talks to the mock through `window.__surveyorMock`, so the shell loads none of it.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Box, Button } from '@mui/material';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { useQueryClient } from '@tanstack/react-query';
import { useConnection } from '@/lib/api/connection-store';

// The popover (MUI's Popover and Modal) loads on the first pointer over or focus of the button, so the
// shell paints without it.
const loadPopover = () => import('./demo-clock-popover');
const DemoClockPopover = lazy(() => loadPopover().then((module) => ({ default: module.DemoClockPopover })));
const preloadPopover = () => void loadPopover();

const HOUR = 3_600_000;
const STEPS = [
  { label: '+1 hour', ms: HOUR },
  { label: '+1 day', ms: 24 * HOUR },
] as const;

function ahead(ms: number): string | null {
  const hours = Math.round(ms / HOUR);
  if (hours < 1) return null;
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  const parts = [
    days && `${days} day${days === 1 ? '' : 's'}`,
    rest && `${rest} hour${rest === 1 ? '' : 's'}`,
  ];
  return `${parts.filter(Boolean).join(' ')} ahead of real time`;
}

interface DemoNow {
  now: number;
  /** How far the demo's clock is ahead of real time. */
  aheadMs: number;
}

function readDemoNow(): DemoNow | null {
  const now = window.__surveyorMock?.now();
  return now === undefined ? null : { now, aheadMs: now - Date.now() };
}

/** The demo's "now", re-read every 30 seconds and after every move. */
function useDemoNow(): [DemoNow | null, () => void] {
  const [now, setNow] = useState(readDemoNow);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(readDemoNow()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return [now, () => setNow(readDemoNow())];
}

export function DemoClock() {
  const isDemo = useConnection().kind === 'demo';
  const queryClient = useQueryClient();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const [now, refresh] = useDemoNow();
  if (!isDemo || !window.__surveyorMock) return null;

  const move = (ms: number) => {
    window.__surveyorMock?.advanceClock(ms);
    refresh();
    // Every answer may differ now (a flag switched, a schedule ran): read them again.
    void queryClient.invalidateQueries();
  };
  const lead = now === null ? null : ahead(now.aheadMs);

  return (
    <>
      <Button
        color="inherit"
        startIcon={<ScheduleIcon />}
        onClick={(event) => {
          refresh();
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
        onPointerEnter={preloadPopover}
        onFocus={preloadPopover}
        aria-label="Demo clock"
        aria-haspopup="dialog"
        aria-expanded={anchor ? 'true' : 'false'}
        // On a phone the app bar has no room for the words: the icon stays, the name is the label.
        sx={{
          textTransform: 'none',
          whiteSpace: 'nowrap',
          minWidth: 0,
          '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } },
        }}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          Demo clock
        </Box>
      </Button>
      {/* Mounted from the first opening on, so that closing it plays its exit transition. */}
      {opened && (
        <Suspense fallback={null}>
          <DemoClockPopover
            anchor={anchor}
            onClose={() => setAnchor(null)}
            now={now?.now ?? null}
            lead={lead}
            steps={STEPS}
            onMove={move}
          />
        </Suspense>
      )}
    </>
  );
}
