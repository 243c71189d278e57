// Branching in words ("If the answer is 0–6 (Detractors), go to Q2 …") for summaries; never raw indices.
import type { ReadQuestion } from '../../../contracts/survey';
import { htmlToText } from '../../../lib/sanitize-html';

const BUCKETS: Record<number, Record<string, string>> = {
  2: { positive: '1 (Thumbs up)', negative: '2 (Thumbs down)' },
  3: { negative: '1 (Negative)', neutral: '2 (Neutral)', positive: '3 (Positive)' },
  5: { negative: '1–2 (Negative)', neutral: '3 (Neutral)', positive: '4–5 (Positive)' },
  7: { negative: '1–3 (Negative)', neutral: '4 (Neutral)', positive: '5–7 (Positive)' },
  10: { detractors: '0–6 (Detractors)', passives: '7–8 (Passives)', promoters: '9–10 (Promoters)' },
};

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

function answerLabel(question: ReadQuestion, key: string): string {
  if (question.type === 'rating')
    return (
      BUCKETS[question.scale ?? NaN]?.[key] ??
      `“${key}” (does not fit ${question.scale ? `a ${question.scale}-point scale` : 'a rating without a scale'})`
    );
  if (question.type === 'single_choice') {
    const choice = question.choices[Number(key)];
    const open = question.hasOpenChoice && Number(key) === question.choices.length - 1;
    return choice !== undefined
      ? `“${choice}”${open ? ' (or any free text)' : ''}`
      : `choice #${Number(key) + 1} (missing)`;
  }
  return key;
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
