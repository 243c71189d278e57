// Every mocked endpoint: one router handler for /api/* shared by the dev server, Vitest and Playwright.
import type { HttpHandler } from 'msw';
import { featureFlagRoutes } from './feature-flags';
import { organizationRoutes } from './organizations';
import { projectRoutes } from './projects';
import { createApiHandler } from './router';
import { surveyRoutes } from './surveys';

export const handlers: HttpHandler[] = [
  createApiHandler([...organizationRoutes, ...projectRoutes, ...surveyRoutes, ...featureFlagRoutes]),
];
