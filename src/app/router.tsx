// Routes compose features; this is the only place features meet. Every screen is a lazy route module.
// A route's loader (route-loaders.ts) starts its page's reads while the page's code downloads, and a
// route's `handle` makes it a step of the breadcrumbs (components/route-breadcrumbs.tsx).
import { lazy } from 'react';
import {
  createBrowserRouter,
  Navigate,
  type LoaderFunction,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router-dom';
import type { CrumbHandle } from '../components/route-breadcrumbs';
import { AppShell } from './layouts/app-shell';
import type * as RouteLoaderModule from './route-loaders';
import { RouteErrorBoundary } from './layouts/route-error-boundary';

// The loaders and the crumbs named from data read through the API layer (client, zod schemas, entities):
// they are fetched beside the page's own code, never with the first screen's.
type RouteLoaders = typeof RouteLoaderModule;
const routeLoaders = () => import('./route-loaders');

/** Starts the named loader's reads once its code has arrived; the route itself never waits for them. */
function startReadsOf(name: keyof RouteLoaders): LoaderFunction {
  return (args: LoaderFunctionArgs) => {
    void routeLoaders().then((loaders) => loaders[name](args));
    return null;
  };
}
const projectsLoader = startReadsOf('projectsLoader');
const projectSettingsLoader = startReadsOf('projectSettingsLoader');
const surveysLoader = startReadsOf('surveysLoader');
const surveysActivityLoader = startReadsOf('surveysActivityLoader');
const surveyDetailLoader = startReadsOf('surveyDetailLoader');

const ProjectNameCrumb = lazy(() =>
  import('./routes/crumbs').then((module) => ({ default: module.ProjectNameCrumb })),
);
const SurveyNameCrumb = lazy(() =>
  import('./routes/crumbs').then((module) => ({ default: module.SurveyNameCrumb })),
);

const crumb = (step: CrumbHandle['crumb']): CrumbHandle => ({ crumb: step });

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteErrorBoundary />,
    // Lazy child routes resolve before the router renders its routes: the frame paints meanwhile.
    HydrateFallback: () => <AppShell starting />,
    children: [
      {
        errorElement: <RouteErrorBoundary />,
        children: [
          { index: true, element: <Navigate to="/projects" replace /> },
          { path: 'settings', lazy: () => import('./routes/connection-settings') },
          {
            path: 'projects',
            handle: crumb('Projects'),
            children: [
              { index: true, loader: projectsLoader, lazy: () => import('./routes/projects-list') },
              {
                path: ':projectId/settings',
                handle: crumb(ProjectNameCrumb),
                loader: projectSettingsLoader,
                lazy: () => import('./routes/project-settings'),
              },
            ],
          },
          {
            path: 'projects/:projectId/surveys',
            handle: crumb('Surveys'),
            children: [
              { index: true, loader: surveysLoader, lazy: () => import('./routes/surveys-list') },
              {
                path: 'activity',
                handle: crumb('Activity'),
                loader: surveysActivityLoader,
                lazy: () => import('./routes/surveys-activity'),
              },
              { path: 'new', handle: crumb('New'), lazy: () => import('./routes/survey-editor') },
              {
                path: ':surveyId',
                handle: crumb(SurveyNameCrumb),
                children: [
                  { index: true, loader: surveyDetailLoader, lazy: () => import('./routes/survey-detail') },
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

export const router = createBrowserRouter(routes);
