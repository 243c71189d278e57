// Which question of one version of a survey is which question of another: by the server's question id
// where there are ids (and each names one question), else by the same text anywhere, else by the same
// position. Ids decide because
// PostHog keys answers by them (`$survey_response_<id>`): a new question in a removed one's place is new.
import { isPlainObject } from '@/contracts/readable';

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

/** Ids that more than one question of the list carries (PostHog's serializer does not refuse them). */
export function duplicatedIds(questions: readonly unknown[]): Set<string> {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const question of questions) {
    const id = questionId(question);
    if (id === null) continue;
    if (seen.has(id)) twice.add(id);
    seen.add(id);
  }
  return twice;
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
  // A duplicated id identifies neither question, and not the one it would pair with either: it is
  // treated as absent on both sides, so those questions pair by text or by position like any without.
  const ambiguous = new Set([...duplicatedIds(before), ...duplicatedIds(after)]);
  const idOf = (question: unknown) => {
    const id = questionId(question);
    return id === null || ambiguous.has(id) ? null : id;
  };
  const afterIds = new Map<string, number>();
  after.forEach((question, a) => {
    const id = idOf(question);
    if (id !== null) afterIds.set(id, a);
  });
  before.forEach((question, b) => {
    const id = idOf(question);
    const a = id === null ? undefined : afterIds.get(id);
    if (a !== undefined) pair(b, a);
  });
  // A question with an id is found by its id wherever the other version has ids: a question whose id
  // is gone was removed, even if a new one took its place. Text and position only match where the other
  // version carries no ids (rows older than question ids, or written without them).
  const beforeHasIds = before.some((question) => idOf(question) !== null);
  const afterHasIds = after.some((question) => idOf(question) !== null);
  const mayPair = (b: number, a: number) =>
    !pairOfBefore.has(b) &&
    !pairedAfter.has(a) &&
    (idOf(before[b]) === null || !afterHasIds) &&
    (idOf(after[a]) === null || !beforeHasIds);
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
