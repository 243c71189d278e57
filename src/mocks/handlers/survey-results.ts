// A survey's results, computed from the events (models/survey-results.ts): stats of one survey and of the
// project, response rows merged per submission, and archiving one answer (SurveyViewSet's survey_stats,
// global_stats, archive_response, unarchive_response and archived_response_uuids actions,
// products/surveys/backend/api/survey.py @ 0031b5ea; the responses action's rows from
// products/surveys/backend/responses/fetch_rows.py @ 1023e842, its scopes survey:read and query:read).
import { mockNow } from '../clock';
import { db, recordActivity } from '../db';
import { errors, json, MockHttpError } from '../http/errors';
import { requireScope } from '../http/auth';
import { projectFromParent, projectNestedView } from '../http/reach';
import type { Route, RouteContext } from '../http/route';
import { loadEvents } from '../models/events/load-events';
import { throttleRest } from '../models/events/query-budget';
import { canWrite } from '../models/survey';
import { findSurvey } from '../queries';

const UUID =
  /^(urn:uuid:)?\{?([0-9a-f]{8})-?([0-9a-f]{4})-?([0-9a-f]{4})-?([0-9a-f]{4})-?([0-9a-f]{12})\}?$/i;

function surveyOf({ params, key }: RouteContext) {
  throttleRest(key.name);
  const project = projectFromParent(params.project_id!);
  const stored = findSurvey(project.id, params.id!);
  if (!stored) throw errors.notFound();
  return { project, survey: stored.survey };
}

const flag = (value: string | null) => (value ?? 'false').toLowerCase() === 'true';

async function stats(context: RouteContext) {
  const { clampToSurvey, parseDateRange, surveyStats } = await loadEvents();
  const { project, survey } = surveyOf(context);
  const query = context.url.searchParams;
  const [from, to] = clampToSurvey(survey, ...parseDateRange(query.get('date_from'), query.get('date_to')));
  const result = surveyStats(project.id, [survey.id], from, to, flag(query.get('exclude_archived')));
  return json({
    ...result,
    survey_id: context.params.id,
    start_date: survey.start_date ?? null,
    end_date: survey.end_date ?? null,
  });
}

/** Stats across the project's non-archived surveys (product tours' included: the view reads the model). */
async function globalStats({ params, url, key }: RouteContext) {
  const { parseDateRange, surveyStats } = await loadEvents();
  throttleRest(key.name);
  const project = projectFromParent(params.project_id!);
  const [from, to] = parseDateRange(url.searchParams.get('date_from'), url.searchParams.get('date_to'));
  const ids = db.surveys
    .filter((stored) => stored.projectId === project.id && !stored.survey.archived)
    .map((stored) => stored.survey.id);
  if (!ids.length)
    return json({
      stats: {},
      rates: {
        response_rate: 0,
        dismissal_rate: 0,
        unique_users_response_rate: 0,
        unique_users_dismissal_rate: 0,
      },
    });
  return json(surveyStats(project.id, ids, from, to, false));
}

function number(query: URLSearchParams, name: string): number | null {
  const raw = query.get(name);
  if (raw === null || raw === '') return null;
  const value = Number(raw);
  if (!Number.isFinite(value)) throw errors.invalid(`A valid number is required.`, name);
  return value;
}

async function responses(context: RouteContext) {
  const { parseDateRange, responseRows } = await loadEvents();
  const { project, survey } = surveyOf(context);
  requireScope(context.key, 'query:read');
  const query = context.url.searchParams;
  const [since, until] = parseDateRange(query.get('since'), query.get('until'));
  const limit = number(query, 'limit');
  const offset = number(query, 'offset');
  const filters = {
    since,
    until,
    questionId: query.get('question_id') || null,
    scoreLte: number(query, 'score_lte'),
    scoreGte: number(query, 'score_gte'),
    limit: limit !== null && limit > 0 ? Math.min(Math.floor(limit), 500) : 100,
    offset: offset !== null && offset > 0 ? Math.floor(offset) : 0,
    excludeArchived: flag(query.get('exclude_archived')),
  };
  const page = responseRows(project.id, survey, filters, mockNow());
  return json({ ...page, limit: filters.limit, offset: filters.offset });
}

async function archivedUuids(context: RouteContext) {
  const { archivesOf } = await loadEvents();
  const { project, survey } = surveyOf(context);
  return json(archivesOf(project.id, survey.id).map((row) => row.uuid));
}

/** archive_response / unarchive_response: object permission first, then the uuid, then the row. */
function archive(archived: boolean) {
  return async (context: RouteContext) => {
    const { setArchived } = await loadEvents();
    const { project, survey } = surveyOf(context);
    if (!canWrite(survey)) throw errors.permissionDenied('You do not have editor access to this resource.');
    const match = UUID.exec(context.params.response_uuid ?? '');
    // The view answers a bare {"detail"} here, not the error envelope.
    if (!match) throw new MockHttpError(400, { detail: 'Invalid UUID format' });
    const uuid = match.slice(2).join('-').toLowerCase();
    if (setArchived({ projectId: project.id, surveyId: survey.id, uuid }, archived))
      recordActivity(
        project.id,
        'Survey',
        survey.id,
        `Response ${uuid}`,
        archived ? 'response_archived' : 'response_unarchived',
      );
    // Response(status.HTTP_200_OK): the status code is the body.
    return json(200);
  };
}

const BASE = '/api/projects/:project_id/surveys';
const target = projectNestedView;

export const surveyResultRoutes: Route[] = [
  { method: 'GET', path: `${BASE}/stats`, scope: 'survey:read', target, handle: globalStats },
  { method: 'GET', path: `${BASE}/:id/stats`, scope: 'survey:read', target, handle: stats },
  { method: 'GET', path: `${BASE}/:id/responses`, scope: 'survey:read', target, handle: responses },
  {
    method: 'GET',
    path: `${BASE}/:id/archived-response-uuids`,
    scope: 'survey:read',
    target,
    handle: archivedUuids,
  },
  {
    method: 'POST',
    path: `${BASE}/:id/responses/:response_uuid/archive`,
    scope: 'survey:write',
    target,
    handle: archive(true),
  },
  {
    method: 'POST',
    path: `${BASE}/:id/responses/:response_uuid/unarchive`,
    scope: 'survey:write',
    target,
    handle: archive(false),
  },
];
