// The results backend in one place for the route table: the capture API (at the host root), the query
// API and the survey results endpoints. Their answers read the event store, which loads with its seeded
// answers on the first such request (models/events/load-events.ts).
import type { Route } from '../http/route';
import { queryRoutes } from './query';
import { surveyResultRoutes } from './survey-results';

export { captureHandlers } from './capture';

export const resultsRoutes: Route[] = [...queryRoutes, ...surveyResultRoutes];
