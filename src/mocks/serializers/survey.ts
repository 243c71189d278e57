// SurveySerializerCreateUpdateOnly (products/surveys/backend/api/survey.py @ 0031b5ea) as the mock's
// writes run it: fields in the serializer's order, then validate() (survey-validate.ts); only the first
// error is reported. Branching targets and cycles are NOT validated server-side. The questions, their
// text and the translations have their own modules.
import type { Survey } from '@/contracts/survey';
import { isKnownSurveyType, MAX_ITERATIONS, SURVEY_NAME_MAX_LENGTH } from '@/contracts/survey-facts';
import { errors } from '../http/errors';
import { findOrganization } from '../queries';
import { booleanField, dateOrNull, intInRange, isDict, truthy } from './fields';
import { cleanQuestions } from './survey-questions';
import type { Cleaned, WriteContext } from './survey-context';
import { sanitizeHtml } from './survey-text';
import { cleanBaseLanguage, cleanSurveyTranslations, resolveBaseLanguage } from './survey-translations';
import { validate } from './survey-validate';

/**
 * SurveySerializerCreateUpdateOnly.Meta.fields (writable ones), in order: DRF validates every field in
 * this order and exceptions-hog reports the first error.
 */
const FIELD_ORDER = [
  'name',
  'description',
  'type',
  'schedule',
  'linked_flag_id',
  'linked_insight_id',
  'targeting_flag_id',
  'targeting_flag_filters',
  'remove_targeting_flag',
  'questions',
  'conditions',
  'appearance',
  'start_date',
  'end_date',
  'archived',
  'responses_limit',
  'iteration_count',
  'iteration_frequency_days',
  'current_iteration',
  'current_iteration_start_date',
  'response_sampling_start_date',
  'response_sampling_interval_type',
  'response_sampling_interval',
  'response_sampling_limit',
  'enable_partial_responses',
  'enable_iframe_embedding',
  'base_language',
  'translations',
  '_create_in_folder',
  'form_content',
];

/** The `name` field: a CharField(max_length=SURVEY_NAME_MAX_LENGTH), required on create. */
function checkName(value: unknown): string {
  if (value === undefined) throw errors.validation('required', 'This field is required.', 'name');
  if (value === null) throw errors.validation('null', 'This field may not be null.', 'name');
  if (typeof value !== 'string') throw errors.validation('invalid', 'Not a valid string.', 'name');
  // DRF CharField trims surrounding whitespace before the blank and length checks.
  const name = value.trim();
  if (!name) throw errors.validation('blank', 'This field may not be blank.', 'name');
  if (name.length > SURVEY_NAME_MAX_LENGTH)
    throw errors.validation(
      'max_length',
      `Ensure this field has no more than ${SURVEY_NAME_MAX_LENGTH} characters.`,
      'name',
    );
  return name;
}

/**
 * validate_appearance, with the project's organization for the white-labelling plan check. Not modelled:
 * the SURVEYS_STYLING check of survey_appearance.py's validate_survey_appearance (@ fce8bd75), which
 * refuses styling that differs from DEFAULT_SURVEY_APPEARANCE; survey.py @ 0031b5ea still runs this older
 * check and no caller of the new one was found (real-posthog-behaviour-3.md #2), so the demo sends no 400
 * the server is not proven to send.
 */
function cleanAppearance(value: unknown, organizationId: string): Record<string, unknown> | null {
  const fail = (detail: string) => errors.invalid(detail, 'appearance');
  if (value === null) return null;
  if (!isDict(value)) throw fail('Appearance must be an object');
  const appearance = { ...value };
  for (const key of [
    'thankYouMessageHeader',
    'thankYouMessageDescription',
    'thankYouMessageCloseButtonText',
  ]) {
    if (typeof appearance[key] === 'string') appearance[key] = sanitizeHtml(appearance[key] as string);
  }
  const contentType = appearance.thankYouMessageDescriptionContentType;
  if (truthy(contentType) && !['text', 'html'].includes(contentType as string))
    throw fail("thankYouMessageDescriptionContentType must be one of ['text', 'html']");
  const delay = appearance.surveyPopupDelaySeconds;
  if (typeof delay === 'number' && delay < 0)
    throw fail('Survey popup delay seconds must be a positive integer');
  const whiteLabel = appearance.whiteLabel;
  if (whiteLabel !== undefined && whiteLabel !== null && typeof whiteLabel !== 'boolean')
    throw fail('whiteLabel must be a boolean');
  // Hiding PostHog's branding is a paid feature: the organization needs AvailableFeature.WHITE_LABELLING.
  const features = (findOrganization(organizationId)?.available_product_features ?? []) as { key: string }[];
  if (whiteLabel === true && !features.some((feature) => feature.key === 'white_labelling'))
    throw fail('You need to upgrade to PostHog Enterprise to use white labelling');
  return appearance;
}

/** The body cleaned field by field in the serializer's order, then validate(); `existing` on update. */
export function cleanSurveyBody(
  context: WriteContext,
  body: Record<string, unknown>,
  existing: Survey | null,
): Cleaned {
  const { organizationId } = context;
  const fields: Record<string, unknown> = {};
  const cleaned: Cleaned = { fields: fields as Partial<Survey> };
  const base = resolveBaseLanguage(body, existing);
  // Field validation, in the serializer's field order.
  for (const field of FIELD_ORDER) {
    const present = field in body;
    const value = body[field];
    if (field === 'name') {
      if (!existing || present) fields.name = checkName(value);
      continue;
    }
    if (field === 'type') {
      if (!existing || present) {
        if (value === undefined) throw errors.validation('required', 'This field is required.', 'type');
        if (!isKnownSurveyType(value))
          throw errors.validation('invalid_choice', `"${String(value)}" is not a valid choice.`, 'type');
        fields.type = value;
      }
      continue;
    }
    if (!present) continue;
    switch (field) {
      case 'questions':
        fields.questions = cleanQuestions(value, base, existing);
        break;
      case 'iteration_count':
        fields.iteration_count = intInRange(value, field, 0, MAX_ITERATIONS);
        break;
      case 'iteration_frequency_days':
      case 'responses_limit':
      case 'current_iteration':
      case 'response_sampling_limit':
        fields[field] = intInRange(value, field, 0);
        break;
      case 'response_sampling_interval':
        fields[field] = intInRange(value, field, Number.MIN_SAFE_INTEGER);
        break;
      case 'response_sampling_start_date':
      case 'current_iteration_start_date':
      case 'start_date':
      case 'end_date':
        fields[field] = dateOrNull(value, field);
        break;
      case 'response_sampling_interval_type':
        if (value !== null && !['day', 'week', 'month', ''].includes(String(value))) {
          throw errors.validation('invalid_choice', `"${String(value)}" is not a valid choice.`, field);
        }
        fields[field] = value;
        break;
      case 'schedule':
        if (value !== null && !['once', 'recurring', 'always'].includes(String(value)))
          throw errors.invalid('Schedule must be one of: once, recurring, always', 'schedule');
        fields.schedule = value as Survey['schedule'];
        break;
      case 'appearance':
        fields.appearance = cleanAppearance(value, organizationId);
        break;
      case 'conditions':
        if (value !== null && !isDict(value))
          throw errors.invalid('Conditions must be an object', 'conditions');
        fields.conditions = value;
        break;
      case 'archived':
      case 'enable_partial_responses':
      case 'enable_iframe_embedding':
        fields[field] = booleanField(value, field);
        break;
      case 'linked_flag_id':
      case 'linked_insight_id':
        if (value !== null && (typeof value !== 'number' || !Number.isInteger(value)))
          throw errors.validation('invalid', 'A valid integer is required.', field);
        if (field === 'linked_flag_id') cleaned.linkedFlagId = value as number | null;
        else fields[field] = value;
        break;
      case 'targeting_flag_id':
        // IntegerField(required=False, write_only=True): not nullable.
        if (value === null) throw errors.validation('null', 'This field may not be null.', field);
        if (typeof value !== 'number' || !Number.isInteger(value))
          throw errors.validation('invalid', 'A valid integer is required.', field);
        break;
      case 'targeting_flag_filters':
        // JSONField(allow_null=True): any JSON; empty values neither validate nor create a flag.
        if (truthy(value)) cleaned.targetingFilters = value as Record<string, unknown>;
        break;
      case 'remove_targeting_flag':
        // Ignored on create (popped); on update it removes an existing targeting flag.
        cleaned.removeTargeting = existing !== null && booleanField(value, field) === true;
        break;
      case 'base_language':
        fields.base_language = cleanBaseLanguage(value);
        break;
      case 'translations':
        fields.translations = cleanSurveyTranslations(value, base, existing);
        break;
      case '_create_in_folder':
        break;
      default:
        fields[field] = value;
    }
  }
  validate(context, body, existing, cleaned);
  return cleaned;
}
