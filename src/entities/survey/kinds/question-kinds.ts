// The question-kind registry: what Surveyor knows about each kind of question, one entry per kind.
// The compiler checks that every kind in the contract (QUESTION_TYPES) has an entry; labels, defaults,
// the kinds menus and how the routing engine reads answers all derive from it, so screens and the engine
// ask it rather than switch on the kind. Pure model code: each kind's icon is in ui/kind-icon.tsx. To add
// a kind, see CONTRIBUTING.md ("Add a question kind").
import {
  QUESTION_TYPES,
  type QuestionType,
  type ReadQuestion,
  type SurveyQuestion,
} from '@/contracts/survey-questions';
import type { AnswerBranching, RoutedAnswer, SurveyResponse, UnmatchedKeys } from './answers';
import { singleChoiceAnswerBranching } from './choice-answers';
import { ratingAnswerBranching } from './rating-answers';
import { ratingRange } from './rating-buckets';
import { drawnRatings, RATING_SCALES, type RatingDisplay } from './rating-scales';

type KindQuestion<K extends QuestionType> = Extract<SurveyQuestion, { type: K }>;

// Members are methods on purpose: an entry for one kind then also serves as the entry of "some kind"
// (QuestionKind<SurveyQuestion>), which is how the helpers below read the entry of a question they hold.
export interface QuestionKind<Q extends SurveyQuestion> {
  /** Its name in menus and summaries. */
  label: string;
  /** A shorter name where space is tight (the flow graph's nodes). */
  shortLabel: string;
  /** A fresh question of the kind, in the API's shape, without branching ("next question"). */
  create(): Q;
  /** Respondents pick from the author's choices; a kind change between such kinds keeps them. */
  hasChoices: boolean;
  /** posthog-js can submit as soon as an answer is picked (the question's `skipSubmitButton`). */
  submitsOnPick: boolean;
  /** The scales PostHog's editor offers per display, for kinds answered on a scale. */
  scales?: Record<RatingDisplay, readonly number[]>;
  /**
   * Answer-based branching (`response_based`): how posthog-js reads this kind's answers, or null where it
   * ignores such rules and goes to the next question. Every kind supports the other rule types (next,
   * end, a specific question).
   */
  answerBranching: AnswerBranching<Q> | null;
  /** An answer any respondent could give, for routes that do not depend on the answer. */
  anyAnswer(question: Q): SurveyResponse;
  /** Why posthog-js cannot show it as meant ("has no choices to pick from."), after "Q3 ". */
  notShown?(question: Q): string | null;
  /** What it is set to, in a few words, for summaries ("number 0–10", "3 choices"). */
  summary(question: Q): string;
}

type QuestionKinds = { [K in QuestionType]: QuestionKind<KindQuestion<K>> };

const withoutText = { question: '', description: '', descriptionContentType: 'text' } as const;

const choicesSummary = (question: KindQuestion<'single_choice' | 'multiple_choice'>) =>
  `${question.choices.length} choices${question.hasOpenChoice ? ' incl. “other”' : ''}`;
const noChoices = (question: KindQuestion<'single_choice' | 'multiple_choice'>) =>
  question.choices.length === 0 ? 'has no choices to pick from.' : null;

/** A rating posthog-js draws otherwise than its scale says (drawnRatings has the SDK's rules). */
function ratingNotShown(question: KindQuestion<'rating'>): string | null {
  const { display, scale } = question;
  if (display !== 'number' && display !== 'emoji')
    return `is a rating with ${display ? `display “${display}”` : 'no display'}: the SDK draws no rating buttons for it, so only optional questions can be passed.`;
  const drawn = drawnRatings(display, scale);
  const range = typeof scale === 'number' ? ratingRange(scale) : null;
  const onScale = range ? `on a ${range.join('–')} scale` : 'with no scale';
  if (drawn.length === 0)
    return `is an emoji rating ${onScale}: posthog-js has faces for 2, 3 and 5 points only, so it draws no rating buttons; only an optional question can be passed.`;
  if (range && drawn[0] === range[0] && drawn.at(-1) === range[1]) return null;
  return `is a number rating ${onScale}: posthog-js draws the buttons ${drawn[0]}–${drawn.at(-1)} for it (it knows 1–5, 1–7 and 0–10 only), so respondents can give answers the scale does not have.`;
}

export const QUESTION_KIND_REGISTRY = {
  open: {
    label: 'Open text',
    shortLabel: 'Open',
    create: () => ({ type: 'open', ...withoutText }),
    hasChoices: false,
    submitsOnPick: false,
    answerBranching: null,
    anyAnswer: () => 'text',
    summary: (question) => (question.optional ? 'optional' : ''),
  },
  link: {
    label: 'Link',
    shortLabel: 'Link',
    create: () => ({ type: 'link', ...withoutText, link: 'https://', buttonText: 'Open link' }),
    hasChoices: false,
    submitsOnPick: false,
    answerBranching: null,
    anyAnswer: () => 'link clicked',
    summary: (question) => question.link ?? 'no link',
  },
  rating: {
    label: 'Rating',
    shortLabel: 'Rating',
    create: () => ({
      type: 'rating',
      ...withoutText,
      display: 'number',
      scale: 5,
      lowerBoundLabel: 'Unlikely',
      upperBoundLabel: 'Very likely',
    }),
    hasChoices: false,
    submitsOnPick: true,
    scales: RATING_SCALES,
    answerBranching: ratingAnswerBranching,
    // A scale the SDK does not know: the lowest answer of 1–5, which the flow then reports it fails on.
    anyAnswer: (question) => ratingRange(question.scale ?? 5)[0],
    notShown: ratingNotShown,
    summary(question) {
      const scale =
        typeof question.scale !== 'number'
          ? 'no scale'
          : question.scale === 10
            ? '0–10'
            : `1–${question.scale}`;
      const display =
        question.display === 'emoji' || question.display === 'number'
          ? question.display
          : question.display
            ? `display “${question.display}”`
            : 'no display';
      return `${display} ${scale}`;
    },
  },
  single_choice: {
    label: 'Single choice',
    shortLabel: 'Single',
    create: () => ({ type: 'single_choice', ...withoutText, choices: ['', ''] }),
    hasChoices: true,
    submitsOnPick: true,
    answerBranching: singleChoiceAnswerBranching,
    anyAnswer: (question) => question.choices[0] ?? '',
    notShown: noChoices,
    summary: choicesSummary,
  },
  multiple_choice: {
    label: 'Multiple choice',
    shortLabel: 'Multiple',
    create: () => ({ type: 'multiple_choice', ...withoutText, choices: ['', ''] }),
    hasChoices: true,
    submitsOnPick: false,
    answerBranching: null,
    anyAnswer: (question) => question.choices.slice(0, 1),
    notShown: noChoices,
    summary: choicesSummary,
  },
} satisfies QuestionKinds;

/** The registry read by a kind held in a variable (see the note on QuestionKind's methods). */
export function questionKind(type: QuestionType): QuestionKind<SurveyQuestion> {
  return (QUESTION_KIND_REGISTRY as QuestionKinds)[type];
}

/**
 * The entry of a question's kind, or null for one Surveyor cannot read. Lenient on purpose: the engine
 * also meets questions straight from storage (the demo's seed), of kinds no entry describes.
 */
function entryOf(question: ReadQuestion): QuestionKind<SurveyQuestion> | null {
  return Object.hasOwn(QUESTION_KIND_REGISTRY, question.type)
    ? questionKind(question.type as QuestionType)
    : null;
}

/** Every kind, in the order menus offer them (the contract's order). */
export const QUESTION_KINDS: readonly QuestionType[] = QUESTION_TYPES;

const fromRegistry = <T>(pick: (kind: QuestionKind<SurveyQuestion>) => T) =>
  Object.fromEntries(QUESTION_KINDS.map((type) => [type, pick(questionKind(type))])) as Record<
    QuestionType,
    T
  >;

export const KIND_LABELS: Record<QuestionType, string> = fromRegistry((kind) => kind.label);
export const KIND_SHORT_LABELS: Record<QuestionType, string> = fromRegistry((kind) => kind.shortLabel);

/** A question Surveyor cannot read (an unknown kind, or a known one of the wrong shape). */
export const UNREADABLE_KIND = { label: 'Cannot be read' };

/** Labels of every kind a question can be read as, including one Surveyor cannot read. */
export const READ_KIND_LABELS: Record<ReadQuestion['type'], string> = {
  ...KIND_LABELS,
  unreadable: UNREADABLE_KIND.label,
};

export const OPEN_CHOICE_LABEL = 'Other';

/** A fresh question of a kind, in the API's shape (no branching: "next question"). */
export function defaultQuestion(kind: QuestionType): SurveyQuestion {
  return questionKind(kind).create();
}

/** Answer-based branching of one question, bound to it. */
export interface QuestionAnswerBranching {
  answers(): RoutedAnswer[] | null;
  keyOf(response: SurveyResponse): string;
  strayAnswers(): SurveyResponse[];
  passesSkipped: boolean;
  describeKey(key: string): string;
  unmatchedKeys(keys: readonly string[]): UnmatchedKeys | null;
}

/**
 * How posthog-js reads this question's answers for answer-based rules, or null where it ignores such
 * rules (its kind reads no answers, or Surveyor cannot read the question).
 */
export function answerBranchingOf(question: ReadQuestion): QuestionAnswerBranching | null {
  const branching = entryOf(question)?.answerBranching;
  if (!branching) return null;
  // The entry is the one of the question's own kind, which TypeScript cannot follow through the lookup.
  const read = question as SurveyQuestion;
  return {
    answers: () => branching.answers(read),
    keyOf: (response) => branching.keyOf(read, response),
    strayAnswers: () => branching.strayAnswers(read),
    passesSkipped: branching.passesSkipped,
    describeKey: (key) => branching.describeKey(read, key),
    unmatchedKeys: (keys) => branching.unmatchedKeys(read, keys),
  };
}

export function canBranchOnAnswer(question: Pick<ReadQuestion, 'type'>): boolean {
  return Boolean(entryOf(question as ReadQuestion)?.answerBranching);
}

/** "rating and single choice": the kinds whose answers can decide where respondents go. */
export const ANSWER_BRANCHING_KINDS_IN_WORDS = new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(
  QUESTION_KINDS.filter((type) => canBranchOnAnswer({ type })).map((type) => KIND_LABELS[type].toLowerCase()),
);

/** The keys an answer-based rule of this question can use (rating buckets, choice positions). */
export function answerKeys(question: ReadQuestion): string[] {
  return (
    answerBranchingOf(question)
      ?.answers()
      ?.map((answer) => answer.key) ?? []
  );
}

/** An answer any respondent could give (any text for a question Surveyor cannot read). */
export function anyAnswer(question: ReadQuestion): SurveyResponse {
  return entryOf(question)?.anyAnswer(question as SurveyQuestion) ?? 'text';
}

/** Why posthog-js cannot show the question as meant, after "Q3 ", or null. */
export function notShownReason(question: ReadQuestion): string | null {
  return entryOf(question)?.notShown?.(question as SurveyQuestion) ?? null;
}

/** What a question is set to, in a few words; for one Surveyor cannot read, why. */
export function kindSummary(question: ReadQuestion): string {
  if (question.type === 'unreadable') return question.problem;
  return entryOf(question)?.summary(question) ?? '';
}
