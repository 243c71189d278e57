// POST /api/projects/:project_id/surveys/:id/duplicate_to_projects/ as SurveyViewSet.duplicate_to_projects
// answers it (products/surveys/backend/api/survey.py @ 0031b5ea; the same in posthog/api/survey.py before
// the move): scope survey:write; targets must be projects of the key owner's *current* organization
// (`user.organization`, not the source's, and not narrowed to the key's scoped projects); every copy is
// validated by the create serializer first and all are written together or none (one transaction); each
// copy drops what is project-specific and logs a "created" entry naming its source.
import { HttpResponse } from 'msw';
import type { Survey } from '@/contracts/survey';
import { mockNow } from '../clock';
import { db, recordActivity } from '../db';
import { errors, json } from '../http/errors';
import { projectFromParent, projectNestedView } from '../http/reach';
import type { Route, RouteContext } from '../http/route';
import { newUuid } from '../ids';
import { canWrite, flagKeys, newSurvey } from '../models/survey';
import { findSurvey } from '../queries';
import { cleanSurveyBody } from '../serializers/survey';
import type { StoredProject } from '../stored';

/** `datetime.now().strftime("%Y-%m-%d %H:%M:%S")` on a server whose clock is UTC (PostHog Cloud's). */
function duplicateTimestamp(): string {
  return new Date(mockNow()).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * The survey_data the action builds per target: the source's content with start/end cleared, archived
 * false, question ids removed (new ones are assigned), and the conditions without `linkedFlagVariant`,
 * `actions` and `events`. Not sent, so not copied: linked_flag_id, the targeting flag and its filters,
 * the internal flags, response sampling, and at 0031b5ea `translations` and `base_language` (PR #82779
 * adds those two later; question-level translations travel inside the questions).
 */
function copyData(source: Survey, timestamp: string): Record<string, unknown> {
  let conditions: Record<string, unknown> | null = null;
  if (source.conditions && Object.keys(source.conditions).length) {
    const {
      linkedFlagVariant: _variant,
      actions: _actions,
      events: _events,
      ...rest
    } = source.conditions as Record<string, unknown>;
    conditions = rest;
  }
  return {
    name: `${source.name} (duplicated at ${timestamp})`,
    description: source.description,
    type: source.type,
    questions: (source.questions ?? []).map((question) => {
      const { id: _id, ...rest } = question as Record<string, unknown>;
      return rest;
    }),
    appearance: source.appearance,
    conditions,
    archived: false,
    start_date: null,
    end_date: null,
    responses_limit: source.responses_limit,
    iteration_count: source.iteration_count,
    iteration_frequency_days: source.iteration_frequency_days,
    schedule: source.schedule,
    enable_partial_responses: source.enable_partial_responses,
  };
}

/**
 * `Team.objects.filter(id__in=target_team_ids, organization_id=user.organization.id)` and the count check:
 * an unknown id, another organization's project or a repeated id all give the same 400. A value Django
 * cannot read as an id raises outside the serializer: a 500.
 */
function targetProjects(ids: unknown[]): StoredProject[] {
  if (ids.some((id) => !/^\s*[-+]?\d+\s*$/.test(String(id)) || typeof id === 'boolean'))
    throw errors.server();
  const wanted = new Set(ids.map(Number));
  const found = db.projects
    .filter((project) => wanted.has(project.id) && project.organization === db.currentOrganizationId)
    .sort((a, b) => a.id - b.id);
  if (found.length !== ids.length)
    throw errors.invalid("One or more target teams not found or you don't have access to them", null);
  return found;
}

function duplicateToProjects({ params, body, key, url }: RouteContext) {
  const source = projectFromParent(params.project_id!);
  // The existence check answers a bare 404 before get_object (whose 404 has the JSON body).
  const stored = findSurvey(source.id, params.id!);
  if (!stored) return new HttpResponse(null, { status: 404 });
  if (!canWrite(stored.survey))
    throw errors.permissionDenied('You do not have editor access to this resource.');
  const ids = body?.target_team_ids;
  if (!Array.isArray(ids) || ids.length === 0)
    throw errors.invalid('target_team_ids must be a non-empty list of team IDs', null);
  const targets = targetProjects(ids);
  const timestamp = duplicateTimestamp();
  // Every copy is validated before any is written: one invalid copy writes nothing.
  const copies = targets.map((team) => {
    const context = { projectId: team.id, organizationId: team.organization, key, origin: url.origin };
    const cleaned = cleanSurveyBody(context, copyData(stored.survey, timestamp), null);
    // Survey(**validated_data) and bulk_create: no save() and no serializer create(), so the copy has no
    // internal targeting flag until its first save.
    const survey = newSurvey(newUuid(), cleaned.fields);
    survey.feature_flag_keys = flagKeys(survey);
    return { team, survey };
  });
  for (const { team, survey } of copies) {
    db.surveys.push({ projectId: team.id, survey });
    recordActivity(team.id, 'Survey', survey.id, survey.name, 'created', [
      { type: 'Survey', action: 'created', field: 'source_survey_id', before: null, after: stored.survey.id },
    ]);
  }
  return json(
    {
      created_surveys: copies.map(({ team, survey }) => ({
        team_id: team.id,
        survey_id: survey.id,
        name: survey.name,
      })),
      count: copies.length,
    },
    201,
  );
}

export const surveyDuplicateRoutes: Route[] = [
  {
    method: 'POST',
    path: '/api/projects/:project_id/surveys/:id/duplicate_to_projects',
    scope: 'survey:write',
    target: projectNestedView,
    handle: duplicateToProjects,
  },
];
