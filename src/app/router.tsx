// Routes compose features; this is the only place features meet. Every screen is a lazy route module.
// A route's loader (route-loaders.ts) starts its page's reads while the page's code downloads, and a
// route's `handle` makes it a step of the breadcrumbs (components/route-breadcrumbs.tsx).
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import type { CrumbHandle } from '../components/route-breadcrumbs';
import { AppShell } from './layouts/app-shell';
import { RouteErrorBoundary } from './layouts/route-error-boundary';
import {
  projectSettingsLoader,
  projectsLoader,
  surveyDetailLoader,
  surveysActivityLoader,
  surveysLoader,
} from './route-loaders';
import { ProjectNameCrumb, SurveyNameCrumb } from './routes/crumbs';

const crumb = (step: CrumbHandle['crumb']): CrumbHandle => ({ crumb: step });

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteErrorBoundary />,
    // Lazy child routes resolve before the first render; the shell has nothing to show meanwhile.
    HydrateFallback: () => null,
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
