// A read's three states in one place: the error with its retry, a progress bar (or the page's own
// placeholder) while it loads, and the page once the data is there. Pages no longer split into an
// outer "XPage" that waits and an inner "XLoaded" that renders.
import { useDeferredValue, type ReactNode } from 'react';
import { LinearProgress } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { ApiErrorAlert } from './api-error-alert';

interface Props<Data, Failure> {
  query: UseQueryResult<Data, Failure>;
  /** What could not be done, e.g. "Could not load the project". */
  errorTitle: string;
  /** The progress bar's accessible name, e.g. "Loading project". */
  loadingLabel?: string;
  /** Shown while loading instead of the progress bar (a skeleton of what is coming). */
  pending?: ReactNode;
  children: (data: Data) => ReactNode;
}

export function QueryBoundary<Data, Failure>({
  query,
  errorTitle,
  loadingLabel = 'Loading',
  pending,
  children,
}: Props<Data, Failure>) {
  // The page behind the boundary is drawn once its data arrives, in one go unless deferred: deferred,
  // React draws it in slices (the browser stays free for input) while the placeholder stays on screen.
  const data = useDeferredValue(query.data);
  if (query.isError)
    return <ApiErrorAlert error={query.error} title={errorTitle} onRetry={() => void query.refetch()} />;
  if (data === undefined) return pending ?? <LinearProgress aria-label={loadingLabel} />;
  return children(data);
}
