// Writing back only what changed, at every depth. The editor converts what it loaded (`before`) and what
// the user has now (`after`) the same way; where the two conversions agree, what the server stored is
// sent back exactly as it came (keys Surveyor does not know, values it cannot read, legacy shapes, the
// order of keys), and only where they differ does the user's value replace it.
import { isPlainObject } from '@/contracts/readable';
import { sameJson } from '@/lib/same-json';

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
