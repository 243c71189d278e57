// The app's one equality of JSON values (the demo backend keeps its own, as the oracle of the server):
// two values are the same when they say the same, whatever the order of their object keys. Used by the
// editor (its history, its merge onto what is stored, untouched problems, drafts), the survey entity's
// diff, merge and write, and the forms' changed-fields checks.
import { isPlainObject } from '@/contracts/readable';

/** JSON with object keys sorted: two values that mean the same give the same text. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_, inner: unknown) =>
    isPlainObject(inner)
      ? Object.fromEntries(
          Object.keys(inner)
            .sort()
            .map((key) => [key, inner[key]]),
        )
      : inner,
  );
}

/** Whether two JSON values say the same (undefined object fields count as absent, as in JSON). */
export const sameJson = (a: unknown, b: unknown): boolean => a === b || canonical(a) === canonical(b);
