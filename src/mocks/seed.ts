// The deterministic seed: the demo user's two organizations (Acme Analytics with 120 projects, Northwind
// Labs with 3; seed-projects.ts), the surveys of "Acme Web", "Acme Mobile" and "Northwind Storefront"
// (seed-surveys.ts), activity logs and response counts. No Math.random and no clock: every start builds
// exactly the same data from a fixed base date and seeded PRNGs.
import type { ActivityChanges } from '../contracts/common';
import type { Survey, UserBasic } from '../contracts/survey';
import type { MockDb, StoredActivity, StoredOrganization, StoredSurvey } from './db';
import { seededRandom, uuidFrom } from './ids';
import { buildSeedFeatureFlags, toMinimalFlag } from './seed-feature-flags';
import { buildSeedProjects, NORTHWIND_ORG_ID, ORG_ID, SEED_BASE_DATE } from './seed-projects';
import {
  acmeMobileSurveys,
  acmeWebProductTourSurvey,
  acmeWebSurveys,
  northwindStorefrontSurveys,
  type SurveySeed,
} from './seed-surveys';

export { NORTHWIND_ORG_ID, ORG_ID, SEED_BASE_DATE };

export const DEMO_USER: UserBasic = {
  id: 1,
  uuid: '0190a1b2-0000-7000-8000-0000000000d1',
  distinct_id: 'demo-user',
  first_name: 'Demo',
  last_name: 'User',
  email: 'demo@acme.test',
  is_email_verified: true,
  hedgehog_config: null,
  role_at_organization: 'engineering',
};

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** The four `{key, value}` entries the read serializer derives from the survey's flags. */
export function flagKeys(survey: Survey): NonNullable<Survey['feature_flag_keys']> {
  return [
    { key: 'linked_flag_key', value: survey.linked_flag?.key ?? null },
    { key: 'targeting_flag_key', value: survey.targeting_flag?.key ?? null },
    { key: 'internal_targeting_flag_key', value: survey.internal_targeting_flag?.key ?? null },
    { key: 'internal_response_sampling_flag_key', value: null },
  ];
}

/**
 * Surveys and their flags are active iff launched, not stopped and not archived, whatever the dates say:
 * `_should_survey_flags_be_active` = `bool(start_date) and not end_date and not archived`
 * (products/surveys/backend/api/survey.py). No comparison with the current time, so a future
 * `start_date` is live and a future `end_date` has already stopped the survey.
 */
export function isSurveyActive(survey: Pick<Survey, 'start_date' | 'end_date' | 'archived'>): boolean {
  return Boolean(survey.start_date) && !survey.end_date && !survey.archived;
}

export function buildSurvey(
  seed: SurveySeed,
  index: number,
  projectId: number,
  random: () => number,
): Survey {
  const created = SEED_BASE_DATE - (index * 2 + 3) * DAY;
  const state = seed.state ?? 'draft';
  const id = uuidFrom(random);
  const launched = created + DAY;
  const survey: Survey = {
    id,
    name: seed.name,
    description: seed.description ?? '',
    type: seed.type ?? 'popover',
    schedule: 'once',
    linked_flag: null,
    linked_flag_id: null,
    targeting_flag: null,
    internal_targeting_flag: null,
    // The seed modules are built once at import; each store gets its own copy of the questions.
    questions: structuredClone(seed.questions),
    conditions: null,
    appearance: {
      displayThankYouMessage: true,
      thankYouMessageHeader: 'Thank you for your feedback!',
      backgroundColor: '#eeeded',
      submitButtonColor: 'black',
      position: 'right',
    },
    created_at: iso(created),
    created_by: DEMO_USER,
    // Future starts lie years after the base date so they stay in the future whenever the demo runs.
    start_date:
      state === 'draft'
        ? null
        : state === 'future_start'
          ? iso(SEED_BASE_DATE + (5 * 365 + 7) * DAY)
          : iso(launched),
    end_date: state === 'completed' || state === 'archived' ? iso(SEED_BASE_DATE - DAY) : null,
    archived: state === 'archived',
    responses_limit: null,
    feature_flag_keys: [],
    iteration_count: null,
    iteration_frequency_days: null,
    iteration_start_dates: [],
    current_iteration: null,
    current_iteration_start_date: null,
    enable_partial_responses: false,
    user_access_level: 'editor',
    ...structuredClone(seed.extra ?? {}),
  };
  if (seed.extra?.appearance)
    survey.appearance = { ...(survey.appearance ?? {}), ...structuredClone(seed.extra.appearance) };
  if (survey.iteration_count && survey.iteration_frequency_days && survey.start_date) {
    const start = Date.parse(survey.start_date);
    const dates = Array.from({ length: survey.iteration_count }, (_, i) =>
      iso(start + i * survey.iteration_frequency_days! * DAY),
    );
    survey.iteration_start_dates = dates;
    survey.current_iteration = Math.max(1, dates.filter((date) => Date.parse(date) <= SEED_BASE_DATE).length);
    survey.current_iteration_start_date = dates[survey.current_iteration - 1] ?? null;
  }
  const active = isSurveyActive(survey);
  survey.internal_targeting_flag = {
    id: 5000 + projectId * 100 + index,
    team_id: projectId,
    key: `survey-targeting-${id.replace(/-/g, '').slice(0, 10)}-custom`,
    name: `Targeting flag for survey ${seed.name}`,
    filters: { groups: [{ variant: '', properties: [], rollout_percentage: 100 }] },
    active,
    deleted: false,
  };
  if (survey.targeting_flag) survey.targeting_flag = { ...survey.targeting_flag, active };
  survey.feature_flag_keys = flagKeys(survey);
  return survey;
}

export function activityEntry(
  id: string,
  projectId: number,
  scope: 'Team' | 'Survey',
  itemId: string,
  name: string,
  activity: string,
  at: string,
  changes: ActivityChanges = null,
): StoredActivity {
  return {
    projectId,
    scope,
    entry: {
      id,
      user: { first_name: DEMO_USER.first_name, email: DEMO_USER.email },
      activity,
      scope,
      item_id: itemId,
      detail: { id: itemId, name, changes, merge: null, trigger: null, short_id: null, type: null },
      created_at: at,
    },
  };
}

const change = (field: string, before: unknown, after: unknown) => ({
  type: 'Survey',
  action: 'changed',
  field,
  before,
  after,
});

/** A plausible history for a seeded survey: created, then launched / stopped / archived as its state says. */
function surveyHistory(random: () => number, projectId: number, survey: Survey): StoredActivity[] {
  const entry = (activity: string, at: string, changes: ActivityChanges = null) =>
    activityEntry(uuidFrom(random), projectId, 'Survey', survey.id, survey.name, activity, at, changes);
  const created = survey.created_at ?? iso(SEED_BASE_DATE);
  const history = [entry('created', created)];
  if (survey.start_date && Date.parse(survey.start_date) <= SEED_BASE_DATE) {
    history.push(entry('updated', survey.start_date, [change('start_date', null, survey.start_date)]));
  }
  if (survey.end_date)
    history.push(entry('updated', survey.end_date, [change('end_date', null, survey.end_date)]));
  if (survey.archived) {
    history.push(
      entry('updated', iso(Date.parse(survey.end_date ?? created) + 3_600_000), [
        change('archived', false, true),
      ]),
    );
  }
  return history;
}

function projectHistory(
  random: () => number,
  projectId: number,
  name: string,
  createdAt: string,
  timezone: string,
) {
  const entry = (activity: string, at: string, changes: ActivityChanges = null) =>
    activityEntry(uuidFrom(random), projectId, 'Team', String(projectId), name, activity, at, changes);
  return [
    entry('created', createdAt),
    entry('updated', iso(Date.parse(createdAt) + 2 * DAY), [
      { type: 'Team', action: 'changed', field: 'timezone', before: 'UTC', after: timezone },
    ]),
  ];
}

/** Acme Analytics: the user's current organization, on a plan with white labelling. */
export function buildOrganization(): StoredOrganization {
  return {
    id: ORG_ID,
    name: 'Acme Analytics',
    slug: 'acme-analytics',
    logo_media_id: null,
    created_at: iso(SEED_BASE_DATE - 400 * DAY),
    updated_at: iso(SEED_BASE_DATE - 10 * DAY),
    membership_level: 8,
    plugins_access_level: 3,
    available_product_features: [
      { key: 'surveys_styling', name: 'Surveys styling' },
      { key: 'surveys_recurring', name: 'Recurring surveys' },
      // AvailableFeature.WHITE_LABELLING: lets surveys set appearance.whiteLabel (validate_appearance).
      { key: 'white_labelling', name: 'White labelling' },
      { key: 'organizations_projects', name: 'Projects', limit: null },
    ],
    is_member_join_email_enabled: true,
    metadata: { instance_tag: 'demo' },
    customer_id: null,
    enforce_2fa: null,
    members_can_invite: true,
    members_can_use_personal_api_keys: true,
    allow_publicly_shared_resources: true,
    member_count: 12,
    is_ai_data_processing_approved: null,
    default_experiment_stats_method: 'bayesian',
    default_role_id: null,
  };
}

/**
 * Northwind Labs: a second organization the demo user owns. It lacks `white_labelling`, and carries the
 * nulls the model allows: `members_can_invite` (BooleanField(null=True)) and
 * `default_experiment_stats_method` (CharField(null=True)) in posthog/models/organization.py.
 */
export function buildNorthwindOrganization(): StoredOrganization {
  return {
    id: NORTHWIND_ORG_ID,
    name: 'Northwind Labs',
    slug: 'northwind-labs',
    logo_media_id: null,
    created_at: iso(SEED_BASE_DATE - 90 * DAY),
    updated_at: iso(SEED_BASE_DATE - 30 * DAY),
    membership_level: 15,
    plugins_access_level: 3,
    available_product_features: [{ key: 'organizations_projects', name: 'Projects', limit: null }],
    is_member_join_email_enabled: true,
    metadata: { instance_tag: 'demo' },
    customer_id: null,
    enforce_2fa: null,
    members_can_invite: null,
    members_can_use_personal_api_keys: true,
    allow_publicly_shared_resources: true,
    member_count: 3,
    is_ai_data_processing_approved: null,
    default_experiment_stats_method: null,
    default_role_id: null,
  };
}

export function buildSeed(): MockDb {
  const random = seededRandom(20261001);
  const projects = buildSeedProjects();
  const surveys: StoredSurvey[] = [];
  const responses: Record<string, number> = {};
  const activity: StoredActivity[] = [];
  const featureFlags = buildSeedFeatureFlags();
  const seededSurveys: [number, SurveySeed[]][] = [
    [1, acmeWebSurveys],
    [2, acmeMobileSurveys],
    [121, northwindStorefrontSurveys],
  ];
  for (const [projectId, seeds] of seededSurveys) {
    seeds.forEach((seed, index) => {
      const survey = buildSurvey(seed, index, projectId, random);
      const linked = seed.linkedFlagKey
        ? featureFlags.find(
            (stored) => stored.projectId === projectId && stored.flag.key === seed.linkedFlagKey,
          )
        : undefined;
      if (linked) {
        survey.linked_flag = toMinimalFlag(linked);
        survey.linked_flag_id = linked.flag.id;
        survey.feature_flag_keys = flagKeys(survey);
      }
      surveys.push({ projectId, survey });
      const started = survey.start_date && Date.parse(survey.start_date) <= SEED_BASE_DATE;
      if (seed.responses && started) responses[survey.id] = seed.responses;
      activity.push(...surveyHistory(random, projectId, survey));
    });
  }
  // A product tour's own survey: stored like any survey, hidden by the survey API.
  surveys.push({
    projectId: 1,
    survey: buildSurvey(acmeWebProductTourSurvey, acmeWebSurveys.length, 1, random),
    productTourId: uuidFrom(random),
  });
  for (const project of projects.slice(0, 8)) {
    activity.push(
      ...projectHistory(
        random,
        project.id,
        project.name,
        project.created_at ?? '',
        project.timezone ?? 'UTC',
      ),
    );
  }
  activity.sort((a, b) => b.entry.created_at.localeCompare(a.entry.created_at));
  return {
    organizations: [buildOrganization(), buildNorthwindOrganization()],
    currentOrganizationId: ORG_ID,
    currentProjectId: 1,
    projects,
    surveys,
    featureFlags,
    activity,
    responses,
    // Project 3 ("Acme Demo") is still generating its demo data for its first polls.
    demoDataPolls: { '3': 3 },
    pendingDeletions: {},
    nextProjectId: Math.max(...projects.map((project) => project.id)) + 1,
    nextFlagId: 100_000,
  };
}
