// One titled region of a long form page (General, Session replay…): a landmark named by its title.
import type { ReactNode } from 'react';
import { Box, Paper, Stack, Typography } from '@mui/material';

export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 3 }}>
      <Typography component="h2" variant="h6">
        {title}
      </Typography>
      {description ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {description}
        </Typography>
      ) : (
        <Box sx={{ mb: 2 }} />
      )}
      <Stack spacing={2.5}>{children}</Stack>
    </Paper>
  );
}
