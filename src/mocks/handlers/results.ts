// The results backend in one place for the route table: the capture API (at the host root), the query
// API and the survey results endpoints, over the event store with its seeded answers.
import { configureEventStore } from '../models/events/event-store';
import { ingest } from '../models/events/capture';
import { buildSurveyEventSeed } from '../seed/survey-events';
import type { Route } from '../http/route';
import { queryRoutes } from './query';
import { surveyResultRoutes } from './survey-results';

export { captureHandlers } from './capture';

configureEventStore({ seed: buildSurveyEventSeed, ingest });

export const resultsRoutes: Route[] = [...queryRoutes, ...surveyResultRoutes];
