// How posthog-js reads a single-choice answer for answer-based branching: by the position of the chosen
// choice (as a string key), any text that matches no choice counting as the free-text "Other".
import type { SingleChoiceQuestion } from '@/contracts/survey-questions';
import type { AnswerBranching, SurveyResponse } from './answers';

/** The choice index the SDK routes a single-choice answer by (−1 when it matches nothing). */
export function choiceIndexForResponse(question: SingleChoiceQuestion, response: SurveyResponse): number {
  const text = String(response);
  const index = question.choices.indexOf(text);
  if (index === -1 && question.hasOpenChoice) return question.choices.length - 1;
  return index;
}

const isFreeText = (question: SingleChoiceQuestion, position: number) =>
  Boolean(question.hasOpenChoice) && position === question.choices.length - 1;

export const singleChoiceAnswerBranching: AnswerBranching<SingleChoiceQuestion> = {
  answers: (question) =>
    question.choices.map((text, position) => {
      const freeText = isFreeText(question, position);
      return {
        key: String(position),
        response: text,
        label: freeText ? `${text || 'Other'} (free text)` : text || `Choice ${position + 1}`,
        choice: { text, position, freeText },
      };
    }),
  keyOf: (question, response) => String(choiceIndexForResponse(question, response)),
  // Every text a respondent can give routes by some position (unmatched text as the open choice or -1).
  strayAnswers: () => [],
  // A skip is looked up like any text: it lands on the free-text choice when there is one.
  passesSkipped: false,
  describeKey(question, key) {
    const choice = question.choices[Number(key)];
    return choice !== undefined
      ? `“${choice}”${isFreeText(question, Number(key)) ? ' (or any free text)' : ''}`
      : `choice #${Number(key) + 1} (missing)`;
  },
  unmatchedKeys(question, keys) {
    const bad = keys.filter((key) => !/^\d+$/.test(key) || Number(key) >= question.choices.length);
    return bad.length
      ? { kind: 'bad-choice-key', message: `has rules for choices that do not exist (${bad.join(', ')}).` }
      : null;
  },
};
