// Which question of one version of a survey is which question of another: by the server's question id
// where there are ids, else by the same text anywhere, else by the same position. Ids decide because
// PostHog keys answers by them (`$survey_response_<id>`): a new question in a removed one's place is new.
import { isPlainObject } from '../../../contracts/readable';

export interface QuestionMatch {
  /** [index before, index after] of each question found in both versions, in the order of `before`. */
  pairs: [number, number][];
  /** Indices (before) of questions that are gone. */
  removed: number[];
  /** Indices (after) of questions that are new. */
  added: number[];
  /** Pairs (indices into `pairs`) whose question changed place relative to the others. */
  moved: Set<number>;
}

export function questionId(question: unknown): string | null {
  return isPlainObject(question) && typeof question.id === 'string' && question.id ? question.id : null;
}

export function questionText(question: unknown): string {
  return isPlainObject(question) && typeof question.question === 'string' ? question.question : '';
}

/** Ids that name exactly one question of the list (a duplicated id identifies nothing). */
function uniqueIds(questions: readonly unknown[]): Map<string, number> {
  const seen = new Map<string, number>();
  const twice = new Set<string>();
  questions.forEach((question, index) => {
    const id = questionId(question);
    if (id === null) return;
    if (seen.has(id)) twice.add(id);
    seen.set(id, index);
  });
  for (const id of twice) seen.delete(id);
  return seen;
}

/** Positions (into `sequence`) of one longest increasing subsequence. */
function longestIncreasing(sequence: readonly number[]): Set<number> {
  const tails: number[] = [];
  const previous: number[] = new Array<number>(sequence.length).fill(-1);
  sequence.forEach((value, index) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (sequence[tails[middle]!]! < value) low = middle + 1;
      else high = middle;
    }
    if (low > 0) previous[index] = tails[low - 1]!;
    tails[low] = index;
  });
  const kept = new Set<number>();
  for (let at = tails[tails.length - 1] ?? -1; at !== -1; at = previous[at]!) kept.add(at);
  return kept;
}

export function matchQuestions(before: readonly unknown[], after: readonly unknown[]): QuestionMatch {
  const pairOfBefore = new Map<number, number>();
  const pairedAfter = new Set<number>();
  const pair = (b: number, a: number) => {
    pairOfBefore.set(b, a);
    pairedAfter.add(a);
  };
  const beforeIds = uniqueIds(before);
  const afterIds = uniqueIds(after);
  for (const [id, b] of beforeIds) {
    const a = afterIds.get(id);
    if (a !== undefined) pair(b, a);
  }
  // A question with an id is found by its id wherever the other version has ids: a question whose id
  // is gone was removed, even if a new one took its place. Text and position only match where the other
  // version carries no ids (rows older than question ids, or written without them).
  const beforeHasIds = before.some((question) => questionId(question) !== null);
  const afterHasIds = after.some((question) => questionId(question) !== null);
  const mayPair = (b: number, a: number) =>
    !pairOfBefore.has(b) &&
    !pairedAfter.has(a) &&
    (questionId(before[b]) === null || !afterHasIds) &&
    (questionId(after[a]) === null || !beforeHasIds);
  const text = (question: unknown) => questionText(question).trim();
  before.forEach((question, b) => {
    if (pairOfBefore.has(b) || !text(question)) return;
    const a = after.findIndex((candidate, index) => mayPair(b, index) && text(candidate) === text(question));
    if (a !== -1) pair(b, a);
  });
  // Then by position: after the same question already matched (named by its index before), the
  // remaining ones in order.
  const anchors = (questions: readonly unknown[], paired: (index: number) => number | undefined) => {
    let anchor = -1;
    return questions.map((_, index) => {
      const own = paired(index);
      if (own !== undefined) anchor = own;
      return own === undefined ? anchor : null;
    });
  };
  const beforeAnchor = anchors(before, (b) => (pairOfBefore.has(b) ? b : undefined));
  const afterOf = new Map([...pairOfBefore].map(([b, a]) => [a, b]));
  const afterAnchor = anchors(after, (a) => afterOf.get(a));
  before.forEach((_, b) => {
    if (beforeAnchor[b] === null) return;
    const a = after.findIndex((__, index) => afterAnchor[index] === beforeAnchor[b] && mayPair(b, index));
    if (a !== -1) pair(b, a);
  });
  const pairs = [...pairOfBefore.entries()].sort((x, y) => x[0] - y[0]);
  // What stays in the longest run of unchanged relative order did not move; the rest did.
  const inOrder = longestIncreasing(pairs.map(([, a]) => a));
  return {
    pairs,
    removed: before.map((_, b) => b).filter((b) => !pairOfBefore.has(b)),
    added: after.map((_, a) => a).filter((a) => !pairedAfter.has(a)),
    moved: new Set(pairs.map((_, index) => index).filter((index) => !inOrder.has(index))),
  };
}
