import { Alert, AlertTitle, Button, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { describeApiError } from '@/lib/api/describe-api-error';

interface ApiErrorAlertProps {
  error: unknown;
  onRetry?: () => void;
  /** Replaces the generic title (e.g. "Could not save the project"). */
  title?: string;
}

export function ApiErrorAlert({ error, onRetry, title }: ApiErrorAlertProps) {
  const description = describeApiError(error);
  return (
    <Alert
      severity={description.severity}
      role="alert"
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>{title ? `${title} — ${description.title}` : description.title}</AlertTitle>
      {description.message}
      {description.action ? (
        <>
          {' '}
          <Link component={RouterLink} to={description.action.href} color="inherit" sx={{ fontWeight: 500 }}>
            {description.action.label}
          </Link>
        </>
      ) : null}
    </Alert>
  );
}
