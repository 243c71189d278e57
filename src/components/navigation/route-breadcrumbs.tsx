// Breadcrumbs from the routes: each route that is a step of the trail says so in its `handle`, and the
// trail is the matched routes that have one (react-router's own mechanism: handle + useMatches). The last
// step is the page itself, in text; the others link back.
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Breadcrumbs, Link, Typography } from '@mui/material';
import { Link as RouterLink, useMatches, type Params } from 'react-router-dom';

/** A route's step: fixed words, or a component that names it from data (a project's, a survey's name). */
export interface CrumbHandle {
  crumb: string | ComponentType<{ params: Params }>;
}

function isCrumbHandle(handle: unknown): handle is CrumbHandle {
  return typeof handle === 'object' && handle !== null && 'crumb' in handle;
}

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

/** Nothing when the trail is the page alone: its title already says where one is. */
export function RouteBreadcrumbs() {
  const steps = new Map<string, { label: ReactNode; to: string }>();
  for (const match of useMatches()) {
    if (!isCrumbHandle(match.handle)) continue;
    const { crumb: Crumb } = match.handle;
    // An index route shares its parent's path: the deeper step names it.
    const to = withoutTrailingSlash(match.pathname);
    const label =
      typeof Crumb === 'string' ? (
        Crumb
      ) : (
        // A step named from data may still be loading its code: the trail keeps its place meanwhile.
        <Suspense fallback="…">
          <Crumb params={match.params} />
        </Suspense>
      );
    steps.set(to, { label, to });
  }
  const trail = [...steps.values()];
  if (trail.length < 2) return null;
  const here = trail.at(-1)!;
  return (
    <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 1 }}>
      {trail.slice(0, -1).map((step) => (
        <Link key={step.to} component={RouterLink} to={step.to}>
          {step.label}
        </Link>
      ))}
      <Typography color="text.primary">{here.label}</Typography>
    </Breadcrumbs>
  );
}
