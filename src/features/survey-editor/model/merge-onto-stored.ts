// Writing back only what changed, at every depth. The editor converts what it loaded (`before`) and what
// the user has now (`after`) the same way; where the two conversions agree, what the server stored is
// sent back exactly as it came (keys Surveyor does not know, values it cannot read, legacy shapes, the
// order of keys), and only where they differ does the user's value replace it.
import { isPlainObject } from '../../../contracts/readable';
import { sameJson } from './edit-history';

/** `after` laid over `stored` wherever it differs from `before`. */
export function mergeOntoStored(stored: unknown, before: unknown, after: unknown): unknown {
  if (sameJson(before, after)) return stored === undefined ? after : stored;
  if (!isPlainObject(stored) || !isPlainObject(before) || !isPlainObject(after)) return after;
  const out: Record<string, unknown> = { ...stored };
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (sameJson(before[key], after[key])) continue;
    if (after[key] === undefined) delete out[key];
    else out[key] = mergeOntoStored(stored[key], before[key], after[key]);
  }
  return out;
}

/** A question as converted for the API, with the editor uid it came from. */
export interface KeyedQuestion {
  uid: string;
  question: unknown;
}

/**
 * The questions to send: the user's order, each question merged onto the stored one with the same uid
 * (questions are matched by identity, not position, so a move sends every question as it was stored).
 * A new question has nothing stored and is sent as converted.
 */
export function mergeQuestions(
  stored: ReadonlyMap<string, unknown>,
  before: readonly KeyedQuestion[],
  after: readonly KeyedQuestion[],
): unknown[] {
  const beforeByUid = new Map(before.map((entry) => [entry.uid, entry.question]));
  return after.map(({ uid, question }) =>
    stored.has(uid) && beforeByUid.has(uid)
      ? mergeOntoStored(stored.get(uid), beforeByUid.get(uid), question)
      : question,
  );
}
