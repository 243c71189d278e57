// The demo keys, read from the one table the demo backend enforces, each with what it is for.
import { Box, Chip, Stack, Typography } from '@mui/material';
import { DEMO_KEYS } from '@/contracts/demo-keys';

export function DemoKeyList({ onPick }: { onPick: (key: string) => void }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" id="demo-keys-label" sx={{ mb: 1 }}>
        Demo keys (pick one to try what each set of scopes allows):
      </Typography>
      <Stack
        component="ul"
        aria-labelledby="demo-keys-label"
        spacing={1}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {Object.entries(DEMO_KEYS).map(([key, facts]) => (
          <Stack component="li" key={key} direction="row" spacing={1.5} sx={{ alignItems: 'baseline' }}>
            <Chip
              label={key}
              variant="outlined"
              size="small"
              sx={{ fontFamily: 'monospace', width: 220, flexShrink: 0 }}
              aria-label={`Use ${key}`}
              onClick={() => onPick(key)}
            />
            <Typography variant="body2" color="text.secondary">
              {facts.description}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
