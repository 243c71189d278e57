// The demo clock's popover (demo-clock.tsx): loaded on the first click of its button, so the shell paints
// without MUI's Popover and Modal.
import { useId } from 'react';
import { Box, Button, Popover, Stack, Typography } from '@mui/material';
import { formatWhen } from '@/lib/format-when';

export interface DemoClockPopoverProps {
  anchor: HTMLElement | null;
  onClose: () => void;
  /** The demo's time, null when it cannot be read. */
  now: number | null;
  /** How far it runs ahead of real time, in words (null: real time). */
  lead: string | null;
  steps: readonly { label: string; ms: number }[];
  onMove: (ms: number) => void;
}

export function DemoClockPopover({ anchor, onClose, now, lead, steps, onMove }: DemoClockPopoverProps) {
  const titleId = useId();
  return (
    <Popover
      open={Boolean(anchor)}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId } }}
    >
      <Box sx={{ p: 2, maxWidth: 320 }}>
        <Typography id={titleId} variant="subtitle1" component="h2">
          Demo clock
        </Typography>
        <Typography variant="body2" aria-live="polite">
          Demo time: {now === null ? 'unknown' : formatWhen(now)}
        </Typography>
        <Typography variant="body2">{lead ? `${lead}.` : 'Real time.'}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 1.5 }}>
          Moving it forward runs the scheduled changes that come due, as PostHog would.
        </Typography>
        <Stack direction="row" spacing={1}>
          {steps.map((step) => (
            <Button key={step.label} variant="outlined" size="small" onClick={() => onMove(step.ms)}>
              {step.label}
            </Button>
          ))}
        </Stack>
      </Box>
    </Popover>
  );
}
