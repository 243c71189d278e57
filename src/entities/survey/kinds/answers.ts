// How the routing engine sees a kind's answers, whatever the kind. The question-kind registry fills
// these in per kind (question-kinds.ts); the engine, the graph, the lint, the summaries and the
// editor read them, so none of them switches on the kind. A leaf module: it imports nothing, so both the
// registry and the engine can use it without a cycle.

/** A respondent's answer as posthog-js receives it (null or undefined: skipped). */
export type SurveyResponse = string | number | string[] | null | undefined;

/** The author's own choice behind an answer, for views that quote it. */
export interface AnsweredChoice {
  /** As typed, possibly still blank. */
  text: string;
  /** From 0. */
  position: number;
  /** The free-text "Other" choice: any typed text takes its route too. */
  freeText: boolean;
}

/** One answer an answer-based rule can send somewhere else than the others. */
export interface RoutedAnswer {
  /** The `responseValues` key posthog-js looks it up by ('detractors', '0'). */
  key: string;
  /** A response that posthog-js routes by this key: what the graph and its checks answer with. */
  response: SurveyResponse;
  /** How the flow graph names it: "0–6 (Detractors)", "Yes", "Choice 2", "Other (free text)". */
  label: string;
  /** Set when the answer is one of the author's choices. */
  choice?: AnsweredChoice;
}

/** Stored keys that can never match, as the flow's findings report them. */
export interface UnmatchedKeys {
  kind: 'bad-bucket-key' | 'bad-choice-key';
  /** Follows the question's number: "Q2 has rules for …". */
  message: string;
}

/**
 * How posthog-js reads a kind's answers for answer-based (`response_based`) branching. Every function
 * reproduces the SDK, quirks included; the engine's tests pin them.
 */
export interface AnswerBranching<Q> {
  /** The answers a rule can tell apart, in order; null when the SDK fails on every answer. */
  answers(question: Q): RoutedAnswer[] | null;
  /** The key the SDK looks a response up by; throws FlowError where the SDK throws. */
  keyOf(question: Q, response: SurveyResponse): string;
  /**
   * Answers the widget lets respondents give that no key stands for (a 3-point number rating is drawn
   * 1–5): the graph asks the engine about them too, so answers the SDK throws on are reported.
   */
  strayAnswers(question: Q): SurveyResponse[];
  /** The SDK passes a skipped optional question straight on, before reading its rules. */
  passesSkipped: boolean;
  /** A stored key in words, for summaries ("0–6 (Detractors)", "“Yes”"), saying so when it never matches. */
  describeKey(question: Q, key: string): string;
  /** Stored keys that never match, or null when there are none (or the SDK fails anyway). */
  unmatchedKeys(question: Q, keys: readonly string[]): UnmatchedKeys | null;
}
