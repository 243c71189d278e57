// The feature flags a survey owns, as SurveySerializerCreateUpdateOnly keeps them
// (products/surveys/backend/api/survey.py @ 0031b5ea): the targeting flag made from
// `targeting_flag_filters`, the internal targeting flag that hides the survey from who already dismissed
// or answered it, and the internal response-sampling flag. Each is written through FeatureFlagSerializer,
// so its filters are stored normalised. They live on their survey in the demo (PostHog's flag list leaves
// them out too: Survey.get_internal_flag_ids, products/surveys/backend/models.py @ 0031b5ea).
import type { MinimalFeatureFlag, Survey } from '@/contracts/survey';
import type { StoredFeatureFlag } from '../stored';
import { randomString } from '../ids';
import { toMinimalFlag } from './flags/feature-flag';

type Filters = Record<string, unknown>;

/** A write's changes to the survey's targeting flag, as the serializer cleaned them. */
export interface TargetingChange {
  /** `targeting_flag_id`: an existing flag of the project becomes the targeting flag. */
  targetingFlag?: StoredFeatureFlag;
  /** `remove_targeting_flag` on an update. */
  removeTargeting?: boolean;
  /** `targeting_flag_filters`: merged into the targeting flag, which is created when there is none. */
  targetingFilters?: Record<string, unknown> | null;
}

/** The flag a survey's internal response sampling runs on, kept beside the survey's own fields. */
export type SurveyWithSampling = Survey & { internal_response_sampling_flag?: MinimalFeatureFlag | null };

const isDict = (value: unknown): value is Filters =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * FeatureFlagSerializer's normalisation of stored filters (_validate_filters_inner,
 * products/feature_flags/backend/api/feature_flag.py @ 00611561): every condition set carries its own
 * `aggregation_group_type_index` (the flag-level one, else null), and the flag-level one becomes the
 * sets' common value, null when they differ. test_can_list_surveys @ 0031b5ea answers exactly this.
 */
export function normalizeFlagFilters(filters: Filters): Filters {
  const normalized = structuredClone(filters);
  if (!Array.isArray(normalized.groups)) normalized.groups = [];
  const groups = (normalized.groups as unknown[]).filter(isDict);
  const flagLevel = normalized.aggregation_group_type_index ?? null;
  for (const group of groups)
    if (!('aggregation_group_type_index' in group)) group.aggregation_group_type_index = flagLevel;
  if (groups.length) {
    const first = groups[0]!.aggregation_group_type_index;
    normalized.aggregation_group_type_index = groups.every(
      (group) => group.aggregation_group_type_index === first,
    )
      ? first
      : null;
  }
  return normalized;
}

/**
 * A flag the survey serializer creates (`_create_or_update_targeting_flag`): key
 * `survey-targeting-<10 hex><suffix>`, name "Targeting flag for survey <name>", answered with
 * MinimalFeatureFlagSerializer's fields (test_can_list_surveys @ 0031b5ea lists them exactly).
 */
export function surveyOwnedFlag(
  id: number,
  projectId: number,
  key: string,
  surveyName: string,
  filters: Filters,
  active: boolean,
): MinimalFeatureFlag {
  return {
    id,
    team_id: projectId,
    key,
    name: `Targeting flag for survey ${surveyName}`,
    filters: normalizeFlagFilters(filters),
    deleted: false,
    active,
    ensure_experience_continuity: false,
    version: 1,
    evaluation_runtime: 'all',
    evaluation_contexts: [],
    bucketing_identifier: 'distinct_id',
  };
}

const randomKey = (suffix = '') =>
  `survey-targeting-${randomString(10, Math.random, '0123456789abcdef')}${suffix}`;

/**
 * The targeting flag created, pointed at, merged or removed by a write. A created flag is inactive on
 * create (`active=False`) and as active as `bool(start_date)` on update; the update then syncs it.
 */
export function applyTargeting(
  survey: Survey,
  projectId: number,
  change: TargetingChange,
  newFlagId: () => number,
  activeWhenCreated = Boolean(survey.start_date),
): void {
  if (change.targetingFlag) survey.targeting_flag = toMinimalFlag(change.targetingFlag);
  if (change.removeTargeting) survey.targeting_flag = null;
  if (change.targetingFilters) {
    const current = survey.targeting_flag;
    survey.targeting_flag = current
      ? {
          ...current,
          filters: normalizeFlagFilters({ ...(current.filters ?? {}), ...change.targetingFilters }),
        }
      : surveyOwnedFlag(
          newFlagId(),
          projectId,
          randomKey(),
          survey.name,
          change.targetingFilters,
          activeWhenCreated,
        );
  }
}

/**
 * Surveys and their flags are active iff launched, not stopped and not archived, whatever the dates say:
 * `_should_survey_flags_be_active` = `bool(start_date) and not end_date and not archived`. No comparison
 * with the current time, so a future `start_date` is live and a future `end_date` has already stopped it.
 */
export function isSurveyActive(survey: Pick<Survey, 'start_date' | 'end_date' | 'archived'>): boolean {
  return Boolean(survey.start_date) && !survey.end_date && !survey.archived;
}

const notSet = (key: string) => ({ key, value: 'is_not_set', operator: 'is_not_set', type: 'person' });

/**
 * `_add_user_survey_interacted_filters`: show the survey only to who has neither dismissed nor answered
 * it (`$survey_dismissed/<id>`, `$survey_responded/<id>`, with `/<iteration>` once it recurs); with a
 * wait period, a second group admits who last saw a survey before it (`$last_seen_survey_date`).
 */
export function interactionFilters(survey: Survey): Filters {
  const count = survey.iteration_count ?? 0;
  const key = count > 0 ? `${survey.id}/${survey.current_iteration || 1}` : survey.id;
  const base = [notSet(`$survey_dismissed/${key}`), notSet(`$survey_responded/${key}`)];
  const conditions = isDict(survey.conditions) ? survey.conditions : {};
  const wait = conditions.seenSurveyWaitPeriodInDays;
  if (typeof wait === 'number' && wait > 0)
    return {
      groups: [
        { variant: '', rollout_percentage: 100, properties: [...base, notSet('$last_seen_survey_date')] },
        {
          variant: '',
          rollout_percentage: 100,
          properties: [
            ...base,
            {
              key: '$last_seen_survey_date',
              value: `${Math.trunc(wait)}d`,
              operator: 'is_date_before',
              type: 'person',
            },
          ],
        },
      ],
    };
  return { groups: [{ variant: '', rollout_percentage: 100, properties: base }] };
}

/** The four `{key, value}` entries the read serializer derives from the survey's flags. */
export function flagKeys(survey: SurveyWithSampling): NonNullable<Survey['feature_flag_keys']> {
  return [
    { key: 'linked_flag_key', value: survey.linked_flag?.key ?? null },
    { key: 'targeting_flag_key', value: survey.targeting_flag?.key ?? null },
    { key: 'internal_targeting_flag_key', value: survey.internal_targeting_flag?.key ?? null },
    {
      key: 'internal_response_sampling_flag_key',
      value: survey.internal_response_sampling_flag?.key ?? null,
    },
  ];
}

/**
 * What every save does to the survey's flags once the survey is saved: the targeting flag's `active`
 * follows the survey (update only: create() leaves a new targeting flag off), the internal targeting
 * flag is created or has its filters replaced and follows the survey, and a survey with daily sampling
 * limits gets its response-sampling flag once (`_add_internal_response_sampling_filters`, at 100%).
 * The internal flag's key comes from the survey id, not at random, so the seed stays deterministic.
 */
export function syncFlags(
  survey: SurveyWithSampling,
  projectId: number,
  newFlagId: () => number,
  { syncTargeting = true }: { syncTargeting?: boolean } = {},
): void {
  const active = isSurveyActive(survey);
  if (syncTargeting && survey.targeting_flag) survey.targeting_flag = { ...survey.targeting_flag, active };
  const filters = interactionFilters(survey);
  const internal = survey.internal_targeting_flag;
  survey.internal_targeting_flag = internal
    ? { ...internal, filters: normalizeFlagFilters({ ...(internal.filters ?? {}), ...filters }), active }
    : surveyOwnedFlag(
        newFlagId(),
        projectId,
        `survey-targeting-${survey.id.replace(/-/g, '').slice(0, 10)}-custom`,
        survey.name,
        filters,
        active,
      );
  if (survey.response_sampling_daily_limits != null && !survey.internal_response_sampling_flag)
    survey.internal_response_sampling_flag = surveyOwnedFlag(
      newFlagId(),
      projectId,
      randomKey('-sampling'),
      survey.name,
      { groups: [{ variant: '', rollout_percentage: 100, properties: [] }] },
      Boolean(survey.start_date),
    );
  survey.feature_flag_keys = flagKeys(survey);
}
