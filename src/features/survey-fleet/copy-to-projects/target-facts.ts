// What a transfer plan needs to know of a target project, read before anything is written: its flag with
// the linked flag's key, its cohorts and actions (to map the survey's by name) and whether the survey's
// name is free there. A list the key may not read is said, not guessed; a project the key cannot reach
// at all is the plan's refusal.
import { queryOptions } from '@tanstack/react-query';
import type { Survey } from '@/contracts/survey';
import { featureFlagVariantKeys } from '@/contracts/feature-flag';
import { isApiError } from '@/lib/api/api-error';
import { describeApiError } from '@/lib/api/describe-api-error';
import { actionsApi } from '@/entities/action/actions.api';
import { cohortsApi } from '@/entities/cohort/cohorts.api';
import { featureFlagsApi } from '@/entities/feature-flag/feature-flags.api';
import { surveysApi } from '@/entities/survey/api/surveys.api';
import { surveyReferences, type SurveyReferences } from '../model/references';
import { isUnreadable, type NamedRef, type Unreadable } from '../model/fleet-types';
import { planTransfer, type TargetLookups } from '../model/transfer-plan';
import { inSlot } from '../copies-tab/read-slots';
import type { FlagCopyPath } from './copy-linked-flag';

export interface TargetFacts {
  /** Why nothing can be written there (the key cannot reach the project), or null. */
  refusal: string | null;
  /**
   * The survey names as a sorted list, not a set: React Query shares plain data between reads, so facts
   * read again unchanged are the same object (and nothing computed from them is computed again).
   */
  lookups: Omit<TargetLookups, 'surveyNames'> & { surveyNames: string[] | Unreadable };
}

/** Up to this many surveys matching the name are compared (PostHog's own page size). */
const NAME_MATCHES = 100;

/** A target project the key cannot reach at all: the plan's refusal, with the server's words. */
class Refused extends Error {}

/**
 * One list of a project: what it holds, or why the key may not read it. In a target project (`target`),
 * a 403 that names no missing scope means the key cannot reach the project at all: that refuses the plan.
 */
async function read<T>(what: string, load: () => Promise<T>, target = false): Promise<T | Unreadable> {
  try {
    return await inSlot(load);
  } catch (error) {
    const missing = isApiError(error) ? error.missingScope : null;
    if (missing) return { unreadable: `the key cannot read ${what} (it lacks '${missing}')` };
    if (target && isApiError(error) && error.status === 403) throw new Refused(error.detail);
    return { unreadable: `${what} could not be read: ${describeApiError(error).message}` };
  }
}

const readInTarget = <T>(what: string, load: () => Promise<T>) => read(what, load, true);

/** What of the source decides which facts are read: its references and its name. */
interface Wanted {
  refs: SurveyReferences;
  name: string;
}

const wantedOf = (source: Survey): Wanted => ({ refs: surveyReferences(source), name: source.name });

export async function readTargetFacts(
  { refs, name }: Wanted,
  targetId: number,
  signal?: AbortSignal,
): Promise<TargetFacts> {
  const flagKey = refs.linkedFlag?.key;
  try {
    const [flags, cohorts, actions, surveyNames] = await Promise.all([
      flagKey
        ? readInTarget('its feature flags', async () => {
            const flag = await featureFlagsApi.byKey(targetId, flagKey, signal);
            return flag
              ? [{ id: flag.id, key: flag.key, variants: featureFlagVariantKeys(flag.filters) }]
              : [];
          })
        : [],
      refs.cohortIds.length
        ? readInTarget('its cohorts', async () =>
            (await cohortsApi.all(targetId, signal)).map(({ id, name }): NamedRef => ({ id, name })),
          )
        : [],
      refs.actions.length
        ? readInTarget('its actions', async () =>
            (await actionsApi.all(targetId, signal)).map(({ id, name }): NamedRef => ({ id, name })),
          )
        : [],
      readInTarget('its surveys', async () => {
        const page = await surveysApi.list(
          targetId,
          { limit: NAME_MATCHES, offset: 0, search: name },
          signal,
        );
        const names = page.results.flatMap((item) => ('survey' in item ? [item.survey.name] : []));
        return [...new Set(names)].sort();
      }),
    ]);
    return { refusal: null, lookups: { flags, cohorts, actions, surveyNames } };
  } catch (error) {
    if (error instanceof Refused)
      return {
        refusal: error.message,
        lookups: { flags: [], cohorts: [], actions: [], surveyNames: [] },
      };
    throw error;
  }
}

/** The source's own cohorts, to name the ids its targeting holds. */
export async function readSourceCohorts(
  { refs }: Wanted,
  projectId: number,
  signal?: AbortSignal,
): Promise<NamedRef[] | Unreadable> {
  if (refs.cohortIds.length === 0) return [];
  return read('this project’s cohorts', async () =>
    (await cohortsApi.all(projectId, signal)).map(({ id, name }) => ({ id, name })),
  );
}

/** Every read of a target project's facts: a copy into it changes them (a survey name, a copied flag). */
export const targetFactsKey = (targetId: number) => ['survey-fleet', 'target-facts', targetId] as const;

export const fleetQueries = {
  targetFacts: (source: Survey, targetId: number) => {
    const wanted = wantedOf(source);
    return queryOptions({
      queryKey: [...targetFactsKey(targetId), wanted] as const,
      queryFn: ({ signal }) => readTargetFacts(wanted, targetId, signal),
      staleTime: 30_000,
    });
  },
  sourceCohorts: (source: Survey, projectId: number) => {
    const wanted = wantedOf(source);
    return queryOptions({
      queryKey: ['survey-fleet', 'source-cohorts', projectId, wanted] as const,
      queryFn: ({ signal }) => readSourceCohorts(wanted, projectId, signal),
      staleTime: 30_000,
    });
  },
};

/**
 * What PostHog refuses whatever the project: duplicate_to_projects copies only into projects of the key
 * owner's *current* organization (`user.organization`, the one last used in PostHog's app; survey.py @
 * 0031b5ea), so working in another organization refuses every copy. Null: no refusal (or not known).
 */
export function organizationRefusal(
  chosen: { id: string; name: string } | undefined,
  current: { id: string; name: string } | undefined,
): string | null {
  if (!chosen || !current || chosen.id === current.id) return null;
  return `PostHog copies a survey only into projects of your current organization, the one you last used in PostHog (“${current.name}”), and these projects are in “${chosen.name}”: switch organization in PostHog (its organization menu) to “${chosen.name}”, then copy.`;
}

/** A target's plan from its facts, as the dialog, the Copies matrix and every push make it. */
export function planFor(
  source: Survey,
  sourceCohorts: NamedRef[] | Unreadable,
  target: { id: number; name: string },
  facts: TargetFacts,
  canWriteFlags: boolean,
  more: { refusal?: string | null; flagPath?: FlagCopyPath } = {},
) {
  const { surveyNames } = facts.lookups;
  return planTransfer({
    source,
    sourceCohorts,
    target: { ...target, refusal: facts.refusal ?? more.refusal ?? null },
    flagPath: more.flagPath ?? null,
    lookups: {
      ...facts.lookups,
      surveyNames: isUnreadable(surveyNames) ? surveyNames : new Set(surveyNames),
    },
    canWriteFlags,
    // Whether this server copies translations is not known before a copy: Surveyor restores them when absent.
    serverCopiesTranslations: false,
  });
}
