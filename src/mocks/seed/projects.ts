// Seeded projects (120 in Acme Analytics, enough for several pages; 3 in Northwind Labs), built with the
// model's defaults (models/project.ts).
import { DEMO_ORGANIZATION_IDS } from '@/contracts/demo-keys';
import type { Project } from '@/contracts/project';
import type { StoredProject } from '../stored';
import { seededRandom } from '../ids';
import { buildProject } from '../models/project';

/** Acme Analytics: the demo user's current organization. */
export const ORG_ID = DEMO_ORGANIZATION_IDS.acme;
/** Northwind Labs: a second, smaller organization of the demo user. */
export const NORTHWIND_ORG_ID = DEMO_ORGANIZATION_IDS.northwind;
/** How many projects Acme Analytics is seeded with (ids 1..120); Northwind's follow. */
export const ACME_PROJECT_COUNT = 120;
export const SEED_BASE_DATE = Date.parse('2026-10-01T09:00:00Z');
const DAY = 86_400_000;

const AREAS = [
  'Web',
  'Mobile',
  'Checkout',
  'Docs',
  'Billing',
  'Admin',
  'Marketing site',
  'Support portal',
  'Data pipeline',
  'Growth lab',
];
const REGIONS = ['EU', 'US', 'APAC', 'LATAM', 'Staging', 'Sandbox'];
const ZONES = [
  'UTC',
  'Europe/London',
  'Europe/Berlin',
  'America/New_York',
  'America/Los_Angeles',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Asia/Kolkata',
  'America/Sao_Paulo',
  'Africa/Lagos',
];
const PRODUCTS = [
  'product_analytics',
  'session_replay',
  'feature_flags',
  'surveys',
  'web_analytics',
  'error_tracking',
];

/**
 * The test account filters PostHog suggests for a new project (TeamManager.set_test_account_filters,
 * posthog/models/team/team.py @ 80213111): the members' email domain, and a $host of localhost. Acme's
 * testers sign up with @acme-test.com addresses (the seeded survey answers, seed/survey-events.ts).
 */
const ACME_TEST_ACCOUNT_FILTERS = [
  { key: 'email', type: 'person', value: '@acme-test.com', operator: 'not_icontains' },
  { key: '$host', type: 'event', value: '^(localhost|127\\.0\\.0\\.1)($|:)', operator: 'not_regex' },
];

export function buildSeedProjects(): StoredProject[] {
  const random = seededRandom(7);
  const projects: StoredProject[] = [];
  const fixed: Record<number, Partial<Project>> = {
    1: {
      name: 'Acme Web',
      ingested_event: true,
      completed_snippet_onboarding: true,
      timezone: 'Europe/Berlin',
      week_start_day: 1,
      app_urls: ['https://acme.test', 'https://www.acme.test'],
      session_recording_opt_in: true,
      session_recording_sample_rate: '0.50',
      session_recording_minimum_duration_milliseconds: 2000,
      surveys_opt_in: true,
      heatmaps_opt_in: true,
      has_completed_onboarding_for: { product_analytics: true, surveys: true, session_replay: true },
      has_group_types: true,
      test_account_filters: structuredClone(ACME_TEST_ACCOUNT_FILTERS),
    },
    2: {
      name: 'Acme Mobile',
      ingested_event: true,
      timezone: 'America/New_York',
      week_start_day: 0,
      has_completed_onboarding_for: { product_analytics: true },
      test_account_filters: structuredClone(ACME_TEST_ACCOUNT_FILTERS),
      // The project's default survey look (Team.survey_config, edited in PostHog's survey settings):
      // PostHog's UI, and Surveyor, start every new survey of the project from it.
      survey_config: {
        appearance: {
          backgroundColor: '#eef2ff',
          borderColor: '#1d4aff',
          submitButtonColor: '#1d4aff',
          ratingButtonActiveColor: '#1d4aff',
          position: 'left',
        },
      },
    },
    3: { name: 'Acme Demo', is_demo: true, ingested_event: true, timezone: 'UTC' },
  };
  const count = ACME_PROJECT_COUNT;
  for (let id = 1; id <= count; id += 1) {
    const area = AREAS[(id - 1) % AREAS.length]!;
    const region = REGIONS[Math.floor((id - 1) / AREAS.length) % REGIONS.length]!;
    const round = Math.floor((id - 1) / (AREAS.length * REGIONS.length));
    const name = `${area} ${region}${round ? ` ${round + 1}` : ''}`;
    const onboarded = PRODUCTS.filter(() => random() < 0.3);
    const created = new Date(SEED_BASE_DATE - (count - id) * DAY).toISOString();
    projects.push(
      buildProject(
        {
          id,
          name,
          created_at: created,
          updated_at: new Date(Date.parse(created) + 3 * DAY).toISOString(),
          timezone: ZONES[id % ZONES.length]!,
          is_demo: id % 29 === 0,
          ingested_event: random() < 0.6,
          completed_snippet_onboarding: random() < 0.5,
          week_start_day: id % 3 === 0 ? null : ((id % 2) as 0 | 1),
          has_completed_onboarding_for: onboarded.length
            ? Object.fromEntries(onboarded.map((p) => [p, true]))
            : null,
          product_intents: onboarded.map((product) => ({
            product_type: product,
            created_at: created,
            updated_at: created,
            onboarding_completed_at: created,
          })),
          ...fixed[id],
        },
        random,
      ),
    );
  }
  return [...projects, ...buildNorthwindProjects()];
}

/** Northwind Labs' projects: ids after Acme's (project ids are one sequence across organizations). */
function buildNorthwindProjects(): StoredProject[] {
  const random = seededRandom(11);
  const seeds: Partial<Project>[] = [
    {
      name: 'Northwind Storefront',
      timezone: 'Asia/Kolkata',
      week_start_day: 1,
      ingested_event: true,
      completed_snippet_onboarding: true,
      surveys_opt_in: true,
      has_completed_onboarding_for: { product_analytics: true, surveys: true },
    },
    {
      name: 'Northwind Ops',
      timezone: 'Europe/Kyiv',
      week_start_day: 1,
      // A project with PostHog's flag governance on: new flags need a tag and an evaluation context,
      // unless they are made for a survey (creation_context "surveys").
      require_evaluation_contexts: true,
      feature_flag_policy: { require_tags: true },
    },
    { name: 'Northwind Sandbox', timezone: 'Asia/Ho_Chi_Minh', is_demo: true, week_start_day: null },
  ];
  return seeds.map((fields, i) => {
    const id = ACME_PROJECT_COUNT + 1 + i;
    const created = new Date(SEED_BASE_DATE - (40 - i * 10) * DAY).toISOString();
    return buildProject(
      {
        id,
        name: fields.name!,
        organization: NORTHWIND_ORG_ID,
        created_at: created,
        updated_at: created,
        ...fields,
      },
      random,
    );
  });
}
