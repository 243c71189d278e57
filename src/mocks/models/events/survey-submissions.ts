// One answer, however many "survey sent" events it took: newer clients send one per answered question
// (with partial responses on), each carrying the same $survey_submission_id. The server keeps the latest
// event of each submission (argMax(uuid, timestamp)); events without a submission id (older clients) are
// each their own answer. posthog/models/surveys/util.py @ f0b67f32 (filter_survey_sent_events_by_unique_
// submission, get_unique_survey_event_uuids_sql_subquery), products/surveys/backend/responses/
// fetch_rows.py @ 1023e842 (SUBMISSION_GROUPING_KEY).
import { SURVEY_EVENTS } from '@/contracts/events';
import { eventsOfSurvey, storeVersion, type StoredEvent } from './event-store';

/** `if(coalesce($survey_submission_id, '') = '', toString(uuid), $survey_submission_id)`. */
export function submissionKey(event: StoredEvent): string {
  const id = event.properties.$survey_submission_id;
  if (id === undefined || id === null || id === '') return `uuid:${event.uuid}`;
  return `id:${typeof id === 'string' ? id : JSON.stringify(id)}`;
}

/** The survey's "survey sent" events in [from, to] (either end open), grouped by submission. */
export function submissionsOf(surveyId: string, from: number | null, to: number | null): StoredEvent[][] {
  const groups = new Map<string, StoredEvent[]>();
  for (const event of eventsOfSurvey(surveyId)) {
    if (event.event !== SURVEY_EVENTS.sent) continue;
    if ((from !== null && event.timestamp < from) || (to !== null && event.timestamp > to)) continue;
    const key = submissionKey(event);
    const group = groups.get(key);
    if (group) group.push(event);
    else groups.set(key, [event]);
  }
  return [...groups.values()];
}

/** argMax(x, timestamp): the latest; of equal times the later stored. */
export function latest(events: readonly StoredEvent[]): StoredEvent {
  let best = events[0]!;
  for (const event of events) if (event.timestamp >= best.timestamp) best = event;
  return best;
}

const cache = new Map<string, { version: number; uuids: Set<string> }>();

/** uniqueSurveySubmissionsFilter(survey_id[, from, to]): the uuids of each submission's latest event. */
export function latestSubmissionUuids(surveyId: string, from: number | null, to: number | null): Set<string> {
  const key = `${surveyId}|${from}|${to}`;
  const version = storeVersion();
  const hit = cache.get(key);
  if (hit && hit.version === version) return hit.uuids;
  const uuids = new Set(submissionsOf(surveyId, from, to).map((group) => latest(group).uuid));
  if (cache.size > 200) cache.clear();
  cache.set(key, { version, uuids });
  return uuids;
}
