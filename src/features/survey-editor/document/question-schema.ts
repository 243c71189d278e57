// Validation of the editor's questions, derived from the API contracts: the contract's question
// schemas minus `branching`, plus the uid-based rule and the rules PostHog's editor enforces.
import { z } from 'zod';
import {
  linkQuestion,
  multipleChoiceQuestion,
  openQuestion,
  ratingQuestion,
  singleChoiceQuestion,
  type QuestionType,
} from '@/contracts/survey-questions';
import { flowProblems, newFlowProblems, type FlowProblem } from '@/entities/survey/routing/flow-problems';
import { ANSWER_BRANCHING_KINDS_IN_WORDS, canBranchOnAnswer } from '@/entities/survey/kinds/question-kinds';
import { isScaleAllowed, offeredScalesInWords, scaleLabel } from '@/entities/survey/kinds/rating-scales';
import type { EditorQuestion } from './editor-document';
import { apiViewOf, type ApiViewOf } from './api-view';

export const MESSAGES = {
  questionText: 'Enter the question text.',
  noQuestions: 'Add at least one question.',
  choiceEmpty: 'Enter a label for this choice, or remove it.',
  choiceDuplicate: 'Choices must be different: this one repeats an earlier choice.',
  linkMissing: 'Enter the link respondents should open.',
  linkScheme: 'Links must start with https:// or mailto: (other links are refused for security).',
  linkHttps: 'Enter a valid https:// address, e.g. https://example.com/page.',
  linkMailto:
    'Enter a plain mailto address, e.g. mailto:team@example.com (PostHog refuses a ?subject= part, capitals in “mailto” and non-ASCII addresses).',
  lowerLabel: 'Enter a label for the lowest rating.',
  ratingDisplay: 'Choose how ratings are shown: without numbers or emoji the SDK draws no rating buttons.',
  ratingScale: 'Choose a scale.',
  upperLabel: 'Enter a label for the highest rating.',
  answerRuleKind: `Only ${ANSWER_BRANCHING_KINDS_IN_WORDS} questions can branch on the answer. Choose another rule.`,
  selfTarget: 'A question cannot lead to itself. Choose another question or “end the survey”.',
  missingTarget: 'This rule points at a question that no longer exists. Choose another destination.',
} as const;

/**
 * The server's EMAIL_REGEX for mailto links (products/surveys/backend/api/survey.py, matched with
 * re.match): a lower-case scheme, an ASCII address with a TLD of two letters or more, and nothing after
 * it (no ?subject=…).
 */
const SERVER_MAILTO = /^mailto:[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}$/;

/**
 * The problem with a link question's URL, or null: a mailto address as above, or https with a host — the
 * server asks only for a network location (`urlparse(value).netloc`), so `https://intranet/form` is fine.
 */
export function linkProblem(link: string | null | undefined): string | null {
  const value = (link ?? '').trim();
  if (!value || value === 'https://') return MESSAGES.linkMissing;
  if (/^mailto:/i.test(value)) return SERVER_MAILTO.test(value) ? null : MESSAGES.linkMailto;
  if (!/^https:\/\//i.test(value)) return MESSAGES.linkScheme;
  // urlparse's netloc: what follows "//" up to the first "/", "?" or "#".
  return /^https:\/\/[^/?#]/i.test(value) ? null : MESSAGES.linkHttps;
}

const rowTarget = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('end') }),
  z.object({ kind: z.literal('question'), target: z.string() }),
]);

export const editorRuleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('next') }),
  z.object({ kind: z.literal('end') }),
  z.object({ kind: z.literal('question'), target: z.string() }),
  z.object({ kind: z.literal('response'), rows: z.record(z.string(), rowTarget) }),
  z.object({ kind: z.literal('kept'), type: z.string() }),
]);

const questionText = z.string().refine((text) => text.trim().length > 0, MESSAGES.questionText);
const editorFields = { uid: z.string().min(1), rule: editorRuleSchema, question: questionText };
const choiceFields = { choices: z.array(z.string()) };
type Issue = { path: (string | number)[]; message: string };

const isBlank = (text: string | null | undefined) => (text ?? '').trim().length === 0;

/**
 * A rating's problems. The labels are checked here, not by the field schema: zod skips an optional key
 * that is absent but checks one that is present and undefined, so a stored survey without labels and the
 * same survey in the form would disagree, and an untouched label would block saving a rename.
 */
function ratingIssues(question: Extract<EditorQuestion, { type: 'rating' }>): Issue[] {
  const issues: Issue[] = [];
  if (isBlank(question.lowerBoundLabel))
    issues.push({ path: ['lowerBoundLabel'], message: MESSAGES.lowerLabel });
  if (isBlank(question.upperBoundLabel))
    issues.push({ path: ['upperBoundLabel'], message: MESSAGES.upperLabel });
  const display = question.display;
  if (display !== 'number' && display !== 'emoji')
    return [...issues, { path: ['display'], message: MESSAGES.ratingDisplay }];
  if (typeof question.scale !== 'number')
    return [...issues, { path: ['scale'], message: MESSAGES.ratingScale }];
  if (isScaleAllowed(display, question.scale)) return issues;
  const offered = `${display === 'emoji' ? 'emoji' : 'numbers'}: ${offeredScalesInWords(display)}`;
  return [
    ...issues,
    {
      path: ['scale'],
      message: `A ${scaleLabel(question.scale, 'number')} scale is not offered with ${display}s (${offered}).`,
    },
  ];
}

function choiceIssues(
  question: Extract<EditorQuestion, { type: 'single_choice' | 'multiple_choice' }>,
): Issue[] {
  const issues: Issue[] = [];
  const seen = new Set<string>();
  question.choices.forEach((choice, index) => {
    const label = choice.trim();
    if (!label) issues.push({ path: ['choices', index], message: MESSAGES.choiceEmpty });
    else if (seen.has(label)) issues.push({ path: ['choices', index], message: MESSAGES.choiceDuplicate });
    seen.add(label);
  });
  // No count is checked: the server asks only that each choice is a non-blank string (validate_questions),
  // and the flow check says when a question has no choices to pick from.
  return issues;
}

// Methods on purpose: the entry of one kind then serves as the entry of "some kind" (see questionIssues).
interface EditorKind<Q> {
  /** The contract's schema of the kind without `branching`, plus the uid and the uid-based rule. */
  schema: z.ZodType;
  /** What PostHog's editor refuses in the kind's own fields, with paths relative to the question. */
  issues?(question: Q): Issue[];
}

/** Per kind, how the editor checks it; the compiler checks every kind has an entry. */
const EDITOR_KINDS = {
  open: { schema: openQuestion.omit({ branching: true }).extend(editorFields) },
  link: {
    schema: linkQuestion.omit({ branching: true }).extend(editorFields),
    issues(question) {
      const problem = linkProblem(question.link);
      return problem ? [{ path: ['link'], message: problem }] : [];
    },
  },
  rating: {
    schema: ratingQuestion.omit({ branching: true }).extend(editorFields),
    issues: ratingIssues,
  },
  single_choice: {
    schema: singleChoiceQuestion.omit({ branching: true }).extend({ ...editorFields, ...choiceFields }),
    issues: choiceIssues,
  },
  multiple_choice: {
    schema: multipleChoiceQuestion.omit({ branching: true }).extend({ ...editorFields, ...choiceFields }),
    issues: choiceIssues,
  },
} satisfies { [K in QuestionType]: EditorKind<Extract<EditorQuestion, { type: K }>> };

type KindSchema = (typeof EDITOR_KINDS)[QuestionType]['schema'];

export const editorQuestionSchema = z.discriminatedUnion('type', [
  ...(Object.values(EDITOR_KINDS).map((kind) => kind.schema) as [KindSchema, ...KindSchema[]]),
  // A question Surveyor cannot read has no fields to check: it goes back as it came.
  z.looseObject({ type: z.literal('unreadable'), uid: z.string().min(1), rule: editorRuleSchema }),
]);

/** Problems within one question (its own fields), with paths relative to the question. */
export function questionIssues(question: EditorQuestion): Issue[] {
  const kind: EditorKind<EditorQuestion> | null =
    question.type === 'unreadable' ? null : EDITOR_KINDS[question.type];
  const issues = kind?.issues?.(question) ?? [];
  if (question.rule.kind === 'response' && !canBranchOnAnswer(question)) {
    issues.push({ path: ['rule'], message: MESSAGES.answerRuleKind });
  }
  return issues;
}

const targetsOf = (rule: EditorQuestion['rule']): string[] =>
  rule.kind === 'question'
    ? [rule.target]
    : rule.kind === 'response'
      ? Object.values(rule.rows).flatMap((row) => (row.kind === 'question' ? [row.target] : []))
      : [];

/** The flow problems of a list of questions, by uid (see entities/survey/routing/flow-problems.ts). */
export function questionFlowProblems(
  questions: readonly EditorQuestion[],
  viewOf: ApiViewOf = apiViewOf,
): FlowProblem[] {
  const routed = questions.map((question) => ({ id: question.uid, targets: targetsOf(question.rule) }));
  return flowProblems(routed, questions.length > 1 ? viewOf(questions).questions : []);
}

const baselineFlowProblems = new WeakMap<readonly EditorQuestion[], FlowProblem[]>();
/** The stored survey's flow problems, computed once per baseline. */
export function storedQuestionFlowProblems(baseline: readonly EditorQuestion[]): FlowProblem[] {
  let problems = baselineFlowProblems.get(baseline);
  if (!problems) {
    problems = questionFlowProblems(baseline);
    baselineFlowProblems.set(baseline, problems);
  }
  return problems;
}

export const loopMessage = (positions: readonly number[]) =>
  `These questions form an endless loop: ${[...positions, positions[0]!].map((i) => `Q${i + 1}`).join(' → ')}. Change a rule so that respondents can leave it.`;

/**
 * Problems between questions: rules that point at themselves or at nothing, and loops. Given the stored
 * questions, only the problems they did not have already (or had smaller) are returned: PostHog stores
 * all of these, so one the survey came with never blocks saving another change.
 */
export function crossQuestionIssues(
  questions: readonly EditorQuestion[],
  viewOf: ApiViewOf = apiViewOf,
  baseline?: readonly EditorQuestion[],
): Issue[] {
  const all = questionFlowProblems(questions, viewOf);
  const problems = baseline ? newFlowProblems(all, storedQuestionFlowProblems(baseline)) : all;
  return problems.map((problem) =>
    problem.kind === 'loop'
      ? { path: [], message: loopMessage(problem.positions) }
      : {
          path: [problem.positions[0]!, 'rule'],
          message: problem.kind === 'self-target' ? MESSAGES.selfTarget : MESSAGES.missingTarget,
        },
  );
}

/**
 * The questions list: each question valid on its own, at least one, and sound rules between them.
 * `viewOf` gives the API view the loop check reads (the editor's current one; derived by default);
 * `baseline`, the questions as stored, whose flow problems are not held against an edit.
 */
export const editorQuestionsSchemaWith = (viewOf: ApiViewOf, baseline?: readonly EditorQuestion[]) =>
  z
    .array(editorQuestionSchema)
    .min(1, MESSAGES.noQuestions)
    .superRefine((questions, ctx) => {
      const list = questions as unknown as EditorQuestion[];
      list.forEach((question, index) => {
        for (const issue of questionIssues(question))
          ctx.addIssue({ code: 'custom', path: [index, ...issue.path], message: issue.message });
      });
      for (const issue of crossQuestionIssues(list, viewOf, baseline))
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    });

export const editorQuestionsSchema = editorQuestionsSchemaWith(apiViewOf);
