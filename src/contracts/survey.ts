// Surveys of a project: questions, branching, the read shape and the write (POST/PATCH) shape.
import { z } from 'zod';
import { isoDateTime, paginated } from './common';

export const surveyType = z.enum(['popover', 'widget', 'api', 'external_survey']);
export type SurveyType = z.infer<typeof surveyType>;

export const questionType = z.enum(['open', 'link', 'rating', 'single_choice', 'multiple_choice']);
export type QuestionType = z.infer<typeof questionType>;

/** A response-based target: a question index or the literal "end". */
export const branchTarget = z.union([z.number().int(), z.literal('end')]);
export type BranchTarget = z.infer<typeof branchTarget>;

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
export type BranchingType = Branching['type'];

const questionBase = {
  id: z.string().optional(),
  question: z.string(),
  description: z.string().nullable().optional(),
  descriptionContentType: z.enum(['text', 'html']).optional(),
  optional: z.boolean().optional(),
  buttonText: z.string().optional(),
  branching: branching.nullable().optional(),
};

export const openQuestion = z.looseObject({ ...questionBase, type: z.literal('open') });
export const linkQuestion = z.looseObject({
  ...questionBase,
  type: z.literal('link'),
  link: z.string().nullable().optional(),
});
export const ratingDisplay = z.enum(['number', 'emoji']);
export const ratingQuestion = z.looseObject({
  ...questionBase,
  type: z.literal('rating'),
  display: ratingDisplay,
  scale: z.number().int(),
  lowerBoundLabel: z.string(),
  upperBoundLabel: z.string(),
  isNpsQuestion: z.boolean().optional(),
  skipSubmitButton: z.boolean().optional(),
});
const choiceFields = {
  choices: z.array(z.string()),
  shuffleOptions: z.boolean().optional(),
  hasOpenChoice: z.boolean().optional(),
  skipSubmitButton: z.boolean().optional(),
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

export const surveyQuestion = z.discriminatedUnion('type', [
  openQuestion,
  linkQuestion,
  ratingQuestion,
  singleChoiceQuestion,
  multipleChoiceQuestion,
]);
export type SurveyQuestion = z.infer<typeof surveyQuestion>;
export type OpenQuestion = z.infer<typeof openQuestion>;
export type LinkQuestion = z.infer<typeof linkQuestion>;
export type RatingQuestion = z.infer<typeof ratingQuestion>;
export type SingleChoiceQuestion = z.infer<typeof singleChoiceQuestion>;
export type MultipleChoiceQuestion = z.infer<typeof multipleChoiceQuestion>;
export type ChoiceQuestion = SingleChoiceQuestion | MultipleChoiceQuestion;

export const minimalFeatureFlag = z.looseObject({
  id: z.number().int(),
  team_id: z.number().int().optional(),
  name: z.string().optional(),
  key: z.string(),
  filters: z.record(z.string(), z.unknown()).optional(),
  deleted: z.boolean().optional(),
  active: z.boolean().optional(),
});
export type MinimalFeatureFlag = z.infer<typeof minimalFeatureFlag>;

export const userBasic = z.looseObject({
  id: z.number().int(),
  uuid: z.string(),
  distinct_id: z.string().nullable().optional(),
  first_name: z.string(),
  last_name: z.string().optional(),
  email: z.string(),
});
export type UserBasic = z.infer<typeof userBasic>;

export const urlMatchType = z.enum(['regex', 'not_regex', 'exact', 'is_not', 'icontains', 'not_icontains']);
export type UrlMatchType = z.infer<typeof urlMatchType>;
export const deviceType = z.enum(['Desktop', 'Mobile', 'Tablet']);

export const surveyConditions = z.looseObject({
  url: z.string().nullable().optional(),
  urlMatchType: urlMatchType.nullable().optional(),
  selector: z.string().nullable().optional(),
  seenSurveyWaitPeriodInDays: z.number().int().nonnegative().nullable().optional(),
  events: z
    .looseObject({
      repeatedActivation: z.boolean().optional(),
      values: z.array(z.looseObject({ name: z.string() })),
    })
    .nullable()
    .optional(),
  actions: z
    .looseObject({ values: z.array(z.looseObject({ id: z.number().int() })) })
    .nullable()
    .optional(),
  deviceTypes: z.array(deviceType).nullable().optional(),
  deviceTypesMatchType: urlMatchType.nullable().optional(),
  linkedFlagVariant: z.string().nullable().optional(),
});
export type SurveyConditions = z.infer<typeof surveyConditions>;

export const surveyPosition = z.enum([
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
]);

export const surveyAppearance = z.looseObject({
  backgroundColor: z.string().optional(),
  submitButtonColor: z.string().optional(),
  submitButtonTextColor: z.string().optional(),
  textColor: z.string().optional(),
  borderColor: z.string().optional(),
  ratingButtonColor: z.string().optional(),
  ratingButtonActiveColor: z.string().optional(),
  placeholder: z.string().optional(),
  position: z.string().optional(),
  whiteLabel: z.boolean().optional(),
  autoDisappear: z.boolean().optional(),
  displayThankYouMessage: z.boolean().optional(),
  thankYouMessageHeader: z.string().optional(),
  thankYouMessageDescription: z.string().optional(),
  thankYouMessageDescriptionContentType: z.enum(['text', 'html']).optional(),
  shuffleQuestions: z.boolean().optional(),
  surveyPopupDelaySeconds: z.number().nullable().optional(),
  widgetType: z.enum(['button', 'tab', 'selector']).optional(),
  widgetLabel: z.string().optional(),
  widgetColor: z.string().optional(),
  widgetSelector: z.string().optional(),
});
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
export type TargetingFlagFilters = z.infer<typeof targetingFlagFilters>;

/** Read shape (GET list and detail). POST/PATCH answers lack some of these (e.g. feature_flag_keys). */
export const survey = z.looseObject({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable().optional(),
  type: surveyType,
  schedule: surveySchedule.nullable().optional(),
  linked_flag: minimalFeatureFlag.nullable().optional(),
  linked_flag_id: z.number().int().nullable().optional(),
  targeting_flag: minimalFeatureFlag.nullable().optional(),
  internal_targeting_flag: minimalFeatureFlag.nullable().optional(),
  questions: z.array(surveyQuestion).nullable(),
  conditions: surveyConditions.nullable().optional(),
  appearance: surveyAppearance.nullable().optional(),
  created_at: isoDateTime,
  created_by: userBasic.nullable().optional(),
  start_date: isoDateTime.nullable().optional(),
  end_date: isoDateTime.nullable().optional(),
  archived: z.boolean().optional(),
  responses_limit: z.number().int().nonnegative().nullable().optional(),
  feature_flag_keys: z.array(z.looseObject({ key: z.string(), value: z.string().nullable() })).optional(),
  iteration_count: z.number().int().min(0).max(500).nullable().optional(),
  iteration_frequency_days: z.number().int().nonnegative().nullable().optional(),
  iteration_start_dates: z.array(isoDateTime.nullable()).nullable().optional(),
  current_iteration: z.number().int().nullable().optional(),
  current_iteration_start_date: isoDateTime.nullable().optional(),
  enable_partial_responses: z.boolean().nullable().optional(),
  user_access_level: z.string().nullable().optional(),
});
export type Survey = z.infer<typeof survey>;

export const surveyList = paginated(survey);
export type SurveyList = z.infer<typeof surveyList>;

/** Write shape (POST requires name and type; PATCH takes any subset). */
export const surveyWriteBody = z
  .looseObject({
    name: z.string().min(1).max(400),
    description: z.string(),
    type: surveyType,
    schedule: surveySchedule.nullable(),
    linked_flag_id: z.number().int().nullable(),
    targeting_flag_id: z.number().int().nullable(),
    targeting_flag_filters: targetingFlagFilters.nullable(),
    remove_targeting_flag: z.boolean(),
    questions: z.array(surveyQuestion).nullable(),
    conditions: surveyConditions.nullable(),
    appearance: surveyAppearance.nullable(),
    start_date: isoDateTime.nullable(),
    end_date: isoDateTime.nullable(),
    archived: z.boolean(),
    responses_limit: z.number().int().nonnegative().nullable(),
    iteration_count: z.number().int().min(0).max(500).nullable(),
    iteration_frequency_days: z.number().int().nonnegative().nullable(),
    enable_partial_responses: z.boolean().nullable(),
  })
  .partial();
export type SurveyWriteBody = z.infer<typeof surveyWriteBody>;

export const surveyCreateBody = surveyWriteBody.required({ name: true, type: true });
export type SurveyCreateBody = z.infer<typeof surveyCreateBody>;

/** `{survey_id: count}`; surveys with no responses are absent. */
export const responsesCount = z.record(z.string(), z.number().int().nonnegative());
export type ResponsesCount = z.infer<typeof responsesCount>;
