import type { ReactNode } from 'react';
import { Paper, Typography } from '@mui/material';

export function EmptyState({
  title,
  description,
  action,
}: {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
      <Typography component="h2" variant="h6">
        {title}
      </Typography>
      {description ? (
        <Typography color="text.secondary" sx={{ mt: 1, mb: action ? 2 : 0 }}>
          {description}
        </Typography>
      ) : null}
      {action}
    </Paper>
  );
}
