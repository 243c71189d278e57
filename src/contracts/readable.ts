// Reading leniently: a record the server sends is read field by field, so one field Surveyor cannot
// read costs that field (named in a problem), never the record; a record that cannot be read at all
// (no usable id) costs that record, never its list.
import { z } from 'zod';

/** Something Surveyor could not read, in words, with where it is ('appearance', 'questions.2'…). */
export interface ReadProblem {
  path: string;
  message: string;
}

/** JSON type names as a person reads them. */
function kindOf(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return 'text';
  return `a ${typeof value}`;
}

const EXPECTED: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
};

/** One zod issue as a sentence ("expected text, got a number"), with the value it was about. */
function describeIssue(issue: z.core.$ZodIssue, input: unknown): string {
  let value: unknown = input;
  for (const key of issue.path) {
    value =
      value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  }
  if (issue.code === 'invalid_type')
    return `expected ${EXPECTED[issue.expected] ?? issue.expected}, got ${kindOf(value)}`;
  if (issue.code === 'invalid_union') return `${kindOf(value)} that fits none of the shapes Surveyor knows`;
  return issue.message;
}

/** The problems of a failed parse, at most `limit` of them, each with its path under `base`. */
export function problemsOf(error: z.ZodError, input: unknown, base = '', limit = 3): ReadProblem[] {
  return error.issues.slice(0, limit).map((issue) => ({
    path: [base, ...issue.path.map(String)].filter(Boolean).join('.'),
    message: describeIssue(issue, input),
  }));
}

export function formatProblem(problem: ReadProblem): string {
  // A question's problem already names it ("Q2 is a “matrix” question…").
  if (!problem.path || /^questions\.\d+$/.test(problem.path)) return problem.message;
  return `${problem.path}: ${problem.message}`;
}

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

type Shape = Record<string, z.ZodType>;
type Fields<S extends Shape> = { [K in keyof S]: z.output<S[K]> };

/**
 * Reads the fields of `shape` from `raw` one at a time. A field that does not fit its schema becomes
 * its fallback (undefined unless given) and a problem; keys the shape does not name are kept as they
 * came. Returns null only when `raw` is not an object at all.
 */
export function readFields<S extends Shape>(
  raw: unknown,
  shape: S,
  problems: ReadProblem[],
  options: { base?: string; fallbacks?: Partial<Fields<S>> } = {},
): (Fields<S> & Record<string, unknown>) | null {
  if (!isPlainObject(raw)) return null;
  const out: Record<string, unknown> = { ...raw };
  for (const [key, schema] of Object.entries(shape)) {
    const parsed = schema.safeParse(raw[key]);
    if (parsed.success) {
      if (parsed.data === undefined) delete out[key];
      else out[key] = parsed.data;
      continue;
    }
    problems.push(...problemsOf(parsed.error, raw[key], [options.base, key].filter(Boolean).join('.'), 1));
    const fallback = options.fallbacks?.[key as keyof S];
    if (fallback === undefined) delete out[key];
    else out[key] = fallback;
  }
  return out as Fields<S> & Record<string, unknown>;
}

/** A list item that could not be read: kept with what could be made of it and why. */
export class UnreadableRecord {
  readonly id: string | number | null;
  readonly name: string | null;
  constructor(
    readonly raw: unknown,
    readonly problems: ReadProblem[],
  ) {
    const object = isPlainObject(raw) ? raw : {};
    this.id = typeof object.id === 'string' || typeof object.id === 'number' ? object.id : null;
    this.name = typeof object.name === 'string' ? object.name : null;
  }
}

export function isUnreadable(value: unknown): value is UnreadableRecord {
  return value instanceof UnreadableRecord;
}

/**
 * A schema that reads with `read` (which returns null when it cannot) and turns a null into a contract
 * error: for a single record whose screen cannot do without it (its id).
 */
export function readWith<T>(read: (input: unknown) => { value: T | null; problems: ReadProblem[] }) {
  return z.unknown().transform((input, ctx): T => {
    const result = read(input);
    if (result.value === null) {
      for (const problem of result.problems.length
        ? result.problems
        : [{ path: '', message: `expected an object, got ${kindOf(input)}` }])
        ctx.addIssue({
          code: 'custom',
          path: problem.path ? problem.path.split('.') : [],
          message: problem.message,
        });
      return z.NEVER;
    }
    return result.value;
  });
}

/** Each item read on its own: unreadable items become UnreadableRecords in their place. */
export function readItems<T>(read: (input: unknown) => { value: T | null; problems: ReadProblem[] }) {
  return z.array(z.unknown()).transform((items) =>
    items.map((item): T | UnreadableRecord => {
      const result = read(item);
      return result.value === null ? new UnreadableRecord(item, result.problems) : result.value;
    }),
  );
}

/** A record read by a plain schema: its issues become problems, and only a failure makes it unreadable. */
export function schemaReader<T extends z.ZodType>(schema: T) {
  return (input: unknown): { value: z.output<T> | null; problems: ReadProblem[] } => {
    const parsed = schema.safeParse(input);
    return parsed.success
      ? { value: parsed.data, problems: [] }
      : { value: null, problems: problemsOf(parsed.error, input) };
  };
}

/**
 * How deep Surveyor reads stored JSON. Real survey parts are a few levels deep (a question's
 * translations' choices are four); anyone in an organization can store anything through the API, and a
 * structure thousands of levels deep would overflow the stack of every recursive copy and comparison.
 */
export const MAX_JSON_DEPTH = 64;

/** Whether `value` nests deeper than `limit` objects or arrays; iterative, so any depth is safe to ask. */
export function nestedDeeperThan(value: unknown, limit = MAX_JSON_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth >= limit) return true;
    for (const child of Array.isArray(current) ? current : Object.values(current)) {
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return false;
}

export const tooDeep = (path: string): ReadProblem => ({
  path,
  message: `nested more than ${MAX_JSON_DEPTH} levels deep: Surveyor does not read it (it stays as stored)`,
});
