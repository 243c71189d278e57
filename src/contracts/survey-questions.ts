// A survey's questions: the kinds Surveyor knows, each question read on its own (one it cannot read is
// kept whole and named, never dropped), and the complete question Surveyor writes for a new survey. Part
// of the survey contract (survey.ts).
import { z } from 'zod';
import { isPlainObject, problemsOf } from './readable';
import { branching, branchingRead, type BranchingRead } from './survey-branching';

export const QUESTION_TYPES = ['open', 'link', 'rating', 'single_choice', 'multiple_choice'] as const;
export const questionType = z.enum(QUESTION_TYPES);
export type QuestionType = z.infer<typeof questionType>;

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
