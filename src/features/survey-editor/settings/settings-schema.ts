// The settings half of the survey editor, composed from its four sections (schedule.ts, appearance.ts,
// conditions.ts, targeting.ts, each with its schema, rules, conversions, server-error mapping and field
// labels): the zod schema of the settings values, and the conversions survey → values → API write body.
//
// Values keep what the form does not edit (unknown appearance and condition keys, unknown filter keys)
// so a save never drops them. settingsToBody is deterministic for a given (values, now): the editor
// converts the loaded values and the current ones with the same `now` and PATCHes the keys that differ.
import { z } from 'zod';
import type { Survey, SurveyWriteBody } from '@/contracts/survey';
import {
  APPEARANCE_ATTR_TO_FIELD,
  APPEARANCE_FIELD_LABELS,
  appearanceSchema,
  appearanceToBody,
  appearanceToValues,
  checkAppearance,
} from './appearance';
import {
  checkConditions,
  CONDITIONS_ATTR_TO_FIELD,
  CONDITIONS_FIELD_LABELS,
  conditionsSchema,
  conditionsToBody,
  conditionsToValues,
} from './conditions';
import {
  checkSchedule,
  SCHEDULE_ATTR_TO_FIELD,
  SCHEDULE_FIELD_LABELS,
  SCHEDULE_MESSAGE_TO_FIELD,
  scheduleSchema,
  scheduleToBody,
  scheduleToValues,
  type ScheduleOpening,
} from './schedule';
import { issueOn } from './section-rules';
import {
  checkTargeting,
  TARGETING_ATTR_TO_FIELD,
  TARGETING_FIELD_LABELS,
  TARGETING_MESSAGE_TO_FIELD,
  targetingSchema,
  targetingToBody,
  targetingToValues,
} from './targeting';

/** The settings fields without their cross-field rules (compose with `checkSurveySettings`). */
export const surveySettingsFields = z.object({
  schedule: scheduleSchema,
  appearance: appearanceSchema,
  conditions: conditionsSchema,
  targeting: targetingSchema,
});

export type SurveySettingsValues = z.infer<typeof surveySettingsFields>;

/**
 * Cross-field rules of every section. `values.type` is read when present (the editor's form has it):
 * rules for in-app display and targeting are skipped for hosted surveys, whose body drops those fields.
 */
export function checkSurveySettings(
  values: SurveySettingsValues & { type?: string },
  ctx: z.RefinementCtx,
): void {
  const issue = issueOn(ctx);
  checkSchedule(values.schedule, values.type, issue);
  checkAppearance(values.appearance, values.type, issue);
  checkConditions(values.conditions, values.type, issue);
  checkTargeting(values.targeting, values.type, issue);
}

export const surveySettingsSchema = surveySettingsFields.superRefine((values, ctx) =>
  checkSurveySettings(values, ctx),
);

/**
 * Form values for a survey (null: a new survey). `now` decides whether a start date has passed;
 * `opening`: the project's zone and the survey's gate read back (its schedule as the server holds it).
 */
export function settingsToValues(
  survey: Survey | null,
  options: { now?: Date; opening?: ScheduleOpening } = {},
): SurveySettingsValues {
  return {
    schedule: scheduleToValues(survey, (options.now ?? new Date()).getTime(), options.opening),
    appearance: appearanceToValues(survey),
    conditions: conditionsToValues(survey),
    targeting: targetingToValues(survey),
  };
}

export interface SettingsToBodyOptions {
  /** The moment "launch now" stands for; pass the same one for both sides of a diff. */
  now: Date;
  /** The survey's type: hosted (external) surveys drop in-app conditions, flags and the popup delay. */
  type?: string;
}

/**
 * The API fields the settings own, in full: start_date, end_date, schedule, iteration_count,
 * iteration_frequency_days, responses_limit, enable_partial_responses, appearance, conditions,
 * linked_flag_id, plus targeting_flag_filters or remove_targeting_flag when they apply.
 */
export function settingsToBody(
  values: SurveySettingsValues,
  options: SettingsToBodyOptions,
): Partial<SurveyWriteBody> {
  const external = options.type === 'external_survey';
  return {
    ...scheduleToBody(values.schedule, options.now),
    appearance: appearanceToBody(values.appearance, external),
    conditions: conditionsToBody(
      values.conditions,
      values.targeting,
      external,
    ) as SurveyWriteBody['conditions'],
    ...targetingToBody(values.targeting, external),
  };
}

// ---- server errors and names ----------------------------------------------------------------------

/** A server 400's `attr` → the form field that shows it. */
export const SETTINGS_ATTR_TO_FIELD: Record<string, string> = {
  ...SCHEDULE_ATTR_TO_FIELD,
  ...APPEARANCE_ATTR_TO_FIELD,
  ...CONDITIONS_ATTR_TO_FIELD,
  ...TARGETING_ATTR_TO_FIELD,
};

/** Settings errors the server reports without an `attr` (non-field), recognised by their message. */
const MESSAGE_TO_FIELD: [RegExp, string][] = [...TARGETING_MESSAGE_TO_FIELD, ...SCHEDULE_MESSAGE_TO_FIELD];

/** The field a non-field settings error belongs to, or null. */
export function settingsFieldOfMessage(detail: string): string | null {
  return MESSAGE_TO_FIELD.find(([pattern]) => pattern.test(detail))?.[1] ?? null;
}

/** Names of the settings fields as their labels say them, for the list of problems. */
export const SETTINGS_FIELD_LABELS: Record<string, string> = {
  ...SCHEDULE_FIELD_LABELS,
  ...APPEARANCE_FIELD_LABELS,
  ...CONDITIONS_FIELD_LABELS,
  ...TARGETING_FIELD_LABELS,
};

const SECTIONS = ['schedule', 'appearance', 'conditions', 'targeting'] as const;
export type SettingsSection = (typeof SECTIONS)[number];

/** The settings tab holding a form path (e.g. 'targeting.filters.groups.0.rollout_percentage'). */
export function settingsSectionOfField(path: string): SettingsSection | null {
  const root = path.split('.')[0];
  return (SECTIONS as readonly string[]).includes(root ?? '') ? (root as SettingsSection) : null;
}
