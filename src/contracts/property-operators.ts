// PostHog's words for its property operators, stated once: the targeting's person properties and the
// display conditions' URL and device match name an operator alike. The words are PostHog's own, without
// the symbol it puts before each: posthog frontend/src/lib/utils/operators.ts (genericOperatorMap), which
// its survey editor also reads for the URL match (scenes/surveys/constants.tsx, SurveyMatchTypeLabels).
export const OPERATOR_WORDS = {
  exact: 'equals',
  is_not: "doesn't equal",
  icontains: 'contains',
  not_icontains: "doesn't contain",
  regex: 'matches regex',
  not_regex: "doesn't match regex",
  gt: 'greater than',
  lt: 'less than',
  is_set: 'is set',
  is_not_set: 'is not set',
} as const;

type PropertyOperator = keyof typeof OPERATOR_WORDS;

/** The operators a control offers, in the order given, each named in PostHog's words. */
export function operatorOptions<Operator extends PropertyOperator>(
  operators: readonly Operator[],
): { value: Operator; label: string }[] {
  return operators.map((value) => ({ value, label: OPERATOR_WORDS[value] }));
}
