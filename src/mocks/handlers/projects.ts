// /api/organizations/:organization_id/projects/ and /api/projects/ (ProjectViewSet and RootProjectViewSet,
// posthog/api/project.py), with the real validation rules, status codes and actions.
import type { StoredProject } from '../db';
import type { Project } from '../../contracts/project';
import { isServerTimeZone } from '../../contracts/time-zones';
import { db, recordActivity } from '../db';
import { newProjectToken } from '../ids';
import { PRODUCT_INTENT_CONTEXTS, PRODUCT_KEY_VALUES, productKeyListRepr } from '../product-intents';
import { buildProject } from '../seed-projects';
import { teamBasic } from './organizations';
import {
  currentOrganization,
  organizationFromUrl,
  projectFromDetail,
  projectsOf,
  projectView,
} from './reach';
import type { Route, RouteContext } from './router';
import { errors, json, noContent, paginate, paginateByPage } from './utils';

const READ_ONLY = new Set([
  'id',
  'uuid',
  'organization',
  'is_pending_deletion',
  'effective_membership_level',
  'has_group_types',
  'group_types',
  'live_events_token',
  'created_at',
  'api_token',
  'updated_at',
  'ingested_event',
  'default_modifiers',
  'person_on_events_querying_enabled',
  'product_intents',
  'secret_api_token',
  'secret_api_token_backup',
  'available_setup_task_ids',
  'project_id',
  'user_access_level',
  'managed_viewsets',
  'event_retention_months',
]);

/** The organization a request's project routes work in: the URL's, or the user's current one at the root. */
function organizationIdOf(params: Record<string, string>): string {
  return params.org_id === undefined ? currentOrganization().id : organizationFromUrl(params.org_id).id;
}

/**
 * The project of a detail route (ProjectViewSet.safely_get_object), pending deletion or not: within the
 * URL's organization, or at the root among all the user's projects.
 */
function findProject({ params, key }: Pick<RouteContext, 'params' | 'key'>): StoredProject {
  return projectFromDetail(params.id!, params.org_id === undefined ? null : organizationIdOf(params), key);
}

/** DRF DecimalField(max_digits=3, decimal_places=2, min 0, max 1): precision first, then the bounds; returned as a string. */
function sampleRate(value: unknown): string | null {
  const attr = 'session_recording_sample_rate';
  if (value === null) return null;
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(text))
    throw errors.validation('invalid', 'A valid number is required.', attr);
  const [whole = '', fraction = ''] = text.replace(/^[-+]/, '').split('.');
  const wholeDigits = whole.replace(/^0+/, '').length;
  const decimals = fraction.length;
  const digits = wholeDigits === 0 ? decimals : wholeDigits + decimals;
  if (digits > 3)
    throw errors.validation('max_digits', 'Ensure that there are no more than 3 digits in total.', attr);
  if (decimals > 2)
    throw errors.validation(
      'max_decimal_places',
      'Ensure that there are no more than 2 decimal places.',
      attr,
    );
  if (wholeDigits > 1)
    throw errors.validation(
      'max_whole_digits',
      'Ensure that there are no more than 1 digit before the decimal point.',
      attr,
    );
  const number = Number(text);
  if (number > 1) throw errors.validation('max_value', 'Ensure this value is less than or equal to 1.', attr);
  if (number < 0)
    throw errors.validation('min_value', 'Ensure this value is greater than or equal to 0.', attr);
  return number.toFixed(2);
}

const RETENTION_PERIODS = ['30d', '90d', '1y', '5y'];

function urlList(value: unknown, attr: string, strict: boolean): string[] | null {
  if (value === null && attr === 'recording_domains') return null;
  if (!Array.isArray(value))
    throw errors.validation('not_a_list', `Expected a list of items but got type "${typeof value}".`, attr);
  const kept = value.filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '');
  if (strict) {
    for (const entry of kept) {
      const wildcards = (entry.split('/')[2] ?? '').split('*').length - 1;
      let ok = wildcards <= 5;
      try {
        new URL(entry.replace(/\*/g, 'wildcard'));
      } catch {
        ok = false;
      }
      if (!ok) throw errors.invalid(`Invalid URL: ${entry}`, attr);
    }
  }
  return kept;
}

function linkedFlag(value: unknown): Record<string, unknown> | null {
  const attr = 'session_recording_linked_flag';
  if (value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value))
    throw errors.invalid('Must provide a dictionary or None.', attr);
  const flag = value as Record<string, unknown>;
  const keys = Object.keys(flag).sort().join(',');
  if (keys !== 'id,key' && keys !== 'id,key,variant') {
    throw errors.invalid(
      "Must provide a dictionary with only 'id' and 'key' keys. _or_ only 'id', 'key', and 'variant' keys.",
      attr,
    );
  }
  const id = typeof flag.id === 'string' && /^\d+$/.test(flag.id) ? Number(flag.id) : flag.id;
  if (typeof id !== 'number' || !Number.isInteger(id))
    throw errors.invalid("Must provide an integer 'id'.", attr);
  return { ...flag, id };
}

/** survey_config and modifiers are shallow-merged on PATCH; session_replay_config one level deeper. */
function mergeConfig(
  field: string,
  stored: unknown,
  incoming: Record<string, unknown>,
): Record<string, unknown> {
  const base = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  if (field !== 'session_replay_config') return { ...base, ...incoming };
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(incoming)) {
    const previous = base[key];
    const bothObjects =
      value && typeof value === 'object' && !Array.isArray(value) && previous && typeof previous === 'object';
    merged[key] = bothObjects ? { ...(previous as object), ...(value as object) } : value;
  }
  return merged;
}

function boolOrNull(value: unknown, attr: string, nullable = true): boolean | null {
  if (value === null && nullable) return null;
  if (typeof value !== 'boolean') throw errors.validation('invalid', 'Must be a valid boolean.', attr);
  return value;
}

function stringList(value: unknown, attr: string): string[] | null {
  if (value === null) return null;
  if (!Array.isArray(value) || value.some((entry) => typeof entry !== 'string')) {
    throw errors.validation('not_a_list', 'Expected a list of strings.', attr);
  }
  return value as string[];
}

/**
 * ProjectBackwardCompatSerializer.name: CharField(required=False, min_length=1, max_length=200), trimmed;
 * then validate_name: keeping the project's own name is always fine, any other name must not match
 * (trimmed, case-insensitively) a project of the organization that is not pending deletion (409).
 */
function checkName(value: unknown, organizationId: string, current: StoredProject | null): string {
  if (value === null) throw errors.validation('null', 'This field may not be null.', 'name');
  if (typeof value !== 'string') throw errors.validation('invalid', 'Not a valid string.', 'name');
  const name = value.trim();
  if (!name) throw errors.validation('blank', 'This field may not be blank.', 'name');
  if (name.length > 200)
    throw errors.validation('max_length', 'Ensure this field has no more than 200 characters.', 'name');
  if (current && name === current.name) return name;
  const taken = projectsOf(organizationId).some(
    (project) =>
      project.id !== current?.id &&
      !project.is_pending_deletion &&
      project.name.trim().toLowerCase() === name.toLowerCase(),
  );
  if (taken)
    throw errors.conflict(
      `There is already a project called "${name}" in this organization. Choose a different name.`,
    );
  return name;
}

/** Validates writable fields in the order DRF would and returns the cleaned values. */
function cleanProjectFields(
  body: Record<string, unknown>,
  organizationId: string,
  current: StoredProject | null,
): Partial<Project> {
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(body)) {
    if (READ_ONLY.has(field)) continue;
    switch (field) {
      case 'name':
        out.name = checkName(value, organizationId, current);
        break;
      case 'timezone':
        // ChoiceField over pytz.all_timezones (the OpenAPI TimezoneEnum; src/contracts/time-zones.ts);
        // the model field is not nullable.
        if (value === null) throw errors.validation('null', 'This field may not be null.', 'timezone');
        if (!isServerTimeZone(value)) {
          throw errors.validation('invalid_choice', `"${String(value)}" is not a valid choice.`, 'timezone');
        }
        out.timezone = value;
        break;
      case 'week_start_day':
        if (value !== null && value !== 0 && value !== 1) {
          throw errors.validation(
            'invalid_choice',
            `"${String(value)}" is not a valid choice.`,
            'week_start_day',
          );
        }
        out.week_start_day = value;
        break;
      case 'session_recording_sample_rate':
        out[field] = sampleRate(value);
        break;
      case 'session_recording_minimum_duration_milliseconds':
        if (value !== null) {
          if (typeof value !== 'number' || !Number.isInteger(value))
            throw errors.validation('invalid', 'A valid integer is required.', field);
          if (value < 0)
            throw errors.validation('min_value', 'Ensure this value is greater than or equal to 0.', field);
          if (value > 30000)
            throw errors.validation('max_value', 'Ensure this value is less than or equal to 30000.', field);
        }
        out[field] = value;
        break;
      case 'app_urls':
        out.app_urls = urlList(value, 'app_urls', true) ?? [];
        break;
      case 'recording_domains':
        out.recording_domains = urlList(value, 'recording_domains', false);
        break;
      case 'session_recording_retention_period':
        if (typeof value !== 'string' || !RETENTION_PERIODS.includes(value)) {
          throw errors.invalid(
            `Must provide a valid retention period. Options are: ${RETENTION_PERIODS.join(', ')}`,
            field,
          );
        }
        out[field] = value;
        break;
      case 'session_recording_linked_flag':
        out[field] = linkedFlag(value);
        break;
      case 'product_description':
        if (value !== null && typeof value !== 'string')
          throw errors.validation('invalid', 'Not a valid string.', field);
        if (typeof value === 'string' && value.length > 1000)
          throw errors.validation('max_length', 'Ensure this field has no more than 1000 characters.', field);
        out[field] = value;
        break;
      case 'survey_config':
      case 'modifiers':
      case 'session_replay_config':
        if (value !== null && (typeof value !== 'object' || Array.isArray(value)))
          throw errors.invalid('Must provide a dictionary or None.', field);
        out[field] =
          value === null
            ? null
            : mergeConfig(field, current?.[field as keyof Project], value as Record<string, unknown>);
        break;
      case 'access_control':
        if (value !== null)
          throw errors.invalid(
            "The 'access_control' field has been deprecated and cannot be updated anymore. Use the Access control feature instead.",
            'access_control',
          );
        break;
      case 'anonymize_ips':
      case 'session_recording_opt_in':
      case 'is_demo':
      case 'completed_snippet_onboarding':
        out[field] = boolOrNull(value, field, false);
        break;
      case 'autocapture_opt_out':
      case 'autocapture_exceptions_opt_in':
      case 'autocapture_web_vitals_opt_in':
      case 'capture_console_log_opt_in':
      case 'capture_performance_opt_in':
      case 'heatmaps_opt_in':
      case 'surveys_opt_in':
      case 'inject_web_apps':
      case 'capture_dead_clicks':
        out[field] = boolOrNull(value, field);
        break;
      case 'person_display_name_properties':
      case 'autocapture_web_vitals_allowed_metrics':
        out[field] = stringList(value, field);
        break;
      case 'has_completed_onboarding_for':
        if (value !== null && (typeof value !== 'object' || Array.isArray(value)))
          throw errors.validation('invalid', 'Value must be valid JSON.', field);
        out[field] = value;
        break;
      case 'organization':
        break;
      default:
        // Fields the mock does not model are stored as sent, as the real server stores its JSON fields.
        out[field] = value;
    }
  }
  return out as Partial<Project>;
}

function describeChanges(before: StoredProject, after: Partial<Project>) {
  return Object.entries(after)
    .filter(([field, value]) => JSON.stringify(before[field as keyof Project]) !== JSON.stringify(value))
    .map(([field, value]) => ({
      type: 'Team',
      action: 'changed',
      field,
      before: before[field as keyof Project],
      after: value,
    }));
}

/** Project.objects default names: "Default project", then the first "Default project N" not taken. */
function defaultName(organizationId: string): string {
  const names = new Set(
    projectsOf(organizationId)
      .filter((project) => !project.is_pending_deletion)
      .map((project) => project.name.toLowerCase()),
  );
  if (!names.has('default project')) return 'Default project';
  let n = 2;
  while (names.has(`default project ${n}`)) n += 1;
  return `Default project ${n}`;
}

/**
 * The asynchronous deletion finishing: the mock's stand-in for the Temporal workflow that
 * perform_destroy starts. Every read of the project list, or of one project (all a key limited to projects
 * makes), counts down; at zero the project, its surveys, flags, activity and counts are gone for good.
 */
function advancePendingDeletions(): void {
  for (const [id, remaining] of Object.entries(db.pendingDeletions)) {
    if (remaining > 1) {
      db.pendingDeletions[id] = remaining - 1;
      continue;
    }
    delete db.pendingDeletions[id];
    const projectId = Number(id);
    const gone = new Set(
      db.surveys.filter((stored) => stored.projectId === projectId).map((s) => s.survey.id),
    );
    db.projects = db.projects.filter((project) => project.id !== projectId);
    db.surveys = db.surveys.filter((stored) => stored.projectId !== projectId);
    db.featureFlags = db.featureFlags.filter((stored) => stored.projectId !== projectId);
    db.activity = db.activity.filter((item) => item.projectId !== projectId);
    for (const surveyId of gone) delete db.responses[surveyId];
    delete db.demoDataPolls[id];
    if (db.currentProjectId === projectId) {
      db.currentProjectId = projectsOf(db.currentOrganizationId)[0]?.id ?? db.projects[0]?.id ?? 0;
    }
  }
}

/** How many project-list reads a project pending deletion stays listed for. */
export const DELETION_LIST_READS = 3;

/**
 * The list: the URL's organization, or at the root every organization of the user (no organization
 * filter; the key's scoped organizations narrow it, ProjectViewSet.safely_get_queryset). Projects pending
 * deletion stay listed: nothing filters `is_pending_deletion` and TeamBasic does not show it.
 */
function list({ params, url, key }: RouteContext) {
  advancePendingDeletions();
  const scoped = key.scopedOrganizations;
  const search = url.searchParams.get('search')?.trim().toLowerCase();
  const projects = projectsOf(params.org_id === undefined ? null : organizationIdOf(params))
    .filter((project) => !scoped?.length || scoped.includes(project.organization))
    .filter((project) => !search || project.name.toLowerCase().includes(search));
  return json(paginate(projects.map(teamBasic), url));
}

function create({ params, body = {} }: RouteContext) {
  const organizationId = organizationIdOf(params);
  if (body.primary_dashboard !== undefined && body.primary_dashboard !== null) {
    throw errors.invalid('Primary dashboard cannot be set on project creation.', 'primary_dashboard');
  }
  // An omitted name gets a generated one; a blank one is refused like any other blank CharField.
  const fields = cleanProjectFields(
    { ...body, name: body.name === undefined ? defaultName(organizationId) : body.name },
    organizationId,
    null,
  );
  const id = db.nextProjectId;
  db.nextProjectId += 1;
  const project = buildProject({ ...fields, id, name: fields.name!, organization: organizationId });
  db.projects.push(project);
  // ProjectBackwardCompatSerializer.create: the new project becomes the user's current team.
  db.currentProjectId = id;
  if (project.is_demo) db.demoDataPolls[String(id)] = 3;
  recordActivity(id, 'Team', String(id), project.name, 'created');
  return json(project, 201);
}

function update(context: RouteContext) {
  const project = findProject(context);
  const fields = cleanProjectFields(context.body ?? {}, project.organization, project);
  const changes = describeChanges(project, fields);
  Object.assign(project, fields, { updated_at: new Date().toISOString() });
  if (changes.length)
    recordActivity(project.id, 'Team', String(project.id), project.name, 'updated', changes);
  return json(project);
}

/**
 * ProjectViewSet.perform_destroy: a second DELETE is a 400; otherwise the project is marked
 * `is_pending_deletion`, a workflow is started and the answer is 204 at once. GET still answers the
 * project (with `is_pending_deletion: true`) until the workflow has removed it.
 */
function destroy(context: RouteContext) {
  const project = findProject(context);
  if (project.is_pending_deletion) throw errors.invalid('This project is already being deleted.', null);
  project.is_pending_deletion = true;
  db.pendingDeletions[String(project.id)] = DELETION_LIST_READS;
  recordActivity(project.id, 'Team', String(project.id), project.name, 'deleted');
  return noContent();
}

/** DRF's message for a value: `"{input}" is not a valid choice.` formats the Python value. */
function pythonStr(value: unknown): string {
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** DRF ChoiceField.to_internal_value (null is refused first by run_validation). */
function choice(value: unknown, choices: readonly string[], attr: string): string {
  if (value === null) throw errors.validation('null', 'This field may not be null.', attr);
  const text = pythonStr(value);
  if (typeof value === 'object' || !choices.includes(text)) {
    throw errors.validation('invalid_choice', `"${text}" is not a valid choice.`, attr);
  }
  return text;
}

/**
 * ProductIntentSerializer (posthog/models/product_intent/product_intent.py): `metadata` DictField,
 * `product_type` ChoiceField over ProductKey (required), `intent_context` ChoiceField over
 * ProductIntentContext (optional). Errors are reported in field order, the first one only.
 */
function productIntentFields(body: Record<string, unknown>): { product: string; context: string | null } {
  const metadata = body.metadata;
  if (metadata !== undefined) {
    if (metadata === null) throw errors.validation('null', 'This field may not be null.', 'metadata');
    if (typeof metadata !== 'object' || Array.isArray(metadata)) {
      const got = Array.isArray(metadata) ? 'list' : typeof metadata === 'string' ? 'str' : typeof metadata;
      throw errors.validation(
        'not_a_dict',
        `Expected a dictionary of items but got type "${got}".`,
        'metadata',
      );
    }
  }
  if (body.product_type === undefined)
    throw errors.validation('required', 'This field is required.', 'product_type');
  const product = choice(body.product_type, PRODUCT_KEY_VALUES, 'product_type');
  const context =
    body.intent_context === undefined
      ? null
      : choice(body.intent_context, PRODUCT_INTENT_CONTEXTS, 'intent_context');
  return { product, context };
}

/**
 * ProductIntent.register: get or create the team's intent for the product; with `is_onboarding` it sets
 * the intent's `onboarding_completed_at`, and nothing else: `has_completed_onboarding_for` is NOT
 * touched (PostHog's own onboarding UI PATCHes it separately afterwards). No activity is logged.
 */
function registerIntent(project: StoredProject, product: string, isOnboarding: boolean): void {
  const now = new Date().toISOString();
  const intents = project.product_intents ?? [];
  let intent = intents.find((candidate) => candidate.product_type === product);
  if (!intent) {
    intent = { product_type: product, created_at: now, updated_at: now, onboarding_completed_at: null };
    intents.push(intent);
  }
  intent.updated_at = now;
  if (isOnboarding) intent.onboarding_completed_at = now;
  project.product_intents = intents;
}

/** ProjectViewSet.add_product_intent: 201 with the team. */
function addProductIntent(context: RouteContext) {
  const project = findProject(context);
  const { product } = productIntentFields(context.body ?? {});
  registerIntent(project, product, false);
  return json(project, 201);
}

/**
 * ProjectViewSet.complete_product_onboarding: its own `{error}` checks of `product_type` first, then
 * ProductIntentSerializer's; 200 with the team.
 */
function completeProductOnboarding(context: RouteContext) {
  const project = findProject(context);
  const body = context.body ?? {};
  const product = body.product_type;
  if (product === undefined || product === null || product === '' || product === false || product === 0) {
    throw errors.legacy(400, 'product_type is required');
  }
  if (typeof product !== 'string' || !PRODUCT_KEY_VALUES.includes(product)) {
    throw errors.legacy(400, `invalid product_type, expected one of ${productKeyListRepr()}`);
  }
  productIntentFields(body);
  registerIntent(project, product, true);
  return json(project);
}

/** ProjectViewSet.reset_token (admin only, TeamMemberStrictManagementPermission; the demo user is one). */
function resetToken(context: RouteContext) {
  const project = findProject(context);
  const before = project.api_token;
  project.api_token = newProjectToken();
  project.updated_at = new Date().toISOString();
  recordActivity(project.id, 'Team', String(project.id), project.name, 'updated', [
    {
      type: 'Team',
      action: 'changed',
      field: 'api_token',
      before: `${(before ?? '').slice(0, 8)}…`,
      after: `${project.api_token.slice(0, 8)}…`,
    },
  ]);
  return json(project);
}

function demoData(context: RouteContext) {
  const project = findProject(context);
  const remaining = db.demoDataPolls[String(project.id)] ?? 0;
  if (remaining > 0) db.demoDataPolls[String(project.id)] = remaining - 1;
  return json({ is_generating_demo_data: remaining > 0 });
}

/** ProjectViewSet.activity: `load_activity(scope="Team", item_ids=[project id])`. */
function activity(context: RouteContext) {
  const project = findProject(context);
  const entries = db.activity
    .filter((item) => item.projectId === project.id && item.scope === 'Team')
    .map((item) => item.entry);
  return json(paginateByPage(entries, context.url));
}

function retrieve(context: RouteContext) {
  advancePendingDeletions();
  return json(findProject(context));
}

/**
 * The same viewset serves /api/organizations/:org/projects/ and the root /api/projects/. `activity`,
 * `reset_token` and `is_generating_demo_data` declare no required_scopes: PostHog refuses them to every
 * personal API key (see Route.personalKeyUnsupported), so they have no scope here.
 */
function routesUnder(base: string): Route[] {
  const list_ = projectView(false);
  const detail = projectView(true);
  return [
    { method: 'GET', path: base, scope: 'project:read', target: list_, handle: list },
    { method: 'POST', path: base, scope: 'project:write', target: list_, handle: create },
    { method: 'GET', path: `${base}/:id`, scope: 'project:read', target: detail, handle: retrieve },
    { method: 'PATCH', path: `${base}/:id`, scope: 'project:write', target: detail, handle: update },
    { method: 'DELETE', path: `${base}/:id`, scope: 'project:write', target: detail, handle: destroy },
    {
      method: 'GET',
      path: `${base}/:id/activity`,
      scope: null,
      personalKeyUnsupported: true,
      handle: activity,
    },
    {
      method: 'PATCH',
      path: `${base}/:id/add_product_intent`,
      scope: 'project:read',
      target: detail,
      handle: addProductIntent,
    },
    {
      method: 'PATCH',
      path: `${base}/:id/complete_product_onboarding`,
      scope: 'project:read',
      target: detail,
      handle: completeProductOnboarding,
    },
    {
      method: 'GET',
      path: `${base}/:id/is_generating_demo_data`,
      scope: null,
      personalKeyUnsupported: true,
      handle: demoData,
    },
    {
      method: 'PATCH',
      path: `${base}/:id/reset_token`,
      scope: null,
      personalKeyUnsupported: true,
      handle: resetToken,
    },
  ];
}

export const projectRoutes: Route[] = [
  ...routesUnder('/api/organizations/:org_id/projects'),
  ...routesUnder('/api/projects'),
];
