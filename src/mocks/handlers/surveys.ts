// /api/projects/:project_id/surveys/ and its actions (SurveyViewSet, products/surveys/backend/api/survey.py
// @ 0031b5ea): the routes. Validation is the serializer's (serializers/survey.ts), what a save derives is
// the model's (models/survey.ts).
import type { ActivityChange } from '@/contracts/common';
import type { Survey } from '@/contracts/survey';
import { MAX_SEARCH_LENGTH } from '@/contracts/survey-facts';
import { mockNow, mockNowIso } from '../clock';
import { db, nextFlagId, recordActivity } from '../db';
import type { StoredSurvey } from '../stored';
import { assertFeatureFlagWrite } from '../http/auth';
import { errors, json, noContent } from '../http/errors';
import { paginate, paginateByPage } from '../http/pagination';
import { projectFromParent, projectNestedView } from '../http/reach';
import type { Route, RouteContext } from '../http/route';
import { newUuid } from '../ids';
import { gateSurveyLaunch } from '../models/flags/approval-gates';
import { loadEvents } from '../models/events/load-events';
import {
  applyTargeting,
  canRead,
  canWrite,
  changesBetween,
  flagForLog,
  newSurvey,
  preSave,
  reanchorOnResume,
  syncFlags,
} from '../models/survey';
import { findSurvey, surveysOf } from '../queries';
import { cleanSurveyBody } from '../serializers/survey';
import type { Cleaned, WriteContext } from '../serializers/survey-context';
import { surveyReadAnswer, surveyWriteAnswer } from '../serializers/survey-read';
import { normalizeSearchTerm, searchSurveys } from '../serializers/survey-search';
import { beforeSave } from '../serializers/survey-validate';

/** A survey the API shows, or DRF's 404. */
function surveyOr404(projectId: number, id: string): StoredSurvey {
  const stored = findSurvey(projectId, id);
  if (!stored) throw errors.notFound();
  return stored;
}

/**
 * A survey the demo user may read: AccessControlPermission.has_object_permission (posthog/permissions.py)
 * asks "viewer" of the object for a read (test_survey_activity_respects_access_control @ 0031b5ea: 403 to
 * the survey and to its activity).
 */
function readableOr403(projectId: number, id: string): StoredSurvey {
  const stored = surveyOr404(projectId, id);
  if (!canRead(stored.survey))
    throw errors.permissionDenied('You do not have viewer access to this resource.');
  return stored;
}

/**
 * A survey the demo user may write, checked as get_object checks object permissions: after the 404, before
 * anything else. AccessControlPermission.has_object_permission (posthog/permissions.py) answers a write
 * without "editor" on the object with this message.
 */
function writableOr403(projectId: number, id: string): StoredSurvey {
  const stored = surveyOr404(projectId, id);
  if (!canWrite(stored.survey))
    throw errors.permissionDenied('You do not have editor access to this resource.');
  return stored;
}

/** The write's context: the project (and its organization), the key and the site URL for messages. */
function writeContext({ params, key, url }: RouteContext): WriteContext & { project: { id: number } } {
  const project = projectFromParent(params.project_id!);
  return { project, projectId: project.id, organizationId: project.organization, key, origin: url.origin };
}

/**
 * The list (safely_get_queryset, filter_queryset): the surveys the user may see (the access-level filter
 * leaves out "none"), newest first; with `search`, the matches best first, each with its
 * `search_match_type` (serializers/survey-search.ts). A search longer than MAX_SEARCH_LENGTH is a 400 on
 * `search`; a blank one (once NUL bytes and spaces are gone) lists everything.
 */
function list({ params, url }: RouteContext) {
  const project = projectFromParent(params.project_id!);
  const rawSearch = url.searchParams.get('search');
  if (rawSearch && [...rawSearch].length > MAX_SEARCH_LENGTH) {
    throw errors.invalid(`Search query must be ${MAX_SEARCH_LENGTH} characters or fewer.`, 'search');
  }
  const search = rawSearch ? normalizeSearchTerm(rawSearch) : '';
  const archivedParam = url.searchParams.get('archived')?.toLowerCase();
  const archived =
    archivedParam === 'true' || archivedParam === '1'
      ? 'true'
      : archivedParam === 'false' || archivedParam === '0'
        ? 'false'
        : null;
  const type = url.searchParams.get('type');
  const ids = url.searchParams
    .get('ids')
    ?.split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const surveys = surveysOf(project.id)
    .map((stored) => stored.survey)
    .filter(canRead)
    .filter((survey) => !ids || ids.includes(survey.id))
    .filter((survey) => archived === null || String(Boolean(survey.archived)) === archived)
    .filter((survey) => !type || survey.type === type);
  const rows = search
    ? searchSurveys(surveys, search).map(({ survey, matchType }) =>
        surveyReadAnswer(project.id, survey, matchType),
      )
    : surveys
        .sort((a, b) => (b.created_at ?? '').localeCompare(a.created_at ?? ''))
        .map((survey) => surveyReadAnswer(project.id, survey));
  return json(paginate(rows, url));
}

/**
 * SurveySerializerCreateUpdateOnly.create: a targeting flag made from the filters starts inactive, the
 * model's pre-save hook runs, then the internal flags are made (the targeting flag is not synced).
 */
function create(routeContext: RouteContext) {
  const context = writeContext(routeContext);
  const { projectId } = context;
  const cleaned = cleanSurveyBody(context, routeContext.body ?? {}, null);
  beforeSave(context, null, cleaned);
  const survey = newSurvey(newUuid(), cleaned.fields);
  applyTargeting(survey, projectId, cleaned, nextFlagId, false);
  preSave(survey);
  syncFlags(survey, projectId, nextFlagId, { syncTargeting: false });
  db.surveys.push({ projectId, survey });
  recordActivity(projectId, 'Survey', survey.id, survey.name, 'created');
  return json(surveyWriteAnswer(projectId, survey), 201);
}

/**
 * The changes the update logs by hand before changes_between's (SurveySerializerCreateUpdateOnly.update):
 * a removed targeting flag (the generic walk cannot follow a deleted foreign key) and the targeting
 * filters, `changed` from the flag's own or `created` with a new flag.
 */
function targetingChanges(before: Survey, cleaned: Cleaned): ActivityChange[] {
  const changes: ActivityChange[] = [];
  let flag = before.targeting_flag ?? null;
  if (cleaned.removeTargeting && flag) {
    changes.push({
      type: 'Survey',
      action: 'deleted',
      field: 'targeting_flag',
      before: flagForLog(flag),
      after: null,
    });
    flag = null;
  }
  if (cleaned.targetingFilters)
    changes.push(
      flag
        ? {
            type: 'Survey',
            action: 'changed',
            field: 'targeting_flag_filters',
            before: flag.filters ?? null,
            after: cleaned.targetingFilters,
          }
        : {
            type: 'Survey',
            action: 'created',
            field: 'targeting_flag_filters',
            before: null,
            after: cleaned.targetingFilters,
          },
    );
  return changes;
}

/**
 * PATCH (SurveySerializerCreateUpdateOnly.update): validate; change the targeting flag (its name and
 * `active` from the survey as it was); apply and save (pre-save hook); log `updated` with the hand-made
 * targeting changes followed by changes_between(before, after) over every model field (nothing logged
 * when nothing changed: log_activity skips an `updated` without changes); re-anchor a resumed recurring
 * survey; then sync the flags, which the log therefore does not see.
 */
function update(routeContext: RouteContext) {
  const context = writeContext(routeContext);
  const { projectId } = context;
  const stored = writableOr403(projectId, routeContext.params.id!);
  const before = structuredClone(stored.survey);
  const cleaned = cleanSurveyBody(context, routeContext.body ?? {}, stored.survey);
  // Launching a draft may need an approval (survey.launch policy): a 409 before anything is saved.
  gateSurveyLaunch(
    projectFromParent(String(projectId)),
    routeContext.key,
    stored.survey,
    routeContext.body ?? {},
  );
  beforeSave(context, stored.survey, cleaned);
  applyTargeting(stored.survey, projectId, cleaned, nextFlagId);
  Object.assign(stored.survey, cleaned.fields);
  preSave(stored.survey);
  // A removed flag is gone by the time the generic walk reads it: it sees no flag on either side.
  const changes = [
    ...targetingChanges(before, cleaned),
    ...changesBetween(cleaned.removeTargeting ? { ...before, targeting_flag: null } : before, stored.survey),
  ];
  if (changes.length)
    recordActivity(projectId, 'Survey', stored.survey.id, stored.survey.name, 'updated', changes);
  reanchorOnResume(before, stored.survey);
  syncFlags(stored.survey, projectId, nextFlagId);
  return json(surveyWriteAnswer(projectId, stored.survey));
}

/** SurveyViewSet.destroy: deleting a survey that has a targeting flag deletes the flag too, so needs feature_flag:write. */
function destroy(routeContext: RouteContext) {
  const context = writeContext(routeContext);
  const stored = writableOr403(context.projectId, routeContext.params.id!);
  if (stored.survey.targeting_flag) assertFeatureFlagWrite(context.key, context.origin);
  db.surveys = db.surveys.filter((candidate) => candidate !== stored);
  recordActivity(context.projectId, 'Survey', stored.survey.id, stored.survey.name, 'deleted');
  return noContent();
}

/**
 * SurveyViewSet.responses_count (products/surveys/backend/api/survey.py @ 0031b5ea): counted from the
 * project's stored "survey sent" events (models/survey-responses-count.ts) since the earliest start_date
 * of the project's surveys (Survey.objects of the project: archived ones and product tours' included); {}
 * when none has one. `survey_ids` is split on commas and trimmed, an empty one counts every id;
 * `exclude_archived=true` (any case) leaves out archived answers.
 */
async function responsesCount({ params, url }: RouteContext) {
  const { responsesCounts } = await loadEvents();
  const project = projectFromParent(params.project_id!);
  const starts = db.surveys
    .filter((stored) => stored.projectId === project.id && stored.survey.start_date)
    .map((stored) => Date.parse(stored.survey.start_date!))
    .filter(Number.isFinite);
  if (!starts.length) return json({});
  const surveyIds = (url.searchParams.get('survey_ids') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const excludeArchived = (url.searchParams.get('exclude_archived') ?? 'false').toLowerCase() === 'true';
  return json(responsesCounts(project.id, Math.min(...starts), { surveyIds, excludeArchived }));
}

/**
 * The launch and stop actions (launch_survey / stop_survey of the surveys backend, products/surveys/backend):
 * they write only start_date or end_date, with none of PATCH's flag sync, and log the one change. Launching
 * a survey that already started, or stopping one that already ended, changes nothing.
 */
function lifecycle(kind: 'launch' | 'stop') {
  return (routeContext: RouteContext) => {
    const { projectId } = writeContext(routeContext);
    const stored = writableOr403(projectId, routeContext.params.id!);
    const { survey } = stored;
    const now = mockNow();
    const passed = (date: string | null | undefined) => Boolean(date) && Date.parse(date!) <= now;
    if (kind === 'launch') {
      // The action is gated too (a survey.launch policy): reaching it is the launch intent.
      gateSurveyLaunch(projectFromParent(String(projectId)), routeContext.key, survey, null);
      if (survey.archived)
        throw errors.invalid('Cannot launch an archived survey. Unarchive it first.', null);
      if (passed(survey.end_date))
        throw errors.invalid(
          'Cannot launch a survey with end_date in the past. Extend the end_date first.',
          null,
        );
      if (passed(survey.start_date)) return json(surveyReadAnswer(projectId, survey));
    } else {
      if (survey.archived)
        throw errors.invalid('Cannot stop an archived survey. Unarchive it first if needed.', null);
      if (passed(survey.end_date)) return json(surveyReadAnswer(projectId, survey));
    }
    const field = kind === 'launch' ? 'start_date' : 'end_date';
    const before = survey[field] ?? null;
    survey[field] = mockNowIso();
    recordActivity(projectId, 'Survey', survey.id, survey.name, kind === 'launch' ? 'launched' : 'stopped', [
      { type: 'Survey', action: 'changed', field, before, after: survey[field] },
    ]);
    return json(surveyReadAnswer(projectId, survey));
  };
}

function activity({ params, url }: RouteContext) {
  const project = projectFromParent(params.project_id!);
  const surveyId = params.id;
  if (surveyId) readableOr403(project.id, surveyId);
  const entries = db.activity
    .filter(
      (item) =>
        item.projectId === project.id &&
        item.scope === 'Survey' &&
        (!surveyId || item.entry.item_id === surveyId),
    )
    .map((item) => item.entry);
  return json(paginateByPage(entries, url));
}

const BASE = '/api/projects/:project_id/surveys';
const target = projectNestedView;

export const surveyRoutes: Route[] = [
  { method: 'GET', path: BASE, scope: 'survey:read', target, handle: list },
  { method: 'POST', path: BASE, scope: 'survey:write', target, handle: create },
  { method: 'GET', path: `${BASE}/responses_count`, scope: 'survey:read', target, handle: responsesCount },
  { method: 'GET', path: `${BASE}/activity`, scope: 'activity_log:read', target, handle: activity },
  {
    method: 'GET',
    path: `${BASE}/:id`,
    scope: 'survey:read',
    target,
    handle: ({ params }) => {
      const projectId = projectFromParent(params.project_id!).id;
      return json(surveyReadAnswer(projectId, readableOr403(projectId, params.id!).survey));
    },
  },
  { method: 'PATCH', path: `${BASE}/:id`, scope: 'survey:write', target, handle: update },
  { method: 'DELETE', path: `${BASE}/:id`, scope: 'survey:write', target, handle: destroy },
  { method: 'GET', path: `${BASE}/:id/activity`, scope: 'activity_log:read', target, handle: activity },
  { method: 'POST', path: `${BASE}/:id/launch`, scope: 'survey:write', target, handle: lifecycle('launch') },
  { method: 'POST', path: `${BASE}/:id/stop`, scope: 'survey:write', target, handle: lifecycle('stop') },
];
