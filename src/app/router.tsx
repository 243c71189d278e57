// Routes compose features; this is the only place features meet. Every screen is a lazy route module.
// The router is built with the app's query client: a route's loader (routes/<route>.loader.ts) starts
// its page's reads into that client while the page's code downloads, and a route's `handle` makes it a
// step of the breadcrumbs (components/navigation/route-breadcrumbs.tsx).
import { lazy } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  Navigate,
  type LoaderFunction,
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router-dom';
import type { CrumbHandle } from '@/components/navigation/route-breadcrumbs';
import { AppShell } from './layouts/app-shell';
import { RouteErrorBoundary } from './layouts/route-error-boundary';
import { paths } from '@/lib/paths';

/** A route's loader module (routes/<route>.loader.ts): its loader, made with the app's query client. */
interface LoaderModule {
  loader: (queryClient: QueryClient) => LoaderFunction;
}

/**
 * A loader whose code is fetched beside the page's own (the loaders and the crumbs named from data read
 * through the API layer: never with the first screen's shell). The route renders at once, without
 * waiting for the loader's code, let alone for its reads.
 */
function fetchedLoader(queryClient: QueryClient, load: () => Promise<LoaderModule>): LoaderFunction {
  return (args) => {
    void load()
      .then((module) => module.loader(queryClient)(args))
      // The page's own reads show what failed.
      .catch(() => {});
    return null;
  };
}

/**
 * A loader only starts its page's reads: once the page is on screen its own queries follow the address,
 * so another search of the same path (a page step, a filter) runs no loader. The router then shows it at
 * once: with a loader to wait for, it would commit the new address in a transition, however quickly the
 * loader answered, and a page step asked to be drawn in the click's task (flushSync) would not be.
 */
const onlyForAnotherPath: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;

const ProjectNameCrumb = lazy(() =>
  import('./routes/crumbs').then((module) => ({ default: module.ProjectNameCrumb })),
);
const SurveyNameCrumb = lazy(() =>
  import('./routes/crumbs').then((module) => ({ default: module.SurveyNameCrumb })),
);

const crumb = (step: CrumbHandle['crumb']): CrumbHandle => ({ crumb: step });

/** The app's routes, their loaders reading into `queryClient`. */
export function appRoutes(queryClient: QueryClient): RouteObject[] {
  const loader = (load: () => Promise<LoaderModule>) => fetchedLoader(queryClient, load);
  const reads = (load: () => Promise<LoaderModule>) => ({
    loader: loader(load),
    shouldRevalidate: onlyForAnotherPath,
  });
  return [
    {
      element: <AppShell />,
      errorElement: <RouteErrorBoundary />,
      // Lazy child routes resolve before the router renders its routes: the frame paints meanwhile.
      HydrateFallback: () => <AppShell starting />,
      children: [
        {
          errorElement: <RouteErrorBoundary />,
          children: [
            { index: true, element: <Navigate to={paths.projects()} replace /> },
            { path: 'settings', lazy: () => import('./routes/connection-settings') },
            {
              path: 'projects',
              handle: crumb('Projects'),
              children: [
                {
                  index: true,
                  ...reads(() => import('./routes/projects-list.loader')),
                  lazy: () => import('./routes/projects-list'),
                },
                {
                  path: ':projectId/settings',
                  handle: crumb(ProjectNameCrumb),
                  ...reads(() => import('./routes/project-settings.loader')),
                  lazy: () => import('./routes/project-settings'),
                },
              ],
            },
            {
              path: 'projects/:projectId/surveys',
              handle: crumb('Surveys'),
              children: [
                {
                  index: true,
                  ...reads(() => import('./routes/surveys-list.loader')),
                  lazy: () => import('./routes/surveys-list'),
                },
                {
                  path: 'activity',
                  handle: crumb('Activity'),
                  ...reads(() => import('./routes/surveys-activity.loader')),
                  lazy: () => import('./routes/surveys-activity'),
                },
                {
                  path: 'timeline',
                  handle: crumb('Timeline'),
                  ...reads(() => import('./routes/surveys-timeline.loader')),
                  lazy: () => import('./routes/surveys-timeline'),
                },
                { path: 'new', handle: crumb('New'), lazy: () => import('./routes/survey-editor') },
                { path: 'results', handle: crumb('Results'), lazy: () => import('./routes/survey-results') },
                {
                  path: ':surveyId',
                  handle: crumb(SurveyNameCrumb),
                  children: [
                    {
                      index: true,
                      ...reads(() => import('./routes/survey-detail.loader')),
                      lazy: () => import('./routes/survey-detail'),
                    },
                    { path: 'edit', handle: crumb('Edit'), lazy: () => import('./routes/survey-editor') },
                  ],
                },
              ],
            },
            { path: '*', lazy: () => import('./routes/not-found') },
          ],
        },
      ],
    },
  ];
}

/** The app's router, its loaders reading into `queryClient` (app.tsx builds it, once per client). */
export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(appRoutes(queryClient));
}
