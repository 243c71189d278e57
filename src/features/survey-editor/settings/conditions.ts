// The display conditions section's form values: on which pages, elements and devices an in-app survey
// shows, after which events, how long after another survey. Keys the form has no control for (actions,
// keys PostHog adds later) are kept and sent back as stored. Schema and rules, survey → values → API
// field, and the names of its fields.
import { z } from 'zod';
import { type Survey } from '@/contracts/survey';
import { deviceType, urlMatchType, type SurveyConditions } from '@/contracts/survey-settings';
import { HOSTED_SURVEY_REFUSED_CONDITIONS } from '@/contracts/survey-facts';
import { isCssSelector, regexProblem, type Issue } from './section-rules';

export const conditionsSchema = z.looseObject({
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

export type ConditionsValues = z.infer<typeof conditionsSchema>;

/**
 * The condition keys the form has controls for. linkedFlagVariant is one of them, though the targeting
 * section edits it (beside its flag): the API keeps it among the conditions.
 */
const CONTROLLED_KEYS: readonly string[] = [
  'url',
  'urlMatchType',
  'selector',
  'seenSurveyWaitPeriodInDays',
  'deviceTypes',
  'deviceTypesMatchType',
  'events',
  'linkedFlagVariant',
];

/** The keys of stored conditions the form has no control for, in their stored order. */
function uncontrolled(conditions: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(conditions).filter(([key]) => !CONTROLLED_KEYS.includes(key)));
}

/** Cross-field rules; none applies to a hosted survey, whose body drops the in-app conditions. */
export function checkConditions(conditions: ConditionsValues, type: string | undefined, issue: Issue): void {
  if (type === 'external_survey') return;
  if (
    conditions.url.trim() &&
    (conditions.urlMatchType === 'regex' || conditions.urlMatchType === 'not_regex')
  ) {
    const problem = regexProblem(conditions.url);
    if (problem) issue(['conditions', 'url'], `This is not a valid regular expression: ${problem}`);
  }
  if (conditions.selector.trim() && !isCssSelector(conditions.selector))
    issue(['conditions', 'selector'], 'This is not a valid CSS selector.');
}

/** The display conditions of a survey (null: a new one, shown everywhere). */
export function conditionsToValues(survey: Survey | null): ConditionsValues {
  const stored = structuredClone(survey?.conditions ?? {}) as SurveyConditions;
  const knownMatch = (value: string | null | undefined) => urlMatchType.safeParse(value).data;
  // Values the form has no control for (an unknown match type or device) are left out of the form;
  // saving sends the stored ones back unless the user changes that control.
  const values: ConditionsValues = {
    ...uncontrolled(stored),
    url: stored.url ?? '',
    selector: stored.selector ?? '',
    seenSurveyWaitPeriodInDays:
      typeof stored.seenSurveyWaitPeriodInDays === 'number' ? stored.seenSurveyWaitPeriodInDays : null,
    deviceTypes: (stored.deviceTypes ?? []).filter(
      (device): device is z.infer<typeof deviceType> => deviceType.safeParse(device).success,
    ),
    events: { ...stored.events, values: stored.events?.values ?? [] } as ConditionsValues['events'],
  };
  if (knownMatch(stored.urlMatchType)) values.urlMatchType = knownMatch(stored.urlMatchType);
  if (knownMatch(stored.deviceTypesMatchType))
    values.deviceTypesMatchType = knownMatch(stored.deviceTypesMatchType);
  return values;
}

/**
 * The `conditions` API field, or null when nothing is set. A hosted (external) survey sends none of the
 * in-app keys the server refuses for it. The linked flag's variant travels here, with its flag.
 */
export function conditionsToBody(
  conditions: ConditionsValues,
  linked: { linkedFlagId: number | null; linkedFlagVariant: string | null },
  external: boolean,
): Record<string, unknown> | null {
  const out: Record<string, unknown> = structuredClone(uncontrolled(conditions));
  if (external) {
    for (const key of HOSTED_SURVEY_REFUSED_CONDITIONS) delete out[key];
    const actions = out.actions as { values?: unknown[] } | null | undefined;
    if (Array.isArray(actions?.values) && actions.values.length) delete out.actions;
  } else {
    const { url, urlMatchType: matchType, selector, seenSurveyWaitPeriodInDays: wait } = conditions;
    if (url.trim()) {
      out.url = url;
      if (matchType) out.urlMatchType = matchType;
    }
    if (selector.trim()) out.selector = selector;
    if (wait !== null && !Number.isNaN(wait)) out.seenSurveyWaitPeriodInDays = wait;
    if (conditions.deviceTypes.length) {
      out.deviceTypes = [...conditions.deviceTypes];
      if (conditions.deviceTypesMatchType) out.deviceTypesMatchType = conditions.deviceTypesMatchType;
    }
    if (conditions.events.values.length) out.events = structuredClone(conditions.events);
    if (linked.linkedFlagId !== null && linked.linkedFlagVariant)
      out.linkedFlagVariant = linked.linkedFlagVariant;
  }
  return Object.keys(out).length ? out : null;
}

/** A server 400's `attr` → the field that shows it (the section shows problems of the whole object). */
export const CONDITIONS_ATTR_TO_FIELD: Record<string, string> = { conditions: 'conditions' };

/** The fields as a list of problems names them. */
export const CONDITIONS_FIELD_LABELS: Record<string, string> = {
  'conditions.url': 'URL',
  'conditions.selector': 'CSS selector',
  'conditions.seenSurveyWaitPeriodInDays': 'Wait after another survey',
  'conditions.deviceTypes': 'Devices',
  'conditions.events': 'Events',
};
