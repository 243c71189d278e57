// Facts about surveys that the server enforces, stated once for the editor's schema, the readers and the
// demo backend. No Zod here: the demo backend's module, which the first screen waits for, imports these
// without building the survey contracts' schemas (see docs/decisions/0014-first-screen-chunks.md).

/** Survey.name: a CharField(max_length=400) (posthog/models/surveys/survey.py). */
export const SURVEY_NAME_MAX_LENGTH = 400;
/** MAX_ITERATION_COUNT: the most iterations a recurring survey may have (posthog/api/survey.py). */
export const MAX_ITERATIONS = 500;
/** The longest search PostHog accepts (MAX_SEARCH_LENGTH in posthog/helpers/trigram_search.py). */
export const MAX_SEARCH_LENGTH = 200;
/** Condition keys the server refuses on external (hosted) surveys (SurveySerializer.validate). */
export const HOSTED_SURVEY_REFUSED_CONDITIONS = [
  'url',
  'urlMatchType',
  'selector',
  'seenSurveyWaitPeriodInDays',
  'linkedFlagVariant',
  'deviceTypes',
  'deviceTypesMatchType',
] as const;

export const SURVEY_TYPES = ['popover', 'widget', 'api', 'external_survey'] as const;

/** A survey type this version of Surveyor knows (the read keeps any other as text). */
export type SurveyType = (typeof SURVEY_TYPES)[number];

export const isKnownSurveyType = (type: unknown): type is SurveyType =>
  (SURVEY_TYPES as readonly unknown[]).includes(type);
