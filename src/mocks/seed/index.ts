// The deterministic seed: the demo user's two organizations (organizations.ts; Acme Analytics with
// 120 projects, Northwind Labs with 3: projects.ts), the surveys of "Acme Web", "Acme Mobile" and
// "Northwind Storefront" (surveys.ts) and activity logs. No Math.random and no
// clock: every start builds exactly the same data from a fixed base date and seeded PRNGs. Surveys and
// projects are built through the models, as the handlers build them.
import type { ActivityChange, ActivityChanges } from '@/contracts/common';
import type { Survey } from '@/contracts/survey';
import type { MockDb, StoredActivity, StoredFeatureFlag, StoredSurvey } from '../stored';
import { seededRandom, uuidFrom } from '../ids';
import { activityEntry, fieldChange, modelChange, pythonIsoformat } from '../models/activity';
import { toMinimalFlag } from '../models/flags/feature-flag';
import { advanceIterations, computeIterations, newSurvey, syncFlags } from '../models/survey';
import { normalizeFlagFilters } from '../models/survey-flags';
import { buildSeedFeatureFlags } from './feature-flags';
import { buildSeedActions, buildSeedCohorts } from './fleet';
import { buildNorthwindOrganization, buildOrganization } from './organizations';
import { buildSeedProjects, ORG_ID, SEED_BASE_DATE } from './projects';
import {
  acmeMobileSurveys,
  acmeWebProductTourSurvey,
  acmeWebSurveys,
  northwindStorefrontSurveys,
  type SurveySeed,
} from './surveys';

export { SEED_BASE_DATE };

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * A seeded survey, built through the model as a create would build it, with the dates its state says,
 * the iteration running at the seed date and its internal flag under a fixed id.
 */
function buildSurvey(
  seed: SurveySeed,
  index: number,
  projectId: number,
  random: () => number,
  linked: StoredFeatureFlag | undefined,
): Survey {
  const created = SEED_BASE_DATE - (index * 2 + 3) * DAY;
  const state = seed.state ?? 'draft';
  const launched = created + DAY;
  const survey = newSurvey(uuidFrom(random), {
    name: seed.name,
    description: seed.description ?? '',
    type: seed.type ?? 'popover',
    // The seed modules are built once at import; each store gets its own copy of the questions.
    questions: structuredClone(seed.questions),
    appearance: {
      displayThankYouMessage: true,
      thankYouMessageHeader: 'Thank you for your feedback!',
      backgroundColor: '#eeeded',
      submitButtonColor: 'black',
      position: 'right',
    },
    created_at: iso(created),
    // Future starts lie years after the base date so they stay in the future whenever the demo runs.
    start_date:
      state === 'draft'
        ? null
        : state === 'future_start'
          ? iso(SEED_BASE_DATE + (5 * 365 + 7) * DAY)
          : iso(launched),
    end_date: state === 'completed' || state === 'archived' ? iso(SEED_BASE_DATE - DAY) : null,
    archived: state === 'archived',
    ...structuredClone(seed.extra ?? {}),
  });
  if (seed.extra?.appearance)
    survey.appearance = { ...(survey.appearance ?? {}), ...structuredClone(seed.extra.appearance) };
  if (linked) {
    survey.linked_flag = toMinimalFlag(linked);
    survey.linked_flag_id = linked.flag.id;
  }
  if (seed.targeting) {
    // The targeting flag the serializer creates from targeting_flag_filters, under a fixed id and key.
    const id = 7000 + projectId * 100 + index;
    survey.targeting_flag = {
      id,
      team_id: projectId,
      key: `survey-targeting-seed${id}`,
      name: `Targeting flag for survey ${survey.name}`,
      filters: structuredClone(seed.targeting),
      deleted: false,
      active: false,
    };
  }
  // A targeting flag is written through FeatureFlagSerializer, which stores its filters normalised
  // (models/survey-flags.ts): seeded as the server would hold it, a copy made through the API matches it.
  if (survey.targeting_flag?.filters)
    survey.targeting_flag.filters = normalizeFlagFilters(survey.targeting_flag.filters);
  // Rows stored before MAX_ITERATION_COUNT existed keep all their iterations ("Legacy: 600 iterations").
  computeIterations(survey, Infinity);
  advanceIterations(survey, SEED_BASE_DATE);
  syncFlags(survey, projectId, () => 5000 + projectId * 100 + index);
  return survey;
}

/** A colleague of the demo user, the author of some seeded edits. */
const COLLEAGUE = { first_name: 'Maya', email: 'maya@acme.test' };

/** A seeded change, logged as the server logs it (modelChange; dates as Python's isoformat). */
const change = (field: string, before: unknown, after: unknown) => {
  const log = (value: unknown) =>
    /_date$/.test(field) && typeof value === 'string' ? pythonIsoformat(value) : (value ?? null);
  return modelChange('Survey', field, log(before), log(after));
};
const changes = (...list: (ActivityChange | null)[]) =>
  list.filter((item): item is ActivityChange => item !== null);

/**
 * A plausible history for a seeded survey: created, launched, edited as its seed says (each edit's
 * fields before → after, walking back from the survey as seeded), stopped, archived. Entries the older
 * seed did not have draw their ids from `extra`, so every other id stays as it was.
 */
function surveyHistory(
  random: () => number,
  extra: () => number,
  projectId: number,
  survey: Survey,
  seed: SurveySeed,
): StoredActivity[] {
  const entry = (
    activity: string,
    at: string,
    list: ActivityChanges = null,
    ids = random,
    by?: typeof COLLEAGUE,
  ) => activityEntry(uuidFrom(ids), projectId, 'Survey', survey.id, survey.name, activity, at, list, by);
  const created = survey.created_at ?? iso(SEED_BASE_DATE);
  const history = [entry('created', created)];
  const launched = survey.start_date && Date.parse(survey.start_date) <= SEED_BASE_DATE;
  if (launched)
    history.push(
      entry('updated', survey.start_date!, changes(change('start_date', null, survey.start_date))),
    );
  if (launched && seed.edits) {
    let after: Survey = structuredClone(survey);
    const logged: StoredActivity[] = [];
    for (const edit of [...seed.edits].reverse()) {
      const before = edit.before(after);
      const at = iso(Date.parse(survey.start_date!) + edit.afterDays * DAY);
      const list = changes(
        ...Object.entries(before).map(([field, value]) => change(field, value, after[field as keyof Survey])),
      );
      logged.unshift(entry('updated', at, list, extra, edit.byColleague ? COLLEAGUE : undefined));
      after = { ...after, ...before };
    }
    history.push(...logged);
  }
  if (seed.entryWithoutDetail !== undefined) {
    const blank = entry('updated', iso(Date.parse(created) + seed.entryWithoutDetail * DAY), null, extra);
    history.push({ ...blank, entry: { ...blank.entry, detail: null } });
  }
  if (survey.end_date)
    history.push(entry('updated', survey.end_date, changes(change('end_date', null, survey.end_date))));
  if (survey.archived) {
    history.push(
      entry(
        'updated',
        iso(Date.parse(survey.end_date ?? created) + 3_600_000),
        changes(change('archived', false, true)),
      ),
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
      fieldChange('Team', 'timezone', 'UTC', timezone),
    ]),
  ];
}

/** The store's records that every screen reads first: the organizations, their projects and the counters. */
export type SeedCoreKey =
  | 'organizations'
  | 'currentOrganizationId'
  | 'currentProjectId'
  | 'projects'
  | 'scheduledChanges'
  | 'demoDataPolls'
  | 'pendingDeletions'
  | 'nextProjectId'
  | 'nextFlagId'
  | 'nextScheduledChangeId'
  | 'nextCohortId';

/** The organizations, their projects and the store's counters: cheap, and all that /projects reads. */
export function buildSeedCore(): Pick<MockDb, SeedCoreKey> {
  const projects = buildSeedProjects();
  return {
    organizations: [buildOrganization(), buildNorthwindOrganization()],
    currentOrganizationId: ORG_ID,
    currentProjectId: 1,
    projects,
    scheduledChanges: [],
    // Project 3 ("Acme Demo") is still generating its demo data for its first polls.
    demoDataPolls: { '3': 3 },
    pendingDeletions: {},
    nextProjectId: Math.max(...projects.map((project) => project.id)) + 1,
    nextFlagId: 100_000,
    nextScheduledChangeId: 0,
    nextCohortId: 10_000,
  };
}

/**
 * The surveys, flags, cohorts, actions and activity logs: most of the seed's cost. Built from the seed's
 * own projects, so it is the same whenever it is built.
 */
export function buildSeedRecords(): Omit<MockDb, SeedCoreKey> {
  return buildSeedRecordsAndAnswers().records;
}

/**
 * The records, with how many answers each started seeded survey had by the seed date: the answers
 * themselves are events (survey-events.ts makes that many submissions), and responses_count counts them.
 */
export function buildSeedRecordsAndAnswers(): {
  records: Omit<MockDb, SeedCoreKey>;
  submissions: Record<string, number>;
} {
  const random = seededRandom(20261001);
  // Ids of the history entries added later (edits, an entry without detail), so older ids stay put.
  const extra = seededRandom(20261117);
  const projects = buildSeedProjects();
  const surveys: StoredSurvey[] = [];
  const submissions: Record<string, number> = {};
  const activity: StoredActivity[] = [];
  const featureFlags = buildSeedFeatureFlags();
  const seededSurveys: [number, SurveySeed[]][] = [
    [1, acmeWebSurveys],
    [2, acmeMobileSurveys],
    [121, northwindStorefrontSurveys],
  ];
  for (const [projectId, seeds] of seededSurveys) {
    seeds.forEach((seed, index) => {
      const linked = seed.linkedFlagKey
        ? featureFlags.find(
            (stored) => stored.projectId === projectId && stored.flag.key === seed.linkedFlagKey,
          )
        : undefined;
      const survey = buildSurvey(seed, index, projectId, random, linked);
      surveys.push({ projectId, survey });
      const started = survey.start_date && Date.parse(survey.start_date) <= SEED_BASE_DATE;
      if (seed.responses && started) submissions[survey.id] = seed.responses;
      activity.push(...surveyHistory(random, extra, projectId, survey, seed));
    });
  }
  // A product tour's own survey: stored like any survey, hidden by the survey API.
  surveys.push({
    projectId: 1,
    survey: buildSurvey(acmeWebProductTourSurvey, acmeWebSurveys.length, 1, random, undefined),
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
    records: {
      surveys,
      featureFlags,
      cohorts: buildSeedCohorts(),
      actions: buildSeedActions(),
      activity,
    },
    submissions,
  };
}

export function buildSeed(): MockDb {
  return { ...buildSeedCore(), ...buildSeedRecords() };
}
