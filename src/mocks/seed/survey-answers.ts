// How a seeded respondent answers a survey: one answer per question of its kind (as posthog-js records it:
// a rating as the number's text, a multiple choice as a list, a link as "link clicked"), the path the
// question's branching takes, and the answer as it reads in the respondent's language (translated choices
// arrive translated; posthog-js sends what it showed).
type Question = Record<string, unknown>;
type Random = () => number;

const OPEN_ANSWERS = [
  'Faster dashboards, please.',
  'The new editor is great.',
  'Exports keep timing out.',
  'Pricing is confusing for small teams.',
  'Love it — no notes.',
  'Docs for the API could use more examples.',
  'I could not find the billing page.',
  'Dark mode!',
  'Setup took five minutes, really smooth.',
  'Search should remember my last filter.',
];
const OTHER_ANSWERS = ['A spreadsheet', 'Our own tool', 'Nothing yet', 'A competitor'];

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** The scale a rating question shows: posthog-js reads a missing one as 5. */
export const scaleOf = (question: Question) => (typeof question.scale === 'number' ? question.scale : 5);

/** A rating, skewed the way satisfied users skew it: more high scores than low ones. */
function rating(random: Random, scale: number): number {
  const low = scale === 10 ? 0 : 1;
  const skewed = 1 - Math.pow(random(), 1.8);
  return Math.min(scale, low + Math.floor(skewed * (scale - low + 1)));
}

const choicesOf = (question: Question): string[] =>
  Array.isArray(question.choices) ? question.choices.filter((c): c is string => typeof c === 'string') : [];

/** The base-language answer to a question, or undefined for a kind the SDK cannot answer. */
export function answerQuestion(random: Random, question: Question): string | string[] | undefined {
  const choices = choicesOf(question);
  const open = question.hasOpenChoice === true;
  switch (question.type) {
    case 'open':
      return pick(random, OPEN_ANSWERS);
    case 'link':
      return 'link clicked';
    case 'rating':
      return String(rating(random, scaleOf(question)));
    case 'single_choice': {
      const index = Math.floor(Math.pow(random(), 1.3) * choices.length);
      return open && index === choices.length - 1 ? pick(random, OTHER_ANSWERS) : choices[index];
    }
    case 'multiple_choice': {
      const picked = choices.filter(() => random() < 0.4);
      const chosen = picked.length ? picked : [choices[0]!];
      const last = choices[choices.length - 1];
      return open && chosen.includes(last!)
        ? chosen.map((choice) => (choice === last ? pick(random, OTHER_ANSWERS) : choice))
        : chosen;
    }
    default:
      return undefined;
  }
}

/** posthog-js's rating buckets (getRatingBucketForResponseValue) that response_based branching keys on. */
function ratingBucket(value: number, scale: number): string {
  if (scale === 10) return value <= 6 ? 'detractors' : value <= 8 ? 'passives' : 'promoters';
  if (scale === 2) return value <= 1 ? 'negative' : 'positive';
  if (scale === 3) return value === 1 ? 'negative' : value === 2 ? 'neutral' : 'positive';
  const neutral = Math.ceil(scale / 2);
  return value < neutral ? 'negative' : value === neutral ? 'neutral' : 'positive';
}

/** The next question's index after `answer` to the question at `index`, or null at the end. */
export function nextQuestion(
  question: Question,
  index: number,
  answer: unknown,
  count: number,
): number | null {
  const branching = question.branching as Record<string, unknown> | null | undefined;
  const target = (value: unknown): number | null =>
    value === 'end' ? null : typeof value === 'number' && value > index && value < count ? value : index + 1;
  const type = branching?.type;
  if (type === 'end' || type === 'confirmation_message') return null;
  if (type === 'specific_question') return target(branching!.index);
  if (type === 'response_based') {
    const values = (branching!.responseValues ?? {}) as Record<string, unknown>;
    let key: string | null = null;
    if (question.type === 'rating' && typeof answer === 'string')
      key = ratingBucket(Number(answer), scaleOf(question));
    if (question.type === 'single_choice' && typeof answer === 'string') {
      const choices = choicesOf(question);
      const at = choices.indexOf(answer);
      key = String(at >= 0 ? at : choices.length - 1);
    }
    if (key !== null && key in values) return target(values[key]);
  }
  return index + 1 < count ? index + 1 : null;
}

/** The answer as a respondent shown `language` sends it: choices by position from the translation. */
export function inLanguage(question: Question, answer: string | string[], language: string | null) {
  if (!language) return answer;
  const translated = (question.translations as Record<string, { choices?: unknown }> | undefined)?.[language]
    ?.choices;
  const base = choicesOf(question);
  if (!Array.isArray(translated) || translated.length !== base.length) return answer;
  const one = (value: string) => {
    const at = base.indexOf(value);
    return at >= 0 && typeof translated[at] === 'string' ? (translated[at] as string) : value;
  };
  return Array.isArray(answer) ? answer.map(one) : one(answer);
}

/** The question's text in `language` (what $survey_questions records), else its base text. */
export function questionText(question: Question, language: string | null): string {
  const translated = language
    ? (question.translations as Record<string, { question?: unknown }> | undefined)?.[language]?.question
    : undefined;
  return typeof translated === 'string' ? translated : String(question.question ?? '');
}
