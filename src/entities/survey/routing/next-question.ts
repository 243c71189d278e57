// The routing engine: which question a respondent sees next. It reproduces the semantics of the SDK
// that shows surveys (posthog-js `getNextSurveyStep`, published build 1.449.2), including its quirks:
// unvalidated specific indices, `questions.length` (a dead end in the widget) instead of 'end' after
// the last question for explicit or unmapped routes, and throwing on invalid rating answers.
// Everything in the flow preview (graph, lint, walk-through) asks this one function.
import type { ReadQuestion } from '@/contracts/survey-questions';
import { answerBranchingOf } from '../kinds/question-kinds';
import type { SurveyResponse } from '../kinds/answers';
import { FlowError } from '../kinds/rating-buckets';

export type NextStep = number | 'end';
export type { SurveyResponse };

export { FlowError };

function lookup(responseValues: Record<string, unknown>, key: string, next: number): NextStep {
  if (!Object.prototype.hasOwnProperty.call(responseValues, key)) return next;
  const target = responseValues[key];
  if (typeof target === 'number' && Number.isInteger(target)) return target;
  if (target === 'end') return 'end';
  return next;
}

export function nextQuestion(
  survey: { questions: readonly ReadQuestion[] | null },
  questionIndex: number,
  response: SurveyResponse,
): NextStep {
  const questions = survey.questions ?? [];
  const question = questions[questionIndex];
  if (!question) throw new FlowError(`There is no question at index ${questionIndex}`);
  const next = questionIndex + 1;
  const isLast = questionIndex === questions.length - 1;
  const branching = question.branching;

  if (!branching || !branching.type) return isLast ? 'end' : next;
  switch (branching.type) {
    case 'end':
      return 'end';
    case 'specific_question':
      return typeof branching.index === 'number' && Number.isInteger(branching.index)
        ? branching.index
        : next;
    case 'response_based': {
      // How the question's kind reads answers (question-kinds.ts); none for the other kinds.
      const answers = answerBranchingOf(question);
      if (answers?.passesSkipped && question.optional && (response === null || response === undefined)) {
        return next === questions.length ? 'end' : next;
      }
      // Any other kind (including one Surveyor cannot read): the SDK goes to the next question.
      if (!answers) return next;
      // The SDK reads the answer before it looks at `responseValues` (getNextSurveyStep checks a rating's
      // answer and scale first), so a rule without any values still throws on an answer it cannot bucket.
      const key = answers.keyOf(response);
      const values = branching.responseValues;
      return values ? lookup(values, key, next) : next;
    }
    default:
      // 'next_question' and unknown types: the SDK logs a warning and goes to next (even past the end).
      return next;
  }
}
