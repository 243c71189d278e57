// Branching in words ("If the answer is 0–6 (Detractors), go to Q2 …") for summaries; never raw indices.
import type { ReadQuestion } from '@/contracts/survey-questions';
import { htmlToText } from '@/lib/sanitize-html';
import { answerBranchingOf } from '../kinds/question-kinds';

function quote(text: string, max = 48): string {
  const plain = htmlToText(text);
  return plain.length > max ? `${plain.slice(0, max - 1)}…` : plain;
}

export function describeTarget(questions: readonly ReadQuestion[], target: unknown, from: number): string {
  if (target === undefined)
    return from === questions.length - 1 ? 'end the survey' : `go to the next question (Q${from + 2})`;
  if (target === 'end') return 'end the survey';
  if (typeof target !== 'number' || !Number.isInteger(target))
    return `go to “${String(target)}”, which is not a question (the SDK goes to the next one)`;
  const question = questions[target];
  return question
    ? `go to Q${target + 1} “${quote(question.question)}”`
    : `go to a question that does not exist (#${target + 1})`;
}

/** An answer key in words, as the question's kind reads it (the key itself for kinds that read none). */
function answerLabel(question: ReadQuestion, key: string): string {
  return answerBranchingOf(question)?.describeKey(key) ?? key;
}

/** One sentence per way of leaving question `index`. */
export function describeBranching(questions: readonly ReadQuestion[], index: number): string[] {
  const question = questions[index];
  if (!question) return [];
  const branching = question.branching;
  if (!branching?.type) return [`Then ${describeTarget(questions, undefined, index)}.`];
  switch (branching.type) {
    case 'end':
      return ['Then end the survey.'];
    case 'next_question':
      return [`Then ${describeTarget(questions, undefined, index)}.`];
    case 'specific_question':
      return [`Then ${describeTarget(questions, branching.index, index)}.`];
    case 'response_based': {
      const lines = Object.entries(branching.responseValues ?? {}).map(
        ([key, target]) =>
          `If the answer is ${answerLabel(question, key)}, ${describeTarget(questions, target, index)}.`,
      );
      lines.push(`Any other answer: ${describeTarget(questions, undefined, index)}.`);
      return lines;
    }
    default:
      // As the SDK does with a type it does not know: warn and go to the next index, even past the end.
      return [
        `Its rule “${branching.type}” is not one the SDK knows, so it goes to ${
          index === questions.length - 1
            ? 'a question after the last one (the widget shows nothing more)'
            : `the next question (Q${index + 2})`
        }.`,
      ];
  }
}
