// Survey results computed from the events, with the server's quirks: stats count shown / dismissed /
// sent (one "sent" per submission, partial dismissals left out) and unique persons, never excluding test
// users (products/surveys/backend/responses/stats.py @ 7846bd9e); response rows merge a submission's
// events, the latest non-empty answer per question winning, answers read as getSurveyResponse reads them
// (text only: a multiple choice's list is not text, so it is absent from the rows), no language, no
// person properties (products/surveys/backend/responses/fetch_rows.py @ 1023e842).
import { SURVEY_EVENTS } from '@/contracts/events';
import type { Survey } from '@/contracts/survey';
import { errors } from '../../http/errors';
import { archivesOf, eventsOfSurvey, type StoredEvent } from './event-store';
import { hogqlText } from './hogql/compile';
import { latest, submissionKey, submissionsOf } from './survey-submissions';
import { pythonUtcZ } from '../zoned-time';

type EventName = (typeof SURVEY_EVENTS)[keyof typeof SURVEY_EVENTS];
const NAMES: EventName[] = [SURVEY_EVENTS.shown, SURVEY_EVENTS.dismissed, SURVEY_EVENTS.sent];

/** Python's datetime.fromisoformat (3.11) for what clients send: a date, or a time with or without zone. */
function fromIsoformat(text: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}([T ]\d{2}(:\d{2}(:\d{2}(\.\d{1,6})?)?)?)?(Z|[+-]\d{2}(:?\d{2})?)?$/.test(text))
    return null;
  const normalized = text.replace(' ', 'T');
  // A naive value is read in the server's zone, UTC.
  const parsed = Date.parse(
    /(Z|[+-]\d{2}:?\d{2}|[+-]\d{2})$/.test(normalized) || normalized.length === 10
      ? normalized
      : `${normalized}Z`,
  );
  return Number.isFinite(parsed) ? parsed : null;
}

/** validate_and_parse_dates: the REST views answer its ValueError as a 400. */
export function parseDateRange(
  dateFrom: string | null,
  dateTo: string | null,
): [number | null, number | null] {
  const from = dateFrom ? fromIsoformat(dateFrom) : null;
  const to = dateTo ? fromIsoformat(dateTo) : null;
  if ((dateFrom && from === null) || (dateTo && to === null))
    throw errors.invalid(
      'Invalid date format. Please use ISO 8601 format with timezone info (e.g. 2024-01-01T00:00:00Z or 2024-01-01T00:00:00+00:00)',
      null,
    );
  if (from !== null && to !== null && from > to)
    throw errors.invalid('date_from must be before date_to', null);
  return [from, to];
}

interface EventStats {
  total_count: number;
  unique_persons: number;
  first_seen: string | null;
  last_seen: string | null;
  unique_persons_only_seen: number;
  total_count_only_seen: number;
}

const emptyStats = (): EventStats => ({
  total_count: 0,
  unique_persons: 0,
  first_seen: null,
  last_seen: null,
  unique_persons_only_seen: 0,
  total_count_only_seen: 0,
});

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * get_survey_stats over `surveyIds`' events in [from, to]: one survey (with its archived answers left out
 * when asked) or a project's non-archived surveys.
 */
export function surveyStats(
  projectId: number,
  surveyIds: string[],
  from: number | null,
  to: number | null,
  excludeArchived: boolean,
) {
  const archived = new Set(
    excludeArchived && surveyIds.length === 1
      ? archivesOf(projectId, surveyIds[0]!).map((row) => row.uuid)
      : [],
  );
  const inRange = (event: StoredEvent) =>
    event.projectId === projectId &&
    (from === null || event.timestamp >= from) &&
    (to === null || event.timestamp <= to) &&
    !archived.has(event.uuid);
  // Partially completed submissions carry a synthetic "survey dismissed": not a dismissal.
  const counted = (event: StoredEvent) =>
    event.event !== SURVEY_EVENTS.dismissed ||
    hogqlText(event.properties.$survey_partially_completed) !== 'true';
  const events = surveyIds
    .flatMap((id) => eventsOfSurvey(id))
    .filter((event) => inRange(event) && counted(event));
  // Of the "survey sent" events in the range, only the latest of each submission counts.
  const latestSent = new Set(
    surveyIds
      .flatMap((id) => submissionsOf(id, from, to))
      .map((group) => group.filter((event) => event.projectId === projectId))
      .filter((group) => group.length)
      .map((group) => latest(group).uuid),
  );
  const stats: Record<EventName, EventStats> = {
    [SURVEY_EVENTS.shown]: emptyStats(),
    [SURVEY_EVENTS.dismissed]: emptyStats(),
    [SURVEY_EVENTS.sent]: emptyStats(),
  };
  const persons = new Map<EventName, Set<string>>(NAMES.map((name) => [name, new Set()]));
  const bounds = new Map<EventName, [number, number]>();
  for (const event of events) {
    const name = event.event as EventName;
    if (!NAMES.includes(name)) continue;
    if (name === SURVEY_EVENTS.sent && !latestSent.has(event.uuid)) continue;
    stats[name].total_count += 1;
    persons.get(name)!.add(event.personId);
    const known = bounds.get(name);
    bounds.set(
      name,
      known
        ? [Math.min(known[0], event.timestamp), Math.max(known[1], event.timestamp)]
        : [event.timestamp, event.timestamp],
    );
  }
  for (const name of NAMES) {
    stats[name].unique_persons = persons.get(name)!.size;
    const known = bounds.get(name);
    if (known) [stats[name].first_seen, stats[name].last_seen] = [pythonUtcZ(known[0]), pythonUtcZ(known[1])];
  }
  // Persons who both dismissed and sent count as responders only (the second query of get_survey_stats,
  // which reads every "survey sent", not only each submission's latest).
  const sentPersons = new Set(
    events.filter((event) => event.event === SURVEY_EVENTS.sent).map((event) => event.personId),
  );
  const both = [...persons.get(SURVEY_EVENTS.dismissed)!].filter((person) => sentPersons.has(person)).length;
  const dismissed = stats[SURVEY_EVENTS.dismissed];
  dismissed.unique_persons = Math.max(0, dismissed.unique_persons - both);
  const shown = stats[SURVEY_EVENTS.shown];
  const sent = stats[SURVEY_EVENTS.sent];
  shown.unique_persons_only_seen = Math.max(
    0,
    shown.unique_persons - dismissed.unique_persons - sent.unique_persons,
  );
  shown.total_count_only_seen = Math.max(0, shown.total_count - dismissed.total_count - sent.total_count);
  const rates = {
    response_rate: 0,
    dismissal_rate: 0,
    unique_users_response_rate: 0,
    unique_users_dismissal_rate: 0,
  };
  if (shown.total_count > 0) {
    rates.response_rate = round2((sent.total_count / shown.total_count) * 100);
    rates.dismissal_rate = round2((dismissed.total_count / shown.total_count) * 100);
    rates.unique_users_response_rate = round2((sent.unique_persons / shown.unique_persons) * 100);
    rates.unique_users_dismissal_rate = round2((dismissed.unique_persons / shown.unique_persons) * 100);
  }
  return { stats, rates };
}

/** For one survey, get_survey_stats clamps the range to the survey's own run. */
export function clampToSurvey(
  survey: Survey,
  from: number | null,
  to: number | null,
): [number | null, number | null] {
  const startText = survey.start_date ?? survey.created_at;
  const start = startText ? Date.parse(startText) : NaN;
  const end = survey.end_date ? Date.parse(survey.end_date) : NaN;
  return [
    Number.isFinite(start) ? Math.max(from ?? start, start) : from,
    Number.isFinite(end) ? Math.min(to ?? end, end) : to,
  ];
}

export interface ResponseFilters {
  since: number | null;
  until: number | null;
  questionId: string | null;
  scoreLte: number | null;
  scoreGte: number | null;
  limit: number;
  offset: number;
  excludeArchived: boolean;
}

/** getSurveyResponse(index, id) for one event: the id-based key, else the index-based one, text only. */
function answerOf(event: StoredEvent, index: number, id: string): string | null {
  const questions = event.properties.$survey_questions;
  const fallbackId = Array.isArray(questions)
    ? (questions[index] as { id?: unknown } | undefined)?.id
    : undefined;
  const byId =
    event.properties[`$survey_response_${id || (typeof fallbackId === 'string' ? fallbackId : '')}`];
  const byIndex = event.properties[index === 0 ? '$survey_response' : `$survey_response_${index}`];
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  return text(byId) ?? text(byIndex);
}

const META: [string, string][] = [
  ['device_type', '$device_type'],
  ['browser', '$browser'],
  ['os', '$os'],
  ['geoip_country_code', '$geoip_country_code'],
  ['geoip_country_name', '$geoip_country_name'],
  ['geoip_city_name', '$geoip_city_name'],
  ['current_url', '$current_url'],
  ['iteration', '$survey_iteration'],
];

/** The latest non-null value of a column over a submission's events (argMax, which skips NULLs). */
function latestValue(events: StoredEvent[], read: (event: StoredEvent) => unknown): unknown {
  let best: { at: number; value: unknown } | null = null;
  for (const event of events) {
    const value = read(event);
    if (value !== null && value !== undefined && (!best || event.timestamp >= best.at))
      best = { at: event.timestamp, value };
  }
  return best?.value ?? null;
}

/** fetch_response_rows: one row per submission, newest first, with `has_more`. */
export function responseRows(projectId: number, survey: Survey, filters: ResponseFilters, now: number) {
  if ((filters.scoreLte !== null || filters.scoreGte !== null) && !filters.questionId)
    throw errors.invalid('score_lte / score_gte require question_id', null);
  const questions = ((survey.questions ?? []) as Record<string, unknown>[]).map((question, index) => ({
    id: typeof question.id === 'string' ? question.id : '',
    index,
    text: typeof question.question === 'string' ? question.question : '',
    type: typeof question.type === 'string' ? question.type : 'open',
  }));
  const inScope = questions.filter((question) => !filters.questionId || question.id === filters.questionId);
  if (filters.questionId && !inScope.length) return { results: [], has_more: false };
  const start = filters.since ?? Date.parse(survey.start_date ?? survey.created_at ?? '');
  const end = filters.until ?? (survey.end_date ? Date.parse(survey.end_date) : now);
  const archived = new Set(
    filters.excludeArchived ? archivesOf(projectId, survey.id).map((row) => row.uuid) : [],
  );
  const rows = submissionsOf(survey.id, Number.isFinite(start) ? start : null, end)
    .map((group) => group.filter((event) => event.projectId === projectId))
    .filter((group) => group.length)
    .map((group) => {
      const last = latest(group);
      const answers = inScope.map((question) => ({
        question,
        answer: latestValue(group, (event) => answerOf(event, question.index, question.id)) as string | null,
      }));
      const extra: Record<string, unknown> = {};
      for (const [name, key] of META) {
        const value = latestValue(group, (event) => hogqlText(event.properties[key]));
        extra[name] = value === '' ? null : value;
      }
      const session = latestValue(group, (event) => hogqlText(event.properties.$session_id));
      return { last, answers, extra, session: session ? String(session) : null, key: submissionKey(last) };
    })
    .filter(({ answers, last }) => {
      if (archived.has(last.uuid)) return false;
      if (!filters.questionId) return true;
      const target = answers.find(({ question }) => question.id === filters.questionId)?.answer ?? '';
      if (!target.trim()) return false;
      const score = Number(target);
      if (filters.scoreLte !== null && !(Number.isFinite(score) && score <= filters.scoreLte)) return false;
      if (filters.scoreGte !== null && !(Number.isFinite(score) && score >= filters.scoreGte)) return false;
      return true;
    })
    .sort((a, b) => b.last.timestamp - a.last.timestamp);
  const page = rows.slice(filters.offset, filters.offset + filters.limit + 1);
  return {
    results: page.slice(0, filters.limit).map(({ last, answers, extra, session }) => ({
      uuid: last.uuid,
      distinct_id: last.distinct_id,
      session_id: session,
      submitted_at: pythonUtcZ(last.timestamp),
      answers: answers
        .filter(({ answer }) => answer !== null && answer !== '')
        .map(({ question, answer }) => ({
          question_id: question.id,
          question_index: question.index,
          question_text: question.text,
          question_type: question.type,
          answer,
        })),
      extra,
    })),
    has_more: page.length > filters.limit,
  };
}
