// Surveys of a project. Reading is lenient: PostHog stores questions, appearance and conditions as free
// JSON (its own generated read type is `questions?: unknown | null`), validates little of them, and has
// rows written by older clients, agents and the API. So a survey is read field by field (readSurvey):
// unknown kinds and enums are kept, missing optional fields stay missing, and what cannot be read is
// named as a problem of its part instead of failing the survey. Writing is strict (surveyImportBody and
// the editor's own schema) and sends back only what changed (the editor merges onto `raw`).
// This module holds the survey record, its readers, the write bodies and the server's facts; its parts
// live beside it (survey-questions.ts, survey-branching.ts, survey-settings.ts, survey-facts.ts), each
// imported from its own module.
import { z } from 'zod';
import { paginated } from './common';
import {
  isPlainObject,
  MAX_JSON_DEPTH,
  nestedDeeperThan,
  readFields,
  readItems,
  readWith,
  tooDeep,
  type ReadProblem,
} from './readable';
import { completeQuestion, readQuestion, type ReadQuestion } from './survey-questions';
import {
  surveyAppearanceShape,
  surveyConditionsShape,
  surveySchedule,
  targetingFlagFilters,
  type SurveyAppearance,
  type SurveyConditions,
} from './survey-settings';
import { MAX_ITERATIONS, SURVEY_NAME_MAX_LENGTH, SURVEY_TYPES } from './survey-facts';

export const surveyType = z.enum(SURVEY_TYPES);

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
