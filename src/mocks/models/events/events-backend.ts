// The demo backend's events in one module, loaded on the first request that reads or writes them (the
// capture API, queries, a survey's results, responses_count): the event store, its seed, the HogQL subset
// and the results' arithmetic are a fifth of the demo's code, and the first screen (the projects) needs
// none of it. Loading this module wires the seed and the capture ingestion into the store.
import { buildSurveyEventSeed } from '../../seed/survey-events';
import { ingest } from './capture';
import { configureEventStore } from './event-store';

configureEventStore({ seed: buildSurveyEventSeed, ingest });

export { capture, CaptureError, parseCaptureRequest } from './capture';
export { archivesOf, setArchived } from './event-store';
export { runEventsQuery } from './events-query';
export { HogqlError } from './hogql/parse';
export { responsesCounts } from './survey-responses-count';
export { clampToSurvey, parseDateRange, responseRows, surveyStats } from './survey-results';
