// Routes compose features; this is the only place features meet. Every screen is a lazy route module.
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { AppShell } from './layouts/app-shell';
import { RouteErrorBoundary } from './layouts/route-error-boundary';

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
          { path: 'projects', lazy: () => import('./routes/projects-list') },
          { path: 'projects/:projectId/settings', lazy: () => import('./routes/project-settings') },
          { path: 'projects/:projectId/surveys', lazy: () => import('./routes/surveys-list') },
          { path: 'projects/:projectId/surveys/activity', lazy: () => import('./routes/surveys-activity') },
          { path: 'projects/:projectId/surveys/new', lazy: () => import('./routes/survey-editor') },
          { path: 'projects/:projectId/surveys/:surveyId', lazy: () => import('./routes/survey-detail') },
          {
            path: 'projects/:projectId/surveys/:surveyId/edit',
            lazy: () => import('./routes/survey-editor'),
          },
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
