// How many answers each survey of a project has, counted from its stored events as
// SurveyViewSet.responses_count counts them (products/surveys/backend/api/survey.py @ 0031b5ea): the
// project's "survey sent" events since `since` (the earliest start_date of the project's surveys, which
// the caller finds), one per submission (the latest event of each $survey_submission_id, an event without
// one on its own: survey-submissions.ts), grouped by the events' $survey_id. The events decide, not the
// surveys: an id that is no survey of the project (a deleted one, or one the events name alone) counts
// as well, and a survey without answers is absent rather than 0. `exclude_archived` leaves out the
// answers whose counted event is archived (SurveyResponseArchive of the team, any survey).
import { SURVEY_EVENTS } from '@/contracts/events';
import { archivesOf, eventsOfProject, storeVersion, type StoredEvent } from './event-store';
import { submissionKey } from './survey-submissions';

export interface ResponsesCountFilter {
  /** `survey_ids`, trimmed, empties dropped; null (or empty) counts every survey id. */
  surveyIds: readonly string[] | null;
  excludeArchived: boolean;
}

/** Per survey id, the uuid of each submission's latest "survey sent" since `since`. */
type LatestBySurvey = Map<string, string[]>;

const cache = new Map<string, { version: number; latest: LatestBySurvey }>();

function latestSubmissions(projectId: number, since: number): LatestBySurvey {
  const key = `${projectId}|${since}`;
  const version = storeVersion();
  const hit = cache.get(key);
  if (hit?.version === version) return hit.latest;
  // argMax(uuid, timestamp) per submission; of equal times the later stored, as latest() chooses.
  const groups = new Map<string, StoredEvent>();
  for (const event of eventsOfProject(projectId)) {
    if (event.event !== SURVEY_EVENTS.sent || event.timestamp < since) continue;
    const surveyId = event.properties.$survey_id;
    // The demo indexes survey events by a text $survey_id; one without it names no survey to count.
    if (typeof surveyId !== 'string' || !surveyId) continue;
    const group = `${surveyId}\u0000${submissionKey(event)}`;
    const best = groups.get(group);
    if (!best || event.timestamp >= best.timestamp) groups.set(group, event);
  }
  const latest: LatestBySurvey = new Map();
  for (const event of groups.values()) {
    const surveyId = event.properties.$survey_id as string;
    const uuids = latest.get(surveyId);
    if (uuids) uuids.push(event.uuid);
    else latest.set(surveyId, [event.uuid]);
  }
  if (cache.size > 50) cache.clear();
  cache.set(key, { version, latest });
  return latest;
}

/** `{ [surveyId]: count }` of the project's answers since `since`, only ids with at least one. */
export function responsesCounts(
  projectId: number,
  since: number,
  filter: ResponsesCountFilter,
): Record<string, number> {
  const only = filter.surveyIds?.length ? new Set(filter.surveyIds) : null;
  const archived = filter.excludeArchived
    ? new Set(archivesOf(projectId, null).map((row) => row.uuid))
    : null;
  const counts: Record<string, number> = {};
  for (const [surveyId, uuids] of latestSubmissions(projectId, since)) {
    if (only && !only.has(surveyId)) continue;
    const count = archived ? uuids.filter((uuid) => !archived.has(uuid)).length : uuids.length;
    if (count > 0) counts[surveyId] = count;
  }
  return counts;
}
