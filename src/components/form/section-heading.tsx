// The heading of a group of fields inside a form section, with an optional line that explains it.
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

export function SectionHeading({ children, description }: { children: ReactNode; description?: ReactNode }) {
  return (
    <Box>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {children}
      </Typography>
      {description ? (
        <Typography variant="body2" color="text.secondary">
          {description}
        </Typography>
      ) : null}
    </Box>
  );
}
