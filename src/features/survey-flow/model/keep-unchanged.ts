// React Flow and the graph's memoised nodes and edges skip what they are given again as the same object.
// The graph's elements are derived afresh on every change, so each list goes through a keeper that hands
// back the object drawn before wherever the new one is equal to it: a change to one route re-renders
// that node and its routes, not all 200 nodes and their MUI parts.

/**
 * Plain data (objects, arrays, primitives; what the elements are made of) equal by value. Not the app's
 * `sameJson` (lib/same-json.ts): the elements' data carries functions (a node's actions), which JSON drops,
 * so two nodes with different actions would count as the same; here a function is equal only to itself,
 * and no text is built per comparison.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, index) => sameValue(item, other[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return (
    keys.length === Object.keys(right).length &&
    keys.every((key) => Object.hasOwn(right, key) && sameValue(left[key], right[key]))
  );
}

/** `next`, each item equal to the earlier item of its id being that earlier object; `previous` if all are. */
export function keepUnchanged<T extends { id: string }>(previous: readonly T[] | null, next: T[]): T[] {
  if (!previous) return next;
  const before = new Map(previous.map((item) => [item.id, item]));
  const kept = next.map((item) => {
    const earlier = before.get(item.id);
    return earlier && sameValue(earlier, item) ? earlier : item;
  });
  const whole = kept.length === previous.length && kept.every((item, index) => item === previous[index]);
  return whole ? (previous as T[]) : kept;
}

/** Keeps each item equal to the one at its place before (lists without ids: a node's rows). */
function keepUnchangedAt<T>(previous: readonly T[] | null, next: T[]): T[] {
  if (!previous) return next;
  const kept = next.map((item, index) =>
    index < previous.length && sameValue(previous[index], item) ? previous[index]! : item,
  );
  const whole = kept.length === previous.length && kept.every((item, index) => item === previous[index]);
  return whole ? (previous as T[]) : kept;
}

/**
 * Remembers the last list it answered. Only an optimisation: a list remembered from a render React then
 * dropped is still compared by value, so what it answers always equals what it is given.
 */
export interface Keeper {
  list<T extends { id: string }>(next: T[]): T[];
  rows<T>(next: T[]): T[];
}

export function createKeeper(): Keeper {
  let last: unknown[] | null = null;
  return {
    list(next) {
      const kept = keepUnchanged(last as typeof next | null, next);
      last = kept;
      return kept;
    },
    rows(next) {
      const kept = keepUnchangedAt(last as typeof next | null, next);
      last = kept;
      return kept;
    },
  };
}
