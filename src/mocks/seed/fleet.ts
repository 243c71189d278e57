// Seeded cohorts and actions of Acme Web (1), Acme Mobile (2) and Acme Demo (3), chosen so that copying
// "NPS with follow-ups" from Acme Web shows every outcome of a transfer: its targeting cohort "Power users"
// exists in Acme Mobile and not in Acme Demo, its trigger action "Completed checkout" likewise, and a
// soft-deleted cohort and action of the same names elsewhere never match (the lists and copy_flags skip
// deleted rows). Fixed ids and dates: no clock, no random.
import type { StoredAction, StoredCohort } from '../stored';
import { SEED_BASE_DATE } from './projects';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** A person-property cohort as CohortSerializer stores one: `filters.properties` is a property group. */
function personCohort(key: string, value: string): Record<string, unknown> {
  return {
    properties: {
      type: 'OR',
      values: [{ type: 'AND', values: [{ key, type: 'person', value: [value], operator: 'exact' }] }],
    },
  };
}

interface CohortSeed {
  name: string;
  description?: string;
  filters: Record<string, unknown>;
  deleted?: boolean;
}

const COHORTS: [number, CohortSeed[]][] = [
  [
    1,
    [
      {
        name: 'Power users',
        description: 'Used Acme on 20+ days last month',
        filters: personCohort('plan', 'pro'),
      },
      { name: 'Beta testers', filters: personCohort('beta', 'true') },
      { name: 'Churn risk', filters: personCohort('health', 'at-risk') },
    ],
  ],
  [
    2,
    [
      { name: 'Power users', filters: personCohort('plan', 'pro') },
      { name: 'Mobile installers', filters: personCohort('platform', 'ios') },
    ],
  ],
  [
    3,
    [
      { name: 'Beta testers', filters: personCohort('beta', 'true') },
      // Deleted: "Power users" is missing in Acme Demo, whatever the deleted row says.
      { name: 'Power users', filters: personCohort('plan', 'pro'), deleted: true },
    ],
  ],
];

/** Cohort ids of a project start at projectId * 100 + 1, so a seeded survey can name them. */
export const cohortId = (projectId: number, index: number) => projectId * 100 + index + 1;

/** The seeded "Power users" cohort of Acme Web, the NPS survey's targeting. */
export const ACME_WEB_POWER_USERS = cohortId(1, 0);

export function buildSeedCohorts(): StoredCohort[] {
  return COHORTS.flatMap(([projectId, seeds]) =>
    seeds.map((seed, index) => ({
      projectId,
      id: cohortId(projectId, index),
      name: seed.name,
      description: seed.description ?? '',
      is_static: false,
      filters: structuredClone(seed.filters),
      deleted: seed.deleted ?? false,
      created_at: iso(SEED_BASE_DATE - (50 - index) * DAY),
    })),
  );
}

interface ActionSeed {
  name: string;
  event: string;
  url?: string;
  deleted?: boolean;
}

const ACTIONS: [number, ActionSeed[]][] = [
  [
    1,
    [
      { name: 'Completed checkout', event: '$pageview', url: '/checkout/done' },
      { name: 'Signed up', event: 'user signed up' },
      { name: 'Viewed pricing', event: '$pageview', url: '/pricing' },
    ],
  ],
  [
    2,
    [
      { name: 'Completed checkout', event: 'purchase_completed' },
      { name: 'Opened app', event: 'Application Opened' },
    ],
  ],
  [
    3,
    [
      { name: 'Signed up', event: 'user signed up' },
      { name: 'Completed checkout', event: '$pageview', url: '/checkout/done', deleted: true },
    ],
  ],
];

export const actionId = (projectId: number, index: number) => projectId * 100 + index + 1;

/** The seeded "Completed checkout" action of Acme Web, the NPS survey's action trigger. */
export const ACME_WEB_COMPLETED_CHECKOUT = { id: actionId(1, 0), name: 'Completed checkout' };

export function buildSeedActions(): StoredAction[] {
  return ACTIONS.flatMap(([projectId, seeds]) =>
    seeds.map((seed, index) => ({
      projectId,
      id: actionId(projectId, index),
      name: seed.name,
      description: '',
      steps: [{ event: seed.event, url: seed.url ?? null, url_matching: seed.url ? 'contains' : null }],
      deleted: seed.deleted ?? false,
      created_at: iso(SEED_BASE_DATE - (40 - index) * DAY),
      last_calculated_at: iso(SEED_BASE_DATE - index * DAY),
    })),
  );
}
