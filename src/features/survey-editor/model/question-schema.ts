// Validation of the editor's questions, derived from the API contracts: the contract's question
// schemas minus `branching`, plus the uid-based rule and the rules PostHog's editor enforces.
import { z } from 'zod';
import {
  linkQuestion,
  multipleChoiceQuestion,
  openQuestion,
  ratingQuestion,
  singleChoiceQuestion,
} from '../../../contracts/survey';
import { findLoops } from '../../../entities/survey/routing/lint';
import { buildFlowGraph } from '../../../entities/survey/routing/build-graph';
import { toApiQuestions } from './convert';
import { canBranchOnAnswer, type EditorQuestion } from './editor-document';
import { isScaleAllowed, scaleLabel } from '../../../entities/survey/model/question-kinds';

export const MESSAGES = {
  questionText: 'Enter the question text.',
  noQuestions: 'Add at least one question.',
  choiceEmpty: 'Enter a label for this choice, or remove it.',
  choiceDuplicate: 'Choices must be different: this one repeats an earlier choice.',
  tooFewChoices: 'Add at least two choices.',
  linkMissing: 'Enter the link respondents should open.',
  linkScheme: 'Links must start with https:// or mailto: (other links are refused for security).',
  linkHttps: 'Enter a valid https:// address, e.g. https://example.com/page.',
  linkMailto:
    'Enter a plain mailto address, e.g. mailto:team@example.com (PostHog refuses a ?subject= part, capitals in “mailto” and non-ASCII addresses).',
  lowerLabel: 'Enter a label for the lowest rating.',
  ratingDisplay: 'Choose how ratings are shown: without numbers or emoji the SDK draws no rating buttons.',
  ratingScale: 'Choose a scale.',
  upperLabel: 'Enter a label for the highest rating.',
  answerRuleKind: 'Only rating and single-choice questions can branch on the answer. Choose another rule.',
  selfTarget: 'A question cannot lead to itself. Choose another question or “end the survey”.',
  missingTarget: 'This rule points at a question that no longer exists. Choose another destination.',
} as const;

/**
 * The server's EMAIL_REGEX for mailto links (products/surveys/backend/api/survey.py, matched with
 * re.match): a lower-case scheme, an ASCII address with a TLD of two letters or more, and nothing after
 * it (no ?subject=…).
 */
const SERVER_MAILTO = /^mailto:[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}$/;

/** The problem with a link question's URL, or null (https with a host, or a mailto address). */
export function linkProblem(link: string | null | undefined): string | null {
  const value = (link ?? '').trim();
  if (!value || value === 'https://') return MESSAGES.linkMissing;
  if (/^mailto:/i.test(value)) return SERVER_MAILTO.test(value) ? null : MESSAGES.linkMailto;
  if (!/^https:\/\//i.test(value)) return MESSAGES.linkScheme;
  try {
    return new URL(value).hostname.includes('.') || new URL(value).hostname === 'localhost'
      ? null
      : MESSAGES.linkHttps;
  } catch {
    return MESSAGES.linkHttps;
  }
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
const label = (message: string) =>
  z
    .string()
    .nullish()
    .refine((text) => (text ?? '').trim().length > 0, message);

export const editorQuestionSchema = z.discriminatedUnion('type', [
  openQuestion.omit({ branching: true }).extend(editorFields),
  linkQuestion.omit({ branching: true }).extend(editorFields),
  ratingQuestion.omit({ branching: true }).extend({
    ...editorFields,
    lowerBoundLabel: label(MESSAGES.lowerLabel),
    upperBoundLabel: label(MESSAGES.upperLabel),
  }),
  singleChoiceQuestion.omit({ branching: true }).extend({ ...editorFields, ...choiceFields }),
  multipleChoiceQuestion.omit({ branching: true }).extend({ ...editorFields, ...choiceFields }),
  // A question Surveyor cannot read has no fields to check: it goes back as it came.
  z.looseObject({ type: z.literal('unreadable'), uid: z.string().min(1), rule: editorRuleSchema }),
]);

type Issue = { path: (string | number)[]; message: string };

/** Problems within one question (its own fields), with paths relative to the question. */
export function questionIssues(question: EditorQuestion): Issue[] {
  const issues: Issue[] = [];
  if (question.type === 'link') {
    const problem = linkProblem(question.link);
    if (problem) issues.push({ path: ['link'], message: problem });
  }
  if (question.type === 'rating') {
    const display = question.display;
    if (display !== 'number' && display !== 'emoji')
      issues.push({ path: ['display'], message: MESSAGES.ratingDisplay });
    else if (typeof question.scale !== 'number')
      issues.push({ path: ['scale'], message: MESSAGES.ratingScale });
    else if (!isScaleAllowed(display, question.scale)) {
      const offered = display === 'emoji' ? 'emoji: 1–2, 1–3 or 1–5' : 'numbers: 1–5, 1–7 or 0–10';
      issues.push({
        path: ['scale'],
        message: `A ${scaleLabel(question.scale, 'number')} scale is not offered with ${display}s (${offered}).`,
      });
    }
  }
  if (question.type === 'single_choice' || question.type === 'multiple_choice') {
    const seen = new Set<string>();
    question.choices.forEach((choice, index) => {
      const label = choice.trim();
      if (!label) issues.push({ path: ['choices', index], message: MESSAGES.choiceEmpty });
      else if (seen.has(label)) issues.push({ path: ['choices', index], message: MESSAGES.choiceDuplicate });
      seen.add(label);
    });
    if (question.choices.length < 2) issues.push({ path: ['choices'], message: MESSAGES.tooFewChoices });
  }
  if (question.rule.kind === 'response' && !canBranchOnAnswer(question)) {
    issues.push({ path: ['rule'], message: MESSAGES.answerRuleKind });
  }
  return issues;
}

/** Problems between questions: rules that point at themselves or at nothing, and loops. */
export function crossQuestionIssues(questions: readonly EditorQuestion[]): Issue[] {
  const issues: Issue[] = [];
  const uids = new Set(questions.map((question) => question.uid));
  questions.forEach((question, index) => {
    const targets =
      question.rule.kind === 'question'
        ? [question.rule.target]
        : question.rule.kind === 'response'
          ? Object.values(question.rule.rows).flatMap((row) => (row.kind === 'question' ? [row.target] : []))
          : [];
    if (targets.includes(question.uid)) issues.push({ path: [index, 'rule'], message: MESSAGES.selfTarget });
    else if (targets.some((target) => !uids.has(target)))
      issues.push({ path: [index, 'rule'], message: MESSAGES.missingTarget });
  });
  if (issues.length === 0 && questions.length > 1) {
    const loops = findLoops(buildFlowGraph(toApiQuestions(questions)));
    for (const loop of loops) {
      const names = [...loop, loop[0]!].map((i) => `Q${i + 1}`).join(' → ');
      issues.push({
        path: [],
        message: `These questions form an endless loop: ${names}. Change a rule so that respondents can leave it.`,
      });
    }
  }
  return issues;
}

/** The questions list: each question valid on its own, at least one, and sound rules between them. */
export const editorQuestionsSchema = z
  .array(editorQuestionSchema)
  .min(1, MESSAGES.noQuestions)
  .superRefine((questions, ctx) => {
    const list = questions as unknown as EditorQuestion[];
    list.forEach((question, index) => {
      for (const issue of questionIssues(question))
        ctx.addIssue({ code: 'custom', path: [index, ...issue.path], message: issue.message });
    });
    for (const issue of crossQuestionIssues(list))
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
