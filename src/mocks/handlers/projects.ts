// /api/organizations/:organization_id/projects/ and /api/projects/ (RootProjectViewSet), with the real
// validation rules, status codes and actions.
import type { Project } from '../../contracts/project';
import { productKey } from '../../contracts/project';
import { db, recordActivity } from '../db';
import { newProjectToken } from '../ids';
import { buildProject } from '../seed-projects';
import { isKnownTimezone } from '../timezones';
import { checkOrganization, teamBasic } from './organizations';
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

function findProject(id: string): Project {
  // `@current` is the caller's current project: the demo user works in the first one.
  const project =
    id === '@current' ? visibleProjects()[0] : db.projects.find((candidate) => String(candidate.id) === id);
  if (!project || project.is_pending_deletion) throw errors.notFound();
  return project;
}

function visibleProjects(): Project[] {
  return db.projects.filter((project) => !project.is_pending_deletion);
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

function checkName(value: unknown, exceptId: number | null): string {
  if (value === null) throw errors.validation('null', 'This field may not be null.', 'name');
  if (typeof value !== 'string') throw errors.validation('invalid', 'Not a valid string.', 'name');
  const name = value.trim();
  if (!name) throw errors.validation('blank', 'This field may not be blank.', 'name');
  if (name.length > 200)
    throw errors.validation('max_length', 'Ensure this field has no more than 200 characters.', 'name');
  const taken = visibleProjects().some(
    (project) => project.id !== exceptId && project.name.toLowerCase() === name.toLowerCase(),
  );
  if (taken)
    throw errors.conflict(
      `There is already a project called "${name}" in this organization. Choose a different name.`,
    );
  return name;
}

/** Validates writable fields in the order DRF would and returns the cleaned values. */
function cleanProjectFields(body: Record<string, unknown>, current: Project | null): Partial<Project> {
  const exceptId = current?.id ?? null;
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(body)) {
    if (READ_ONLY.has(field)) continue;
    switch (field) {
      case 'name':
        out.name = checkName(value, exceptId);
        break;
      case 'timezone':
        if (typeof value !== 'string' || !isKnownTimezone(value)) {
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

function describeChanges(before: Project, after: Partial<Project>) {
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

function defaultName(): string {
  const names = new Set(visibleProjects().map((project) => project.name.toLowerCase()));
  if (!names.has('default project')) return 'Default project';
  let n = 2;
  while (names.has(`default project ${n}`)) n += 1;
  return `Default project ${n}`;
}

function list({ url }: RouteContext) {
  const search = url.searchParams.get('search')?.trim().toLowerCase();
  const projects = visibleProjects().filter(
    (project) => !search || project.name.toLowerCase().includes(search),
  );
  return json(paginate(projects.map(teamBasic), url));
}

function create({ body = {} }: RouteContext) {
  if (body.primary_dashboard !== undefined && body.primary_dashboard !== null) {
    throw errors.invalid('Primary dashboard cannot be set on project creation.', 'primary_dashboard');
  }
  const fields = cleanProjectFields(
    { ...body, name: typeof body.name === 'string' && body.name.trim() ? body.name : defaultName() },
    null,
  );
  const id = db.nextProjectId;
  db.nextProjectId += 1;
  const project = buildProject({ ...fields, id, name: fields.name! });
  db.projects.push(project);
  if (project.is_demo) db.demoDataPolls[String(id)] = 3;
  recordActivity(id, 'Project', String(id), project.name, 'created');
  return json(project, 201);
}

function update({ params, body = {} }: RouteContext) {
  const project = findProject(params.id!);
  const fields = cleanProjectFields(body, project);
  const changes = describeChanges(project, fields);
  Object.assign(project, fields, { updated_at: new Date().toISOString() });
  if (changes.length)
    recordActivity(project.id, 'Project', String(project.id), project.name, 'updated', changes);
  return json(project);
}

function destroy({ params }: RouteContext) {
  const project = findProject(params.id!);
  project.is_pending_deletion = true;
  db.projects = db.projects.filter((candidate) => candidate !== project);
  db.surveys = db.surveys.filter((stored) => stored.projectId !== project.id);
  recordActivity(project.id, 'Project', String(project.id), project.name, 'deleted');
  return noContent();
}

function productIntent(context: RouteContext, completeOnboarding: boolean) {
  const project = findProject(context.params.id!);
  const product = context.body?.product_type;
  if (completeOnboarding) {
    if (typeof product !== 'string' || !product) throw errors.legacy(400, 'product_type is required');
    if (!productKey.safeParse(product).success) {
      throw errors.legacy(
        400,
        `invalid product_type, expected one of [${productKey.options.map((key) => `'${key}'`).join(', ')}]`,
      );
    }
  } else if (typeof product !== 'string' || !product) {
    throw errors.validation('required', 'This field is required.', 'product_type');
  }
  const now = new Date().toISOString();
  const intents = project.product_intents ?? [];
  let intent = intents.find((candidate) => candidate.product_type === product);
  if (!intent) {
    intent = {
      product_type: product as string,
      created_at: now,
      updated_at: now,
      onboarding_completed_at: null,
    };
    intents.push(intent);
  }
  intent.updated_at = now;
  project.product_intents = intents;
  if (completeOnboarding) {
    intent.onboarding_completed_at = now;
    project.has_completed_onboarding_for = {
      ...(project.has_completed_onboarding_for ?? {}),
      [product as string]: true,
    };
  }
  recordActivity(
    project.id,
    'Project',
    String(project.id),
    project.name,
    completeOnboarding ? 'onboarding_completed' : 'product_intent_added',
    [
      {
        type: 'Team',
        action: 'changed',
        field: completeOnboarding ? 'has_completed_onboarding_for' : 'product_intents',
        before: null,
        after: product,
      },
    ],
  );
  return json(project, completeOnboarding ? 200 : 201);
}

function resetToken({ params }: RouteContext) {
  const project = findProject(params.id!);
  const before = project.api_token;
  project.api_token = newProjectToken();
  project.updated_at = new Date().toISOString();
  recordActivity(project.id, 'Project', String(project.id), project.name, 'updated', [
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

function demoData({ params }: RouteContext) {
  const project = findProject(params.id!);
  const remaining = db.demoDataPolls[String(project.id)] ?? 0;
  if (remaining > 0) db.demoDataPolls[String(project.id)] = remaining - 1;
  return json({ is_generating_demo_data: remaining > 0 });
}

function activity({ params, url }: RouteContext) {
  const project = findProject(params.id!);
  const entries = db.activity
    .filter((item) => item.projectId === project.id && item.scope === 'Project')
    .map((item) => item.entry);
  return json(paginateByPage(entries, url));
}

const withOrg =
  (handle: (context: RouteContext) => Response) =>
  (context: RouteContext): Response => {
    if (context.params.org_id !== undefined) checkOrganization(context.params.org_id);
    return handle(context);
  };

const retrieve = ({ params }: RouteContext) => json(findProject(params.id!));

/** The same viewset serves /api/organizations/:org/projects/ and the root /api/projects/. */
function routesUnder(base: string): Route[] {
  return [
    { method: 'GET', path: base, scope: 'project:read', handle: withOrg(list) },
    { method: 'POST', path: base, scope: 'project:write', handle: withOrg(create) },
    { method: 'GET', path: `${base}/:id`, scope: 'project:read', handle: withOrg(retrieve) },
    { method: 'PATCH', path: `${base}/:id`, scope: 'project:write', handle: withOrg(update) },
    { method: 'DELETE', path: `${base}/:id`, scope: 'project:write', handle: withOrg(destroy) },
    {
      method: 'GET',
      path: `${base}/:id/activity`,
      scope: 'activity_log:read',
      personalKeyUnsupported: true,
      handle: withOrg(activity),
    },
    {
      method: 'PATCH',
      path: `${base}/:id/add_product_intent`,
      scope: 'project:read',
      handle: withOrg((c) => productIntent(c, false)),
    },
    {
      method: 'PATCH',
      path: `${base}/:id/complete_product_onboarding`,
      scope: 'project:read',
      handle: withOrg((c) => productIntent(c, true)),
    },
    {
      method: 'GET',
      path: `${base}/:id/is_generating_demo_data`,
      scope: 'project:read',
      personalKeyUnsupported: true,
      handle: withOrg(demoData),
    },
    {
      method: 'PATCH',
      path: `${base}/:id/reset_token`,
      scope: 'project:write',
      personalKeyUnsupported: true,
      handle: withOrg(resetToken),
    },
  ];
}

export const projectRoutes: Route[] = [
  ...routesUnder('/api/organizations/:org_id/projects'),
  ...routesUnder('/api/projects'),
];

export { findProject };
