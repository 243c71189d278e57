import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router-dom';
import { isApiError } from '@/lib/api/api-error';
import { paths } from '@/lib/paths';

/** Shows what failed and offers a retry (re-running the route) instead of a blank page. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const navigate = useNavigate();
  let title = 'Something went wrong';
  let detail = 'An unexpected error happened while showing this page.';
  if (isRouteErrorResponse(error)) {
    title = `${error.status} ${error.statusText}`;
    detail = typeof error.data === 'string' ? error.data : detail;
  } else if (isApiError(error)) {
    title = `Request failed: ${error.method} ${error.path}`;
    detail = error.detail;
  } else if (error instanceof Error) {
    // A lazy route chunk that fails to load after a deploy is the common case here.
    detail = /dynamically imported module|Failed to fetch/i.test(error.message)
      ? 'Part of the app could not be loaded. Check your connection and retry.'
      : error.message;
  }
  return (
    <Stack sx={{ py: 4 }} spacing={2}>
      <Alert severity="error" role="alert">
        <AlertTitle>{title}</AlertTitle>
        {detail}
      </Alert>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={() => navigate(0)}>
          Retry
        </Button>
        <Button onClick={() => navigate(paths.projects())}>Go to projects</Button>
      </Stack>
    </Stack>
  );
}
