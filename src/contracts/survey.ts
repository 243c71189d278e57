// Surveys of a project. Reading is lenient: PostHog stores questions, appearance and conditions as free
// JSON (its own generated read type is `questions?: unknown | null`), validates little of them, and has
// rows written by older clients, agents and the API. So a survey is read field by field (readSurvey):
// unknown kinds and enums are kept, missing optional fields stay missing, and what cannot be read is
// named as a problem of its part instead of failing the survey. Writing is strict (surveyImportBody and
// the editor's own schema) and sends back only what changed (the editor merges onto `raw`).
// Over 300 lines on purpose: one resource's whole contract (read shapes, the lenient readers, write
// bodies and the server's facts) in one place, the single source of every survey type.
import { z } from 'zod';
import { paginated } from './common';
import {
  isPlainObject,
  MAX_JSON_DEPTH,
  nestedDeeperThan,
  problemsOf,
  readFields,
  readItems,
  readWith,
  tooDeep,
  type ReadProblem,
} from './readable';

// ---- facts the server enforces, stated once (the editor's schema and the demo backend both use them) ----

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
export const surveyType = z.enum(SURVEY_TYPES);
export type SurveyType = z.infer<typeof surveyType>;

export const QUESTION_TYPES = ['open', 'link', 'rating', 'single_choice', 'multiple_choice'] as const;
export const questionType = z.enum(QUESTION_TYPES);
export type QuestionType = z.infer<typeof questionType>;

export const isKnownSurveyType = (type: unknown): type is SurveyType =>
  (SURVEY_TYPES as readonly unknown[]).includes(type);

// ---- branching ---------------------------------------------------------------------------------

/** A response-based target: a question index or the literal "end". */
export const branchTarget = z.union([z.number().int(), z.literal('end')]);
export type BranchTarget = z.infer<typeof branchTarget>;

/** The four kinds the SDK follows; what the editor writes. */
export const branching = z.discriminatedUnion('type', [
  z.looseObject({ type: z.literal('next_question') }),
  z.looseObject({ type: z.literal('end') }),
  z.looseObject({
    type: z.literal('response_based'),
    responseValues: z.record(z.string(), branchTarget),
  }),
  z.looseObject({ type: z.literal('specific_question'), index: z.number().int() }),
]);
export type Branching = z.infer<typeof branching>;

/**
 * Branching as stored. The SDK reads `type` and, for some types, `index` or `responseValues`; any other
 * type (e.g. the June-2024 `confirmation_message`) makes it log a warning and go to the next question.
 * Anything that is not such an object is read as no branching, as the SDK does.
 */
export const branchingRead = z
  .looseObject({
    type: z.string(),
    index: z.unknown().optional(),
    responseValues: z.record(z.string(), z.unknown()).nullish().catch(null),
  })
  .nullish()
  .catch(null);
export type BranchingRead = NonNullable<z.infer<typeof branchingRead>>;

export const KNOWN_BRANCHING_TYPES: readonly string[] = [
  'next_question',
  'end',
  'response_based',
  'specific_question',
];

// ---- questions ---------------------------------------------------------------------------------

/** Fields every kind shares; all but the text are optional, as the server validates none of them. */
const questionBase = {
  id: z.string().nullish(),
  question: z.string(),
  description: z.string().nullish(),
  /** 'text' or 'html' (the SDK renders anything else as text). */
  descriptionContentType: z.string().nullish(),
  optional: z.boolean().nullish(),
  buttonText: z.string().nullish(),
  branching: branchingRead,
};

export const openQuestion = z.looseObject({ ...questionBase, type: z.literal('open') });
export const linkQuestion = z.looseObject({
  ...questionBase,
  type: z.literal('link'),
  link: z.string().nullish(),
});
export const ratingDisplay = z.enum(['number', 'emoji']);
export type RatingDisplay = z.infer<typeof ratingDisplay>;
/**
 * display, scale and the labels are optional in PostHog's own request schema, so agents and the API
 * create ratings without them. posthog-js then draws no rating buttons (it draws them only for display
 * "number" or "emoji") and its branching throws on a scale it does not know: views say so.
 */
export const ratingQuestion = z.looseObject({
  ...questionBase,
  type: z.literal('rating'),
  display: z.string().nullish(),
  scale: z.number().nullish(),
  lowerBoundLabel: z.string().nullish(),
  upperBoundLabel: z.string().nullish(),
  isNpsQuestion: z.boolean().nullish(),
  skipSubmitButton: z.boolean().nullish(),
});
const choiceFields = {
  /** The server checks choices only when there are some; a missing list reads as none. */
  choices: z
    .array(z.string())
    .nullish()
    .transform((choices) => choices ?? []),
  shuffleOptions: z.boolean().nullish(),
  hasOpenChoice: z.boolean().nullish(),
  skipSubmitButton: z.boolean().nullish(),
};
export const singleChoiceQuestion = z.looseObject({
  ...questionBase,
  ...choiceFields,
  type: z.literal('single_choice'),
});
export const multipleChoiceQuestion = z.looseObject({
  ...questionBase,
  ...choiceFields,
  type: z.literal('multiple_choice'),
});

/** A question of a kind Surveyor knows. */
export const surveyQuestion = z.discriminatedUnion('type', [
  openQuestion,
  linkQuestion,
  ratingQuestion,
  singleChoiceQuestion,
  multipleChoiceQuestion,
]);
export type SurveyQuestion = z.infer<typeof surveyQuestion>;
export type OpenQuestion = z.infer<typeof openQuestion>;
export type RatingQuestion = z.infer<typeof ratingQuestion>;
export type SingleChoiceQuestion = z.infer<typeof singleChoiceQuestion>;

/**
 * A question Surveyor cannot read: a kind it does not know (the server accepts any `type`), or a known
 * kind with data of the wrong shape. Screens show its text and why; saves send `raw` back untouched.
 */
export interface UnreadableQuestion {
  type: 'unreadable';
  /** The kind the server stored, when it is text (e.g. "matrix"). */
  storedType: string | null;
  question: string;
  id?: string | null;
  branching?: BranchingRead | null;
  optional?: null;
  problem: string;
  raw: unknown;
}

/** A question as read from the server. */
export type ReadQuestion = SurveyQuestion | UnreadableQuestion;

export function readQuestion(raw: unknown, index = 0): ReadQuestion {
  const parsed = surveyQuestion.safeParse(raw);
  if (parsed.success) return parsed.data;
  const object = isPlainObject(raw) ? raw : {};
  const storedType = typeof object.type === 'string' ? object.type : null;
  const known = storedType !== null && (QUESTION_TYPES as readonly string[]).includes(storedType);
  const problem = !isPlainObject(raw)
    ? `Q${index + 1} is not an object`
    : !known
      ? storedType === null
        ? `Q${index + 1} has no kind`
        : `Q${index + 1} is a “${storedType}” question, a kind Surveyor does not know`
      : `Q${index + 1}: ${problemsOf(parsed.error, raw, '', 1)
          .map((p) => `${p.path || 'question'}: ${p.message}`)
          .join('; ')}`;
  return {
    type: 'unreadable',
    storedType,
    question: typeof object.question === 'string' ? object.question : '',
    id: typeof object.id === 'string' ? object.id : null,
    branching: branchingRead.parse(object.branching),
    problem,
    raw,
  };
}

// ---- nested objects --------------------------------------------------------------------------

export const minimalFeatureFlag = z.looseObject({
  id: z.number().int(),
  team_id: z.number().int().nullish(),
  name: z.string().nullish(),
  key: z.string(),
  filters: z.record(z.string(), z.unknown()).nullish().catch(null),
  deleted: z.boolean().nullish(),
  active: z.boolean().nullish(),
});
export type MinimalFeatureFlag = z.infer<typeof minimalFeatureFlag>;

export const userBasic = z.looseObject({
  id: z.number().int().nullish(),
  uuid: z.string().nullish(),
  distinct_id: z.string().nullish(),
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
  email: z.string().nullish(),
});
export type UserBasic = z.infer<typeof userBasic>;

export const urlMatchType = z.enum(['regex', 'not_regex', 'exact', 'is_not', 'icontains', 'not_icontains']);
export type UrlMatchType = z.infer<typeof urlMatchType>;
export const deviceType = z.enum(['Desktop', 'Mobile', 'Tablet']);

/** Display conditions, each key read on its own; unknown match types and devices are kept as text. */
export const surveyConditionsShape = {
  url: z.string().nullish(),
  urlMatchType: z.string().nullish(),
  selector: z.string().nullish(),
  seenSurveyWaitPeriodInDays: z.number().nullish(),
  events: z
    .looseObject({
      repeatedActivation: z.boolean().nullish(),
      values: z.array(z.looseObject({ name: z.string() })).nullish(),
    })
    .nullish(),
  actions: z.looseObject({ values: z.array(z.looseObject({ id: z.number() })).nullish() }).nullish(),
  deviceTypes: z.array(z.string()).nullish(),
  deviceTypesMatchType: z.string().nullish(),
  linkedFlagVariant: z.string().nullish(),
};
export const surveyConditions = z.looseObject(surveyConditionsShape);
export type SurveyConditions = z.infer<typeof surveyConditions>;

export const SURVEY_POSITIONS = [
  'top_left',
  'top_center',
  'top_right',
  'middle_left',
  'middle_center',
  'middle_right',
  'left',
  'center',
  'right',
  'next_to_trigger',
] as const;

/** Appearance, each key read on its own; the server lets `whiteLabel: null` and empty values through. */
export const surveyAppearanceShape = {
  backgroundColor: z.string().nullish(),
  submitButtonColor: z.string().nullish(),
  submitButtonTextColor: z.string().nullish(),
  textColor: z.string().nullish(),
  borderColor: z.string().nullish(),
  ratingButtonColor: z.string().nullish(),
  ratingButtonActiveColor: z.string().nullish(),
  placeholder: z.string().nullish(),
  position: z.string().nullish(),
  whiteLabel: z.boolean().nullish(),
  autoDisappear: z.boolean().nullish(),
  displayThankYouMessage: z.boolean().nullish(),
  thankYouMessageHeader: z.string().nullish(),
  thankYouMessageDescription: z.string().nullish(),
  thankYouMessageDescriptionContentType: z.string().nullish(),
  thankYouMessageCloseButtonText: z.string().nullish(),
  shuffleQuestions: z.boolean().nullish(),
  surveyPopupDelaySeconds: z.number().nullish(),
  widgetType: z.string().nullish(),
  widgetLabel: z.string().nullish(),
  widgetColor: z.string().nullish(),
  widgetSelector: z.string().nullish(),
};
export const surveyAppearance = z.looseObject(surveyAppearanceShape);
export type SurveyAppearance = z.infer<typeof surveyAppearance>;

export const surveySchedule = z.enum(['once', 'recurring', 'always']);

export const targetingFilterGroup = z.looseObject({
  properties: z.array(
    z.looseObject({
      key: z.string(),
      type: z.string().optional(),
      value: z.unknown(),
      operator: z.string().optional(),
    }),
  ),
  rollout_percentage: z.number().min(0).max(100).nullable().optional(),
  variant: z.string().nullable().optional(),
});
export const targetingFlagFilters = z.looseObject({ groups: z.array(targetingFilterGroup) });

// ---- the survey ----------------------------------------------------------------------------------

/** Top-level scalar fields: every one but `id` optional and nullable (the read serializer's shape). */
const surveyScalars = {
  name: z.string(),
  description: z.string().nullish(),
  /** One of SURVEY_TYPES, or a type this version of Surveyor does not know, kept as text. */
  type: z.string(),
  schedule: z.string().nullish(),
  linked_flag: minimalFeatureFlag.nullish(),
  linked_flag_id: z.number().int().nullish(),
  targeting_flag: minimalFeatureFlag.nullish(),
  internal_targeting_flag: minimalFeatureFlag.nullish(),
  created_at: z.string().nullish(),
  created_by: userBasic.nullish(),
  start_date: z.string().nullish(),
  end_date: z.string().nullish(),
  archived: z.boolean().nullish(),
  responses_limit: z.number().nullish(),
  feature_flag_keys: z.array(z.unknown()).nullish(),
  /** No upper bound on read: rows from before MAX_ITERATION_COUNT can hold more than 500. */
  iteration_count: z.number().nullish(),
  iteration_frequency_days: z.number().nullish(),
  iteration_start_dates: z.array(z.string().nullable()).nullish(),
  current_iteration: z.number().nullish(),
  current_iteration_start_date: z.string().nullish(),
  enable_partial_responses: z.boolean().nullish(),
  user_access_level: z.string().nullish(),
};
type Scalars = { [K in keyof typeof surveyScalars]: z.output<(typeof surveyScalars)[K]> };

/** The survey as screens read it. */
export type Survey = Scalars & {
  id: string;
  questions: ReadQuestion[] | null;
  appearance: SurveyAppearance | null;
  conditions: SurveyConditions | null;
} & Record<string, unknown>;

/** A survey with what could not be read of it, and the object exactly as the server sent it. */
export interface SurveyRecord {
  survey: Survey;
  problems: ReadProblem[];
  raw: Record<string, unknown>;
}

function readPart<S extends Record<string, z.ZodType>>(
  raw: unknown,
  shape: S,
  part: string,
  problems: ReadProblem[],
) {
  if (raw === null || raw === undefined) return null;
  if (nestedDeeperThan(raw)) {
    problems.push(tooDeep(part));
    return null;
  }
  const read = readFields(raw, shape, problems, { base: part });
  if (read === null) problems.push({ path: part, message: `expected an object, got ${kindName(raw)}` });
  return read;
}

const kindName = (value: unknown) =>
  Array.isArray(value) ? 'a list' : typeof value === 'string' ? 'text' : `a ${typeof value}`;

/** Reads a survey; null only when it has no usable id. */
export function readSurvey(input: unknown): { value: SurveyRecord | null; problems: ReadProblem[] } {
  const problems: ReadProblem[] = [];
  if (!isPlainObject(input)) return { value: null, problems: [{ path: '', message: 'not an object' }] };
  if (typeof input.id !== 'string' || !input.id)
    return {
      value: null,
      problems: [{ path: 'id', message: 'missing: without an id the survey cannot be opened' }],
    };
  const scalars = readFields(input, surveyScalars, problems, {
    fallbacks: {
      name: typeof input.name === 'number' ? String(input.name) : '(unnamed survey)',
      type: 'unknown',
    },
  })!;
  let questions: ReadQuestion[] | null = null;
  // Too deep anywhere is too deep for the whole list: a question is moved, copied and compared whole.
  if (Array.isArray(input.questions) && nestedDeeperThan(input.questions, MAX_JSON_DEPTH + 1))
    problems.push(tooDeep('questions'));
  else if (Array.isArray(input.questions)) questions = input.questions.map(readQuestion);
  else if (input.questions !== null && input.questions !== undefined)
    problems.push({ path: 'questions', message: `expected a list, got ${kindName(input.questions)}` });
  questions?.forEach((question, index) => {
    if (question.type === 'unreadable')
      problems.push({ path: `questions.${index}`, message: question.problem });
  });
  // Flag filters are copied and compared whole by the editor's targeting section.
  for (const flag of ['targeting_flag', 'linked_flag'] as const) {
    const filters = scalars[flag]?.filters;
    if (filters && nestedDeeperThan(filters)) {
      problems.push(tooDeep(`${flag}.filters`));
      scalars[flag] = { ...scalars[flag]!, filters: null };
    }
  }
  const survey = {
    ...scalars,
    id: input.id,
    questions,
    appearance: readPart(input.appearance, surveyAppearanceShape, 'appearance', problems),
    conditions: readPart(input.conditions, surveyConditionsShape, 'conditions', problems),
  } as Survey;
  return { value: { survey, problems, raw: input }, problems };
}

/** GET detail, and the answer to POST/PATCH (CreateUpdateOnly: no feature_flag_keys or linked_flag_id). */
export const surveyRecord = readWith(readSurvey);

/** One page of surveys; a survey that cannot be read takes its own row, never the page. */
export const surveyList = paginated(readItems(readSurvey));

// ---- writing -------------------------------------------------------------------------------------

/**
 * What the app sends (POST requires name and type; PATCH any subset). Questions, appearance and
 * conditions are merged onto what the server had, so they are JSON here; the editor's schema and
 * surveyImportBody check what the user wrote.
 */
export const surveyWriteBody = z
  .looseObject({
    name: z.string().min(1).max(SURVEY_NAME_MAX_LENGTH),
    description: z.string(),
    type: surveyType,
    schedule: surveySchedule.nullable(),
    linked_flag_id: z.number().int().nullable(),
    targeting_flag_id: z.number().int().nullable(),
    targeting_flag_filters: targetingFlagFilters.nullable(),
    remove_targeting_flag: z.boolean(),
    questions: z.array(z.unknown()).nullable(),
    conditions: z.record(z.string(), z.unknown()).nullable(),
    appearance: z.record(z.string(), z.unknown()).nullable(),
    start_date: z.string().nullable(),
    end_date: z.string().nullable(),
    archived: z.boolean(),
    responses_limit: z.number().int().nonnegative().nullable(),
    iteration_count: z.number().int().min(0).max(MAX_ITERATIONS).nullable(),
    iteration_frequency_days: z.number().int().nonnegative().nullable(),
    enable_partial_responses: z.boolean().nullable(),
    enable_iframe_embedding: z.boolean().nullable(),
    base_language: z.string(),
    translations: z.record(z.string(), z.unknown()).nullable(),
  })
  .partial();
export type SurveyWriteBody = z.infer<typeof surveyWriteBody>;

export const surveyCreateBody = surveyWriteBody.required({ name: true, type: true });
export type SurveyCreateBody = z.infer<typeof surveyCreateBody>;

/**
 * A question as Surveyor writes a new one (an import, a template): every field the SDK needs to show it
 * and branching of a kind it follows.
 */
const completeFields = { branching: branching.nullish() };
export const completeQuestion = z.discriminatedUnion('type', [
  openQuestion.extend(completeFields),
  linkQuestion.extend(completeFields),
  ratingQuestion.extend({
    ...completeFields,
    display: ratingDisplay,
    scale: z.number().int(),
    lowerBoundLabel: z.string(),
    upperBoundLabel: z.string(),
  }),
  singleChoiceQuestion.extend({ ...completeFields, choices: z.array(z.string()) }),
  multipleChoiceQuestion.extend({ ...completeFields, choices: z.array(z.string()) }),
]);

/** An imported file: a new survey whose questions are all complete, of kinds the SDK can show. */
export const surveyImportBody = surveyCreateBody.extend({
  questions: z.array(completeQuestion).nullable().optional(),
});

/** `{survey_id: count}`; surveys with no responses are absent. Counts that are not numbers are dropped. */
export const responsesCount = z
  .record(z.string(), z.unknown())
  .transform((counts) =>
    Object.fromEntries(
      Object.entries(counts).filter(
        (entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] >= 0,
      ),
    ),
  );
