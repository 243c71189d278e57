// Every mocked endpoint: the route table, as MSW handlers shared by the dev server, Vitest and Playwright.
import type { HttpHandler } from 'msw';
import { apiHandlers } from '../http/api-handlers';
import type { Route } from '../http/route';
import { changeRequestRoutes } from './change-requests';
import { cohortActionRoutes } from './cohorts-actions';
import { copyFlagsRoutes } from './copy-flags';
import { featureFlagRoutes } from './feature-flags';
import { insightRoutes } from './insights';
import { organizationRoutes } from './organizations';
import { projectRoutes } from './projects';
import { captureHandlers, resultsRoutes } from './results';
import { scheduledChangeRoutes } from './scheduled-changes';
import { surveyDuplicateRoutes } from './survey-duplicate';
import { surveyRoutes } from './surveys';

export const routes: Route[] = [
  ...organizationRoutes,
  ...projectRoutes,
  ...surveyRoutes,
  ...surveyDuplicateRoutes,
  ...featureFlagRoutes,
  ...copyFlagsRoutes,
  ...cohortActionRoutes,
  ...scheduledChangeRoutes,
  ...resultsRoutes,
  ...changeRequestRoutes,
  ...insightRoutes,
];

export const handlers: HttpHandler[] = [...apiHandlers(routes), ...captureHandlers];
