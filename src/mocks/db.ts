// The mock's in-memory store: one organization, its projects, their surveys and activity logs.
// Built from a deterministic seed; handlers read and write it so later requests see earlier writes.
import type { ActivityEntry } from '../contracts/common';
import type { Organization } from '../contracts/organization';
import type { Project } from '../contracts/project';
import type { Survey, UserBasic } from '../contracts/survey';
import { newUuid, seededRandom, uuidFrom } from './ids';
import { buildSeedProjects, ORG_ID, SEED_BASE_DATE } from './seed-projects';
import { acmeMobileSurveys, acmeWebSurveys, type SurveySeed } from './seed-surveys';

export interface StoredActivity {
  projectId: number;
  scope: 'Project' | 'Survey';
  entry: ActivityEntry;
}

export interface StoredSurvey {
  projectId: number;
  survey: Survey;
}

export interface MockDb {
  organization: Organization;
  projects: Project[];
  surveys: StoredSurvey[];
  activity: StoredActivity[];
  responses: Record<string, number>;
  /** Remaining is_generating_demo_data polls that answer true, per project id. */
  demoDataPolls: Record<string, number>;
  nextProjectId: number;
}

export const DEMO_USER: UserBasic = {
  id: 1,
  uuid: '0190a1b2-0000-7000-8000-0000000000d1',
  distinct_id: 'demo-user',
  first_name: 'Demo',
  last_name: 'User',
  email: 'demo@acme.test',
};

const DAY = 86_400_000;

function surveyFromSeed(seed: SurveySeed, index: number, projectId: number, random: () => number): Survey {
  const created = new Date(SEED_BASE_DATE - index * DAY * 2).toISOString();
  const past = (days: number) => new Date(SEED_BASE_DATE - days * DAY).toISOString();
  const future = (days: number) => new Date(SEED_BASE_DATE + 365 * DAY * 5 + days * DAY).toISOString();
  const state = seed.state ?? 'draft';
  const id = uuidFrom(random);
  const survey: Survey = {
    id,
    name: seed.name,
    description: seed.description ?? '',
    type: seed.type ?? 'popover',
    schedule: 'once',
    linked_flag: null,
    linked_flag_id: null,
    targeting_flag: null,
    internal_targeting_flag: {
      id: 5000 + index + projectId * 100,
      team_id: projectId,
      key: `survey-targeting-${id.slice(0, 10)}-custom`,
      name: `Targeting flag for survey ${seed.name}`,
      filters: { groups: [] },
      active: state === 'running',
      deleted: false,
    },
    questions: seed.questions,
    conditions: null,
    appearance: { displayThankYouMessage: true, thankYouMessageHeader: 'Thank you for your feedback!', backgroundColor: '#eeeded', submitButtonColor: 'black', position: 'right' },
    created_at: created,
    created_by: DEMO_USER,
    start_date: state === 'draft' ? null : state === 'scheduled' ? future(7) : past(index * 2 - 1 > 0 ? index * 2 - 1 : 1),
    end_date: state === 'completed' ? past(1) : null,
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
    ...seed.extra,
  };
  if (seed.extra?.appearance) survey.appearance = { ...(survey.appearance ?? {}), ...seed.extra.appearance };
  if (survey.iteration_count && survey.iteration_frequency_days && survey.start_date) {
    const start = Date.parse(survey.start_date);
    survey.iteration_start_dates = Array.from({ length: survey.iteration_count }, (_, i) =>
      new Date(start + i * survey.iteration_frequency_days! * DAY).toISOString(),
    );
    survey.current_iteration = 1;
    survey.current_iteration_start_date = survey.iteration_start_dates[0] ?? null;
  }
  survey.feature_flag_keys = flagKeys(survey);
  return survey;
}

export function flagKeys(survey: Survey): NonNullable<Survey['feature_flag_keys']> {
  return [
    { key: 'linked_flag_key', value: survey.linked_flag?.key ?? null },
    { key: 'targeting_flag_key', value: survey.targeting_flag?.key ?? null },
    { key: 'internal_targeting_flag_key', value: survey.internal_targeting_flag?.key ?? null },
    { key: 'internal_response_sampling_flag_key', value: null },
  ];
}

function activityFor(
  random: () => number,
  projectId: number,
  scope: 'Project' | 'Survey',
  itemId: string,
  name: string,
  activity: string,
  at: string,
  changes: ActivityEntry['detail']['changes'] = null,
): StoredActivity {
  return {
    projectId,
    scope,
    entry: {
      id: uuidFrom(random),
      user: { first_name: DEMO_USER.first_name, email: DEMO_USER.email },
      activity,
      scope,
      item_id: itemId,
      detail: { id: itemId, name, changes, merge: null, trigger: null, short_id: null, type: null },
      created_at: at,
    },
  };
}

export function buildSeed(): MockDb {
  const random = seededRandom(20261001);
  const projects = buildSeedProjects();
  const surveys: StoredSurvey[] = [];
  const responses: Record<string, number> = {};
  const activity: StoredActivity[] = [];
  for (const [projectId, seeds] of [
    [1, acmeWebSurveys],
    [2, acmeMobileSurveys],
  ] as const) {
    seeds.forEach((seed, index) => {
      const survey = surveyFromSeed(seed, index, projectId, random);
      surveys.push({ projectId, survey });
      if (seed.responses && survey.start_date) responses[survey.id] = seed.responses;
      activity.push(activityFor(random, projectId, 'Survey', survey.id, survey.name, 'created', survey.created_at));
      if (survey.start_date && Date.parse(survey.start_date) <= SEED_BASE_DATE) {
        activity.push(
          activityFor(random, projectId, 'Survey', survey.id, survey.name, 'updated', survey.start_date, [
            { type: 'Survey', action: 'changed', field: 'start_date', before: null, after: survey.start_date },
          ]),
        );
      }
    });
  }
  for (const project of projects.slice(0, 5)) {
    activity.push(activityFor(random, project.id, 'Project', String(project.id), project.name, 'created', project.created_at));
    activity.push(
      activityFor(random, project.id, 'Project', String(project.id), project.name, 'updated', project.updated_at, [
        { type: 'Team', action: 'changed', field: 'timezone', before: 'UTC', after: project.timezone },
      ]),
    );
  }
  activity.sort((a, b) => b.entry.created_at.localeCompare(a.entry.created_at));
  const organization: Organization = {
    id: ORG_ID,
    name: 'Acme Analytics',
    slug: 'acme-analytics',
    logo_media_id: null,
    created_at: new Date(SEED_BASE_DATE - 400 * DAY).toISOString(),
    updated_at: new Date(SEED_BASE_DATE - 10 * DAY).toISOString(),
    membership_level: 8,
    plugins_access_level: 3,
    teams: [],
    projects: [],
    available_product_features: [{ key: 'surveys_styling', name: 'Surveys styling' }],
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
  return {
    organization,
    projects,
    surveys,
    activity,
    responses,
    demoDataPolls: { '3': 3 },
    nextProjectId: projects.length + 1,
  };
}

export const db: MockDb = buildSeed();

export function replaceDb(next: MockDb): void {
  Object.assign(db, structuredClone(next));
}

export function resetDb(): void {
  replaceDb(buildSeed());
}

export function recordActivity(
  projectId: number,
  scope: 'Project' | 'Survey',
  itemId: string,
  name: string,
  activity: string,
  changes: ActivityEntry['detail']['changes'] = null,
): void {
  db.activity.unshift({
    projectId,
    scope,
    entry: {
      id: newUuid(),
      user: { first_name: DEMO_USER.first_name, email: DEMO_USER.email },
      activity,
      scope,
      item_id: itemId,
      detail: { id: itemId, name, changes, merge: null, trigger: null, short_id: null, type: null },
      created_at: new Date().toISOString(),
    },
  });
}
