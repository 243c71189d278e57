// The settings half of the survey editor (schedule, appearance, display conditions, targeting): the zod
// schema of its form values, and the conversions survey → values → API write body.
//
// Values keep what the form does not edit (unknown appearance and condition keys, unknown filter keys)
// so a save never drops them. settingsToBody is deterministic for a given (values, now): the editor
// converts the loaded values and the current ones with the same `now` and PATCHes the keys that differ.
import { z } from 'zod';
import { featureFlagVariantKeys } from '../../../contracts/feature-flag';
import {
  deviceType,
  surveyAppearance,
  surveySchedule,
  urlMatchType,
  type Survey,
  type SurveyAppearance,
  type SurveyWriteBody,
} from '../../../contracts/survey';
import { isCssColor } from './css-color';

export const MAX_ITERATIONS = 500;
export const MAX_FREQUENCY_DAYS = 365;
export const MAX_POPUP_DELAY_SECONDS = 3600;
/** PostHog's defaults for "Repeat on a schedule". */
export const DEFAULT_ITERATIONS = { count: 2, frequencyDays: 90 };

/** Property operators whose value is a regular expression (compiled by the SDK or by the flag engine). */
const REGEX_OPERATORS = new Set(['regex', 'not_regex']);
/** Operators that take no value: PostHog stores the operator itself as the value. */
export const VALUELESS_OPERATORS = new Set(['is_set', 'is_not_set']);

export const COLOUR_KEYS = [
  'backgroundColor',
  'borderColor',
  'textColor',
  'submitButtonColor',
  'submitButtonTextColor',
  'ratingButtonColor',
  'ratingButtonActiveColor',
  'widgetColor',
] as const;
export type ColourKey = (typeof COLOUR_KEYS)[number];

/**
 * A number typed into a text field: null when empty, NaN when not a number. NaN is let through here and
 * refused by the rules that apply, so a hidden field (iterations while "once" is chosen) never blocks a save.
 */
const typedNumber = z.union([z.number(), z.nan()]).nullable();

const colour = z
  .string()
  .refine((value) => value.trim() === '' || isCssColor(value), {
    message: 'Enter a CSS colour, e.g. #1d4aff, rgb(29 74 255) or navy.',
  })
  .nullish();

/**
 * Launch and stop as PostHog honours them. posthog-js shows a survey when it has a start date and no
 * end date, whatever those dates are, and the server switches its flags on the same rule; only the page
 * of a hosted (external) survey waits for its start date. So a date is offered to open a hosted survey
 * on, and otherwise launching and stopping happen when the user saves.
 */
const scheduleSchema = z.object({
  /** draft: not launched · now: launch on save · at: a hosted survey opens on startAt · launched: keep launchedAt. */
  start: z.enum(['draft', 'now', 'at', 'launched']),
  /** ISO date-time ('' when none); shown and edited in the browser's time zone. */
  startAt: z.string(),
  /** The stored start_date of a survey that has been launched, kept to the microsecond. */
  launchedAt: z.string().nullable(),
  /** manual: no end date (running until stopped) · now: stop on save · stopped: keep the stored endAt. */
  end: z.enum(['manual', 'now', 'stopped']),
  /** The stored end_date of a stopped survey, kept to the microsecond ('' when none). */
  endAt: z.string(),
  repeat: surveySchedule,
  iterationCount: typedNumber,
  iterationFrequencyDays: typedNumber,
  responsesLimit: typedNumber,
  partialResponses: z.boolean(),
});

const appearanceSchema = surveyAppearance.extend({
  ...(Object.fromEntries(COLOUR_KEYS.map((key) => [key, colour])) as Record<ColourKey, typeof colour>),
  thankYouMessageCloseButtonText: z.string().nullish(),
  surveyPopupDelaySeconds: z
    .number({ error: 'Enter a whole number of seconds.' })
    .int('Enter a whole number of seconds.')
    .min(0, 'The delay cannot be negative.')
    .max(MAX_POPUP_DELAY_SECONDS, `At most ${MAX_POPUP_DELAY_SECONDS} seconds (an hour).`)
    .nullable()
    .optional(),
});

const conditionsSchema = z.looseObject({
  /** '' = any page. */
  url: z.string(),
  /** Absent = the SDK's default (icontains). */
  urlMatchType: urlMatchType.optional(),
  selector: z.string(),
  seenSurveyWaitPeriodInDays: z
    .number({ error: 'Enter a whole number of days.' })
    .int('Enter a whole number of days.')
    .min(0, 'The wait cannot be negative.')
    .nullable(),
  deviceTypes: z.array(deviceType),
  deviceTypesMatchType: urlMatchType.optional(),
  events: z.looseObject({
    repeatedActivation: z.boolean().optional(),
    values: z.array(z.looseObject({ name: z.string() })),
  }),
});

const propertyFilter = z.looseObject({
  key: z.string(),
  type: z.string().optional(),
  operator: z.string().optional(),
  value: z.unknown(),
});
export type PropertyFilter = z.infer<typeof propertyFilter>;

const filterGroup = z.looseObject({
  properties: z.array(propertyFilter),
  rollout_percentage: z
    .number({ error: 'Enter a percentage from 0 to 100.' })
    .min(0, 'Enter a percentage from 0 to 100.')
    .max(100, 'Enter a percentage from 0 to 100.')
    .nullable()
    .optional(),
  variant: z.string().nullable().optional(),
});
export type FilterGroup = z.infer<typeof filterGroup>;

const targetingSchema = z.object({
  linkedFlagId: z
    .number({ error: 'Enter the numeric ID of a feature flag.' })
    .int('Enter the numeric ID of a feature flag.')
    .positive('Enter the numeric ID of a feature flag.')
    .nullable(),
  /** What the picker knows about the linked flag; trusted only while its id equals linkedFlagId. */
  linkedFlag: z
    .object({ id: z.number(), key: z.string(), name: z.string(), variants: z.array(z.string()) })
    .nullable(),
  /** conditions.linkedFlagVariant on the API: a variant key, 'any', or null (flag enabled). */
  linkedFlagVariant: z.string().nullable(),
  /** The targeting flag's filters (unknown keys kept: the server shallow-merges what it is sent). */
  filters: z.looseObject({ groups: z.array(filterGroup) }),
  /** Delete the survey's targeting flag on save (only meaningful while targetingFlag is set). */
  removeTargetingFlag: z.boolean(),
  /** The survey's current targeting flag, read-only. */
  targetingFlag: z.object({ id: z.number(), key: z.string() }).nullable(),
});

/** The settings fields without their cross-field rules (compose with `checkSurveySettings`). */
export const surveySettingsFields = z.object({
  schedule: scheduleSchema,
  appearance: appearanceSchema,
  conditions: conditionsSchema,
  targeting: targetingSchema,
});

export type SurveySettingsValues = z.infer<typeof surveySettingsFields>;
export type ScheduleValues = SurveySettingsValues['schedule'];
export type TargetingValues = SurveySettingsValues['targeting'];

// ---- rules ---------------------------------------------------------------------------------------

const isWhole = (value: number | null, min: number, max = Infinity): value is number =>
  value !== null && Number.isInteger(value) && value >= min && value <= max;

function regexProblem(source: string): string | null {
  try {
    new RegExp(source);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** A selector the browser can run; without a DOM (never in the app) any non-empty text passes. */
export function isCssSelector(selector: string): boolean {
  if (!selector.trim()) return false;
  if (typeof document === 'undefined') return true;
  try {
    document.createDocumentFragment().querySelector(selector);
    return true;
  } catch {
    return false;
  }
}

/**
 * Cross-field rules. `values.type` is read when present (the editor's form has it): rules for in-app
 * display and targeting are skipped for hosted surveys, whose body drops those fields anyway.
 */
export function checkSurveySettings(
  values: SurveySettingsValues & { type?: string },
  ctx: z.RefinementCtx,
): void {
  const issue = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: 'custom', path, message });
  const { schedule, appearance, conditions, targeting } = values;

  // Schedule: a date to open on is honoured by the hosted page only (public_survey_page).
  if (schedule.start === 'at') {
    if (values.type !== undefined && values.type !== 'external_survey')
      issue(
        ['schedule', 'start'],
        'Only a hosted survey waits for a start date: other types go live as soon as they have one (posthog-js does not check the date). Launch it when you save, or later.',
      );
    else if (Number.isNaN(Date.parse(schedule.startAt)))
      issue(['schedule', 'startAt'], 'Choose the date and time to open on.');
  }
  if (schedule.repeat === 'recurring') {
    if (!isWhole(schedule.iterationCount, 1, MAX_ITERATIONS))
      issue(['schedule', 'iterationCount'], `Repeat between 1 and ${MAX_ITERATIONS} times.`);
    if (!isWhole(schedule.iterationFrequencyDays, 1, MAX_FREQUENCY_DAYS))
      issue(['schedule', 'iterationFrequencyDays'], `Repeat every 1 to ${MAX_FREQUENCY_DAYS} days.`);
  }
  if (schedule.responsesLimit !== null && !isWhole(schedule.responsesLimit, 1))
    issue(
      ['schedule', 'responsesLimit'],
      'Enter a whole number of responses (at least 1), or leave it empty for no limit.',
    );

  // Appearance.
  if ((values.type === undefined || values.type === 'widget') && appearance.widgetType === 'selector') {
    const selector = appearance.widgetSelector ?? '';
    if (!selector.trim())
      issue(['appearance', 'widgetSelector'], 'Enter the CSS selector of the element that opens the survey.');
    else if (!isCssSelector(selector))
      issue(['appearance', 'widgetSelector'], 'This is not a valid CSS selector.');
  }

  if (values.type === 'external_survey') return;

  // Display conditions.
  if (
    conditions.url.trim() &&
    (conditions.urlMatchType === 'regex' || conditions.urlMatchType === 'not_regex')
  ) {
    const problem = regexProblem(conditions.url);
    if (problem) issue(['conditions', 'url'], `This is not a valid regular expression: ${problem}`);
  }
  if (conditions.selector.trim() && !isCssSelector(conditions.selector))
    issue(['conditions', 'selector'], 'This is not a valid CSS selector.');

  // Linked flag.
  const variant = targeting.linkedFlagVariant;
  if (variant && variant !== 'any') {
    const flag = targeting.linkedFlag?.id === targeting.linkedFlagId ? targeting.linkedFlag : null;
    if (targeting.linkedFlagId === null)
      issue(['targeting', 'linkedFlagVariant'], 'Choose a linked flag first, or clear the variant.');
    else if (flag && !flag.variants.includes(variant))
      issue(
        ['targeting', 'linkedFlagVariant'],
        flag.variants.length
          ? `“${variant}” is not a variant of ${flag.key} (${flag.variants.join(', ')}).`
          : `${flag.key} has no variants: choose “Any variant”.`,
      );
  }

  // Targeting groups: checked only when they will be sent.
  if (targeting.targetingFlag && targeting.removeTargetingFlag) return;
  const groups = targeting.filters.groups;
  if (targeting.targetingFlag && groups.length === 0)
    issue(
      ['targeting', 'filters', 'groups'],
      'Add a group of conditions, or choose “Everyone” to remove the targeting flag.',
    );
  groups.forEach((group, g) => {
    const rollout = group.rollout_percentage;
    if ((rollout === null || rollout === undefined || rollout === 100) && group.properties.length === 0)
      issue(
        ['targeting', 'filters', 'groups', g, 'rollout_percentage'],
        'With no properties and a 100% rollout this group targets everyone, which PostHog refuses: add a property or lower the rollout (or choose “Everyone”).',
      );
    group.properties.forEach((property, p) => {
      const at = ['targeting', 'filters', 'groups', g, 'properties', p];
      if (property.type !== undefined && property.type !== 'person') return;
      if (!property.key.trim()) issue([...at, 'key'], 'Enter a person property.');
      const operator = property.operator ?? 'exact';
      if (VALUELESS_OPERATORS.has(operator)) return;
      const value = property.value;
      const empty =
        value === undefined ||
        value === null ||
        (typeof value === 'string' && !value.trim()) ||
        (Array.isArray(value) && value.length === 0);
      if (empty) issue([...at, 'value'], 'Enter a value.');
      else if (REGEX_OPERATORS.has(operator) && typeof value === 'string') {
        const problem = regexProblem(value);
        if (problem) issue([...at, 'value'], `This is not a valid regular expression: ${problem}`);
      } else if (['gt', 'gte', 'lt', 'lte'].includes(operator) && Number.isNaN(Number(value)))
        issue([...at, 'value'], 'Enter a number.');
    });
  });
}

export const surveySettingsSchema = surveySettingsFields.superRefine((values, ctx) =>
  checkSurveySettings(values, ctx),
);

// ---- dates ---------------------------------------------------------------------------------------

const pad = (n: number) => String(n).padStart(2, '0');

/** ISO → the `YYYY-MM-DDTHH:mm` a datetime-local input shows, in the browser's time zone ('' if invalid). */
export function toDateTimeInput(iso: string | null | undefined): string {
  const ms = iso ? Date.parse(iso) : NaN;
  if (Number.isNaN(ms)) return '';
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (local time) → ISO; '' when incomplete. */
export function fromDateTimeInput(text: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(text)) return '';
  const ms = new Date(text).getTime();
  return Number.isNaN(ms) ? '' : new Date(ms).toISOString();
}

// ---- survey → values -----------------------------------------------------------------------------

/** What a new survey starts with: PostHog's default look, a thank-you message, partial responses on. */
export const NEW_SURVEY_APPEARANCE: SurveyAppearance = {
  backgroundColor: '#eeeded',
  borderColor: '#c9c6c6',
  textColor: '#020617',
  submitButtonColor: 'black',
  submitButtonTextColor: 'white',
  ratingButtonColor: 'white',
  ratingButtonActiveColor: 'black',
  placeholder: 'Start typing...',
  position: 'right',
  displayThankYouMessage: true,
  thankYouMessageHeader: 'Thank you for your feedback!',
  thankYouMessageDescription: '',
  thankYouMessageDescriptionContentType: 'text',
  whiteLabel: false,
  autoDisappear: false,
  shuffleQuestions: false,
};

type ConditionsValues = SurveySettingsValues['conditions'];

function conditionsToValues(conditions: Record<string, unknown> | null | undefined): ConditionsValues {
  const {
    url,
    urlMatchType: matchType,
    selector,
    seenSurveyWaitPeriodInDays: wait,
    deviceTypes,
    deviceTypesMatchType: deviceMatchType,
    events,
    linkedFlagVariant: _variant,
    ...rest
  } = structuredClone(conditions ?? {}) as Survey['conditions'] & object;
  // Values the form has no control for (an unknown match type or device) are left out of the form;
  // saving sends the stored ones back unless the user changes that control.
  const values: ConditionsValues = {
    ...rest,
    url: url ?? '',
    selector: selector ?? '',
    seenSurveyWaitPeriodInDays: typeof wait === 'number' ? wait : null,
    deviceTypes: (deviceTypes ?? []).filter(
      (device): device is z.infer<typeof deviceType> => deviceType.safeParse(device).success,
    ),
    events: { ...events, values: events?.values ?? [] } as ConditionsValues['events'],
  };
  const knownMatch = (value: string | null | undefined) => urlMatchType.safeParse(value).data;
  if (knownMatch(matchType)) values.urlMatchType = knownMatch(matchType);
  if (knownMatch(deviceMatchType)) values.deviceTypesMatchType = knownMatch(deviceMatchType);
  return values;
}

function emptyTargeting(): TargetingValues {
  return {
    linkedFlagId: null,
    linkedFlag: null,
    linkedFlagVariant: null,
    filters: { groups: [] },
    removeTargetingFlag: false,
    targetingFlag: null,
  };
}

/** Form values for a survey (null: a new survey). `now` decides whether a start date has passed. */
export function settingsToValues(survey: Survey | null, options: { now?: Date } = {}): SurveySettingsValues {
  if (!survey) {
    return {
      schedule: {
        start: 'draft',
        startAt: '',
        launchedAt: null,
        end: 'manual',
        endAt: '',
        repeat: 'once',
        iterationCount: DEFAULT_ITERATIONS.count,
        iterationFrequencyDays: DEFAULT_ITERATIONS.frequencyDays,
        responsesLimit: null,
        partialResponses: true,
      },
      appearance: { ...NEW_SURVEY_APPEARANCE },
      conditions: conditionsToValues(null),
      targeting: emptyTargeting(),
    };
  }
  const now = (options.now ?? new Date()).getTime();
  const startDate = survey.start_date ?? null;
  // Only a hosted survey's page waits for a future start; anything else with a start date is live.
  const opensLater = startDate !== null && survey.type === 'external_survey' && Date.parse(startDate) > now;
  const launched = startDate !== null && !opensLater;
  const count = survey.iteration_count ?? 0;
  const every = survey.iteration_frequency_days ?? 0;
  const repeat =
    survey.schedule === 'always'
      ? 'always'
      : survey.schedule === 'recurring' || (!survey.schedule && count > 0 && every > 0)
        ? 'recurring'
        : 'once';
  const linked = survey.linked_flag ?? null;
  const targetingFlag = survey.targeting_flag ?? null;
  const flagFilters = (targetingFlag?.filters ?? null) as { groups?: unknown } | null;
  return {
    schedule: {
      start: startDate === null ? 'draft' : launched ? 'launched' : 'at',
      startAt: startDate ?? '',
      launchedAt: launched ? startDate : null,
      end: survey.end_date ? 'stopped' : 'manual',
      endAt: survey.end_date ?? '',
      repeat,
      iterationCount: count > 0 ? count : DEFAULT_ITERATIONS.count,
      iterationFrequencyDays: every > 0 ? every : DEFAULT_ITERATIONS.frequencyDays,
      responsesLimit: survey.responses_limit ?? null,
      partialResponses: survey.enable_partial_responses ?? false,
    },
    appearance: structuredClone(survey.appearance ?? {}),
    conditions: conditionsToValues(survey.conditions),
    targeting: {
      linkedFlagId: linked?.id ?? survey.linked_flag_id ?? null,
      linkedFlag: linked
        ? {
            id: linked.id,
            key: linked.key,
            name: linked.name ?? '',
            variants: featureFlagVariantKeys(linked.filters),
          }
        : null,
      linkedFlagVariant: survey.conditions?.linkedFlagVariant ?? null,
      filters: flagFilters
        ? ({
            ...structuredClone(flagFilters),
            groups: Array.isArray(flagFilters.groups) ? structuredClone(flagFilters.groups) : [],
          } as TargetingValues['filters'])
        : { groups: [] },
      removeTargetingFlag: false,
      targetingFlag: targetingFlag ? { id: targetingFlag.id, key: targetingFlag.key } : null,
    },
  };
}

// ---- values → body -------------------------------------------------------------------------------

export interface SettingsToBodyOptions {
  /** The moment "launch now" stands for; pass the same one for both sides of a diff. */
  now: Date;
  /** The survey's type: hosted (external) surveys drop in-app conditions, flags and the popup delay. */
  type?: string;
}

/** Condition keys the server refuses on hosted surveys (reference §3.4). */
const IN_APP_CONDITION_KEYS = [
  'url',
  'urlMatchType',
  'selector',
  'seenSurveyWaitPeriodInDays',
  'linkedFlagVariant',
  'deviceTypes',
  'deviceTypesMatchType',
];

function appearanceToBody(appearance: SurveyAppearance, external: boolean): SurveyAppearance | null {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(appearance)) {
    if (value === undefined) continue;
    // A cleared colour means "the default"; an empty string would paint nothing.
    if ((COLOUR_KEYS as readonly string[]).includes(key) && typeof value === 'string') {
      if (value.trim()) out[key] = value.trim();
      continue;
    }
    out[key] = structuredClone(value);
  }
  if (external) delete out.surveyPopupDelaySeconds;
  return Object.keys(out).length ? (out as SurveyAppearance) : null;
}

function conditionsToBody(
  conditions: ConditionsValues,
  targeting: TargetingValues,
  external: boolean,
): Record<string, unknown> | null {
  const {
    url,
    urlMatchType: matchType,
    selector,
    seenSurveyWaitPeriodInDays: wait,
    deviceTypes,
    deviceTypesMatchType: deviceMatchType,
    events,
    linkedFlagVariant: _variant,
    ...rest
  } = conditions;
  const out: Record<string, unknown> = structuredClone(rest);
  if (external) {
    for (const key of IN_APP_CONDITION_KEYS) delete out[key];
    const actions = out.actions as { values?: unknown[] } | null | undefined;
    if (Array.isArray(actions?.values) && actions.values.length) delete out.actions;
  } else {
    if (url.trim()) {
      out.url = url;
      if (matchType) out.urlMatchType = matchType;
    }
    if (selector.trim()) out.selector = selector;
    if (wait !== null && !Number.isNaN(wait)) out.seenSurveyWaitPeriodInDays = wait;
    if (deviceTypes.length) {
      out.deviceTypes = [...deviceTypes];
      if (deviceMatchType) out.deviceTypesMatchType = deviceMatchType;
    }
    if (events.values.length) out.events = structuredClone(events);
    if (targeting.linkedFlagId !== null && targeting.linkedFlagVariant)
      out.linkedFlagVariant = targeting.linkedFlagVariant;
  }
  return Object.keys(out).length ? out : null;
}

function groupsToBody(groups: FilterGroup[]): FilterGroup[] {
  return groups.map((group) => ({
    ...structuredClone(group),
    properties: group.properties.map((property) => ({
      ...structuredClone(property),
      key: property.key.trim(),
      ...(typeof property.value === 'string' ? { value: property.value.trim() } : {}),
    })),
  }));
}

const numberOrNull = (value: number | null) => (value === null || Number.isNaN(value) ? null : value);

function startDate(schedule: ScheduleValues, now: Date): string | null {
  switch (schedule.start) {
    case 'draft':
      return null;
    case 'now':
      return now.toISOString();
    case 'at':
      return schedule.startAt || null;
    case 'launched':
      return schedule.launchedAt;
  }
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
  const { schedule, appearance, conditions, targeting } = values;
  const external = options.type === 'external_survey';
  const recurring = schedule.repeat === 'recurring';
  const body: Partial<SurveyWriteBody> = {
    start_date: startDate(schedule, options.now),
    end_date:
      schedule.end === 'now'
        ? options.now.toISOString()
        : schedule.end === 'stopped'
          ? schedule.endAt || null
          : null,
    schedule: schedule.repeat,
    iteration_count: recurring ? numberOrNull(schedule.iterationCount) : null,
    iteration_frequency_days: recurring ? numberOrNull(schedule.iterationFrequencyDays) : null,
    responses_limit: numberOrNull(schedule.responsesLimit),
    enable_partial_responses: schedule.partialResponses,
    appearance: appearanceToBody(appearance, external),
    conditions: conditionsToBody(conditions, targeting, external) as SurveyWriteBody['conditions'],
    linked_flag_id: external ? null : targeting.linkedFlagId,
  };
  if (targeting.targetingFlag && targeting.removeTargetingFlag) body.remove_targeting_flag = true;
  else if (!external && targeting.filters.groups.length)
    body.targeting_flag_filters = {
      ...structuredClone(targeting.filters),
      groups: groupsToBody(targeting.filters.groups),
    } as SurveyWriteBody['targeting_flag_filters'];
  return body;
}

/**
 * Adds to a PATCH (the keys that changed) the keys the server needs alongside them: it checks
 * conditions.linkedFlagVariant only against a linked_flag_id in the same payload (and refuses a variant
 * without one), and it nulls iteration_frequency_days whenever iteration_count comes without it.
 */
export function withCoupledSettings<T extends Partial<SurveyWriteBody>>(
  patch: T,
  full: Partial<SurveyWriteBody>,
): T {
  const out: Partial<SurveyWriteBody> = { ...patch };
  const variant = (full.conditions as { linkedFlagVariant?: unknown } | null | undefined)?.linkedFlagVariant;
  if (variant && ('conditions' in out || 'linked_flag_id' in out)) {
    out.conditions = full.conditions ?? null;
    out.linked_flag_id = full.linked_flag_id ?? null;
  }
  if ('iteration_count' in out && 'iteration_frequency_days' in full)
    out.iteration_frequency_days = full.iteration_frequency_days ?? null;
  return out as T;
}

// ---- server errors -------------------------------------------------------------------------------

/** A server 400's `attr` → the form field that shows it. */
export const SETTINGS_ATTR_TO_FIELD: Record<string, string> = {
  // The radio groups are always on screen; the date inputs only for "at a date and time".
  start_date: 'schedule.start',
  end_date: 'schedule.end',
  schedule: 'schedule.repeat',
  iteration_count: 'schedule.iterationCount',
  iteration_frequency_days: 'schedule.iterationFrequencyDays',
  responses_limit: 'schedule.responsesLimit',
  enable_partial_responses: 'schedule.partialResponses',
  appearance: 'appearance',
  conditions: 'conditions',
  linked_flag_id: 'targeting.linkedFlagId',
  targeting_flag_filters: 'targeting.filters',
  remove_targeting_flag: 'targeting.removeTargetingFlag',
};

/** Settings errors the server reports without an `attr` (non-field), recognised by their message. */
const MESSAGE_TO_FIELD: [RegExp, string][] = [
  [/^Feature Flag with this ID does not exist/, 'targeting.linkedFlagId'],
  [/^Feature flag variant '|^linkedFlagVariant can only be used/, 'targeting.linkedFlagVariant'],
  [/User targeting rolls out to everyone/, 'targeting.filters'],
  [/^Cannot change survey recurrence/, 'schedule.iterationCount'],
];

/** The field a non-field settings error belongs to, or null. */
export function settingsFieldOfMessage(detail: string): string | null {
  return MESSAGE_TO_FIELD.find(([pattern]) => pattern.test(detail))?.[1] ?? null;
}

const SECTIONS = ['schedule', 'appearance', 'conditions', 'targeting'] as const;
export type SettingsSection = (typeof SECTIONS)[number];

/** The settings tab holding a form path (e.g. 'targeting.filters.groups.0.rollout_percentage'). */
export function settingsSectionOfField(path: string): SettingsSection | null {
  const root = path.split('.')[0];
  return (SECTIONS as readonly string[]).includes(root ?? '') ? (root as SettingsSection) : null;
}
