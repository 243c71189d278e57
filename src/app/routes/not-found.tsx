import { Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '@/lib/paths';

export function Component() {
  const location = useLocation();
  return (
    <Stack spacing={2} sx={{ py: 6, alignItems: 'flex-start' }}>
      <Typography component="h1" variant="h4">
        Page not found
      </Typography>
      <Typography color="text.secondary">
        Nothing lives at <code>{location.pathname}</code>. The link may be old or mistyped.
      </Typography>
      <Button component={RouterLink} to={paths.projects()} variant="contained">
        Go to projects
      </Button>
    </Stack>
  );
}
