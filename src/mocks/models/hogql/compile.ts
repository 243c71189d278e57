// HogQL expressions compiled to JavaScript closures over one stored event (or one group of events), so an
// EventsQuery scans 100,000 events with plain function calls. Values follow HogQL's printer where the
// demo models it: event properties read as text (JSON for lists and objects, as JSONExtractRaw gives
// them), `=` with a NULL side is false and `!=` true (the printer's ifNull(equals(…), 0) / ifNull(notEquals
// (…), 1)), timestamps in the project's time zone (posthog/hogql/printer.py, posthog/hogql/functions/
// mapping.py @ af2acc5c). The functions it knows are the FUNCTIONS and AGGREGATES tables below.
import type { StoredEvent } from '../event-store';
import { latestSubmissionUuids } from '../survey-submissions';
import { localDay, midnightOf, startOfDay } from '../zoned-time';
import { instantOf } from '../wall-clock';
import { HogqlError, type CompareOp, type Node } from './parse';

export type ValueType =
  | 'String'
  | 'Nullable(String)'
  | 'UUID'
  | 'DateTime'
  | 'Date'
  | 'UInt64'
  | 'Float64'
  | 'Int64'
  | 'UInt8'
  | 'Bool'
  | 'Array(String)'
  | 'Nullable(Nothing)';

/** One event (or, for a group, its first event and the group's aggregate values). */
export interface Row {
  event: StoredEvent;
  aggregates: unknown[] | null;
}

export interface Compiled {
  fn: (row: Row) => unknown;
  type: ValueType;
  /** Set for a literal, so comparisons can convert it once (a date text against a timestamp). */
  constant?: string | number | boolean | null;
}

export interface Accumulator {
  add(row: Row): void;
  result(): unknown;
}

export interface CompileContext {
  zone: string;
  /** Aggregates met while compiling, in order: a group keeps one accumulator of each. */
  aggregates: { key: string; create: () => Accumulator }[];
}

/** A property's value as HogQL reads it: text, JSON text for lists and objects, NULL when absent. */
export function hogqlText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function propertyPath(source: (event: StoredEvent) => Record<string, unknown>, path: string[]) {
  const [first, ...rest] = path as [string, ...string[]];
  if (!rest.length) return (row: Row) => hogqlText(source(row.event)[first]);
  return (row: Row) => {
    let value: unknown = source(row.event)[first];
    for (const key of rest) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
    return hogqlText(value);
  };
}

function field(chain: string[]): Compiled {
  const [head, ...rest] = chain as [string, ...string[]];
  if (head === 'properties' && rest.length)
    return { fn: propertyPath((event) => event.properties, rest), type: 'Nullable(String)' };
  if (head === 'person' && rest[0] === 'properties' && rest.length > 1)
    return { fn: propertyPath((event) => event.personProperties, rest.slice(1)), type: 'Nullable(String)' };
  if (head === 'person' && rest.length === 1 && rest[0] === 'id')
    return { fn: (row) => row.event.personId, type: 'UUID' };
  if (rest.length === 0) {
    switch (head) {
      case 'event':
        return { fn: (row) => row.event.event, type: 'String' };
      case 'distinct_id':
        return { fn: (row) => row.event.distinct_id, type: 'String' };
      case 'uuid':
        return { fn: (row) => row.event.uuid, type: 'UUID' };
      case 'person_id':
        return { fn: (row) => row.event.personId, type: 'UUID' };
      case 'timestamp':
        return { fn: (row) => row.event.timestamp, type: 'DateTime' };
      case 'created_at':
        return { fn: (row) => row.event.created_at, type: 'DateTime' };
      case 'team_id':
        return { fn: (row) => row.event.projectId, type: 'Int64' };
      case 'properties':
        return { fn: (row) => JSON.stringify(row.event.properties), type: 'String' };
      case 'elements_chain':
        return { fn: () => '', type: 'String' };
    }
  }
  throw new HogqlError(`Unable to resolve field: ${chain.join('.')}`);
}

/** A text's instant in the project's zone: a date is its local midnight, a naive time is local. */
export function instantOfText(text: string, zone: string): number | null {
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (date) return midnightOf(text, zone);
  const naive = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?$/.exec(text);
  if (naive) {
    const [, y, mo, d, h, mi, s = '0', frac = ''] = naive;
    const start = instantOf({ year: +y!, month: +mo!, day: +d!, hour: +h!, minute: +mi! }, zone);
    return start + Number(s) * 1000 + Math.round(Number(`0${frac}`) * 1000);
  }
  const parsed = Date.parse(text);
  return Number.isFinite(parsed) ? parsed : null;
}

/** Equality across the types a property comparison meets (text against a number compares numbers). */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a === 'number' && typeof b === 'string') return b.trim() !== '' && Number(b) === a;
  if (typeof b === 'number' && typeof a === 'string') return a.trim() !== '' && Number(a) === b;
  if (typeof a === 'boolean' || typeof b === 'boolean') return String(a) === String(b);
  return false;
}

/** Ordering: numbers as numbers (numeric text too, against a number), otherwise text by code unit. */
export function order(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'number' && typeof b === 'string' && b.trim() !== '' && Number.isFinite(Number(b)))
    return a - Number(b);
  if (typeof b === 'number' && typeof a === 'string' && a.trim() !== '' && Number.isFinite(Number(a)))
    return Number(a) - b;
  const left = typeof a === 'string' ? a : JSON.stringify(a);
  const right = typeof b === 'string' ? b : JSON.stringify(b);
  return left < right ? -1 : left > right ? 1 : 0;
}

const likePattern = (pattern: string, flags: string) =>
  new RegExp(
    `^${[...pattern].map((char) => (char === '%' ? '.*' : char === '_' ? '.' : char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('')}$`,
    flags,
  );

function compileCompare(op: CompareOp, left: Compiled, right: Node, context: CompileContext): Compiled {
  const bool = (fn: (row: Row) => boolean): Compiled => ({ fn, type: 'UInt8' });
  const l = left.fn;
  if (op === 'isNull') return bool((row) => l(row) === null);
  if (op === 'isNotNull') return bool((row) => l(row) !== null);
  /** A literal compared with a timestamp is read as a time in the project's zone. */
  const literal = (value: unknown) =>
    left.type === 'DateTime' && typeof value === 'string' ? instantOfText(value, context.zone) : value;
  if (op === 'in' || op === 'notIn') {
    const items = right.kind === 'tuple' ? right.exprs : [right];
    if (!items.every((item) => item.kind === 'const'))
      throw new HogqlError('IN takes a list of constants in the demo backend');
    const values = items.map((item) => literal((item as { value: unknown }).value));
    const set = new Set(values.map((value) => String(value)));
    const match = (value: unknown) => value !== null && (set.has(String(value)) || values.some((v) => same(value, v)));
    return op === 'in' ? bool((row) => match(l(row))) : bool((row) => !match(l(row)));
  }
  const r = compile(right, context);
  if (r.constant === null && (op === 'eq' || op === 'neq'))
    return bool(op === 'eq' ? (row) => l(row) === null : (row) => l(row) !== null);
  const constant = r.constant !== undefined ? literal(r.constant) : undefined;
  const rf = constant !== undefined ? () => constant : r.fn;
  if (op === 'like' || op === 'ilike' || op === 'notLike' || op === 'notIlike') {
    const flags = op === 'ilike' || op === 'notIlike' ? 'i' : '';
    const fixed = typeof constant === 'string' ? likePattern(constant, flags) : null;
    const test = (row: Row) => {
      const value = l(row);
      const pattern = rf(row);
      if (value === null || pattern === null) return null;
      return (fixed ?? likePattern(String(pattern), flags)).test(String(value));
    };
    return op === 'like' || op === 'ilike'
      ? bool((row) => test(row) === true)
      : bool((row) => test(row) !== true);
  }
  return bool((row) => {
    const a = l(row);
    const b = rf(row);
    if (op === 'eq') return a !== null && b !== null && same(a, b);
    if (op === 'neq') return a === null || b === null || !same(a, b);
    if (a === null || b === null) return false;
    const sign = order(a, b);
    return op === 'lt' ? sign < 0 : op === 'gt' ? sign > 0 : op === 'lte' ? sign <= 0 : sign >= 0;
  });
}

const truthy = (value: unknown) => value !== null && value !== false && value !== 0 && value !== '';

type FunctionCompiler = (args: Compiled[], context: CompileContext, nodes: Node[]) => Compiled;

const constantArg = (nodes: Node[], index: number, name: string) => {
  const node = nodes[index];
  if (node?.kind !== 'const') throw new HogqlError(`${name} takes a constant as argument ${index + 1}`);
  return node.value;
};

const time = (args: Compiled[], name: string) => {
  if (args[0]?.type !== 'DateTime') throw new HogqlError(`${name} takes a timestamp`);
  return args[0].fn;
};

/** Non-aggregate functions, by their HogQL names. */
const FUNCTIONS: Record<string, FunctionCompiler> = {
  toStartOfWeek: (args, context, nodes) => {
    const value = time(args, 'toStartOfWeek');
    const mode = nodes[1] ? Number(constantArg(nodes, 1, 'toStartOfWeek')) : 0;
    const day = localDay(context.zone, (date) => {
      const back = mode % 2 === 1 ? (date.getUTCDay() + 6) % 7 : date.getUTCDay();
      return new Date(date.getTime() - back * 86_400_000).toISOString().slice(0, 10);
    });
    return { fn: (row) => day(value(row) as number), type: 'Date' };
  },
  toStartOfMonth: (args, context) => {
    const value = time(args, 'toStartOfMonth');
    const day = localDay(context.zone, (date) => `${date.toISOString().slice(0, 7)}-01`);
    return { fn: (row) => day(value(row) as number), type: 'Date' };
  },
  toDate: (args, context) => {
    const value = time(args, 'toDate');
    const day = localDay(context.zone, (date) => date.toISOString().slice(0, 10));
    return { fn: (row) => day(value(row) as number), type: 'Date' };
  },
  toStartOfDay: (args, context) => {
    const value = time(args, 'toStartOfDay');
    return { fn: (row) => startOfDay(value(row) as number, context.zone), type: 'DateTime' };
  },
  isNull: ([arg]) => ({ fn: (row) => arg!.fn(row) === null, type: 'UInt8' }),
  isNotNull: ([arg]) => ({ fn: (row) => arg!.fn(row) !== null, type: 'UInt8' }),
  coalesce: (args) => ({
    fn: (row) => {
      for (const arg of args) {
        const value = arg.fn(row);
        if (value !== null) return value;
      }
      return null;
    },
    type: args[0]?.type ?? 'Nullable(Nothing)',
  }),
  ifNull: (args) => FUNCTIONS.coalesce!(args, {} as CompileContext, []),
  nullIf: ([a, b]) => ({ fn: (row) => (same(a!.fn(row), b!.fn(row)) ? null : a!.fn(row)), type: a!.type }),
  if: ([condition, then, otherwise]) => ({
    fn: (row) => (truthy(condition!.fn(row)) ? then!.fn(row) : otherwise!.fn(row)),
    type: then!.type,
  }),
  concat: (args) => ({ fn: (row) => args.map((arg) => hogqlText(arg.fn(row)) ?? '').join(''), type: 'String' }),
  lower: ([arg]) => ({ fn: (row) => hogqlText(arg!.fn(row))?.toLowerCase() ?? null, type: arg!.type }),
  upper: ([arg]) => ({ fn: (row) => hogqlText(arg!.fn(row))?.toUpperCase() ?? null, type: arg!.type }),
  trim: ([arg]) => ({ fn: (row) => hogqlText(arg!.fn(row))?.trim() ?? null, type: arg!.type }),
  length: ([arg]) => ({
    fn: (row) => {
      const value = arg!.fn(row);
      return Array.isArray(value) ? value.length : (hogqlText(value)?.length ?? null);
    },
    type: 'UInt64',
  }),
  toFloat: ([arg]) => ({
    fn: (row) => {
      const value = Number(arg!.fn(row));
      return arg!.fn(row) === null || !Number.isFinite(value) ? null : value;
    },
    type: 'Float64',
  }),
  toInt: ([arg]) => ({
    fn: (row) => {
      const value = Math.trunc(Number(arg!.fn(row)));
      return arg!.fn(row) === null || !Number.isFinite(value) ? null : value;
    },
    type: 'Int64',
  }),
  /**
   * getSurveyResponse(index, question_id?, is_multiple?): the id-based key, else the index-based one,
   * each only when it holds text (JSONExtractString), or for a multiple choice the first non-empty list
   * (posthog/models/surveys/util.py @ f0b67f32, get_survey_response_clickhouse_query). The lists' items
   * come back as their text (ClickHouse gives them as raw JSON items).
   */
  getSurveyResponse: (_args, _context, nodes) => {
    const index = Number(constantArg(nodes, 0, 'getSurveyResponse'));
    const id = nodes[1] ? constantArg(nodes, 1, 'getSurveyResponse') : null;
    const multiple = nodes[2] ? constantArg(nodes, 2, 'getSurveyResponse') === true : false;
    const indexKey = index === 0 ? '$survey_response' : `$survey_response_${index}`;
    const fixedKey = id ? `$survey_response_${String(id)}` : null;
    const idKey = (event: StoredEvent) => {
      if (fixedKey) return fixedKey;
      const questions = event.properties.$survey_questions;
      const question = Array.isArray(questions) ? (questions[index] as { id?: unknown } | undefined) : undefined;
      return `$survey_response_${typeof question?.id === 'string' ? question.id : ''}`;
    };
    if (multiple)
      return {
        fn: ({ event }) => {
          const byId = event.properties[idKey(event)];
          const list = Array.isArray(byId) && byId.length ? byId : event.properties[indexKey];
          return Array.isArray(list) ? list.map((item) => hogqlText(item) ?? '') : [];
        },
        type: 'Array(String)',
      };
    const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
    return {
      fn: ({ event }) => text(event.properties[idKey(event)]) ?? text(event.properties[indexKey]),
      type: 'Nullable(String)',
    };
  },
  /** uniqueSurveySubmissionsFilter(survey_id[, from, to]): the latest "survey sent" of each submission. */
  uniqueSurveySubmissionsFilter: (_args, context, nodes) => {
    const surveyId = String(constantArg(nodes, 0, 'uniqueSurveySubmissionsFilter'));
    const bound = (index: number) =>
      nodes[index] ? instantOfText(String(constantArg(nodes, index, 'uniqueSurveySubmissionsFilter')), context.zone) : null;
    const from = bound(1);
    const to = bound(2);
    return { fn: ({ event }) => latestSubmissionUuids(surveyId, from, to).has(event.uuid), type: 'UInt8' };
  },
};

const counter = (test: (row: Row) => boolean) => () => {
  let count = 0;
  return { add: (row: Row) => void (test(row) && (count += 1)), result: () => count };
};

/** Aggregates, by their HogQL names. */
const AGGREGATES: Record<string, (args: Compiled[], distinct: boolean) => { create: () => Accumulator; type: ValueType }> = {
  count: ([arg], distinct) =>
    distinct && arg
      ? AGGREGATES.uniqExact!([arg], false)
      : { create: counter(arg ? (row) => arg.fn(row) !== null : () => true), type: 'UInt64' },
  countIf: ([arg]) => ({ create: counter((row) => truthy(arg!.fn(row))), type: 'UInt64' }),
  uniqExact: ([arg]) => ({
    create: () => {
      const seen = new Set<unknown>();
      return {
        add: (row) => {
          const value = arg!.fn(row);
          if (value !== null) seen.add(Array.isArray(value) ? JSON.stringify(value) : value);
        },
        result: () => seen.size,
      };
    },
    type: 'UInt64',
  }),
  min: ([arg]) => ({ create: extreme(arg!, -1), type: arg!.type }),
  max: ([arg]) => ({ create: extreme(arg!, 1), type: arg!.type }),
  sum: ([arg]) => ({ create: numeric(arg!, (sum) => sum), type: 'Float64' }),
  avg: ([arg]) => ({ create: numeric(arg!, (sum, count) => (count ? sum / count : null)), type: 'Float64' }),
  any: ([arg]) => ({
    create: () => {
      let value: unknown = null;
      return { add: (row) => void (value === null && (value = arg!.fn(row))), result: () => value };
    },
    type: arg!.type,
  }),
};
AGGREGATES.uniq = AGGREGATES.uniqExact!;

function extreme(arg: Compiled, sign: number) {
  return () => {
    let best: unknown = null;
    return {
      add: (row: Row) => {
        const value = arg.fn(row);
        if (value !== null && (best === null || order(value, best) * sign > 0)) best = value;
      },
      result: () => best,
    };
  };
}

function numeric(arg: Compiled, finish: (sum: number, count: number) => number | null) {
  return () => {
    let sum = 0;
    let count = 0;
    return {
      add: (row: Row) => {
        const value = Number(arg.fn(row));
        if (arg.fn(row) !== null && Number.isFinite(value)) {
          sum += value;
          count += 1;
        }
      },
      result: () => finish(sum, count),
    };
  };
}

export const isAggregate = (name: string) => Object.hasOwn(AGGREGATES, name);

/** Whether an expression aggregates (then it is a HAVING condition, or a grouped column). */
export function hasAggregation(node: Node): boolean {
  switch (node.kind) {
    case 'call':
      return isAggregate(node.name) || node.args.some(hasAggregation);
    case 'compare':
      return hasAggregation(node.left) || hasAggregation(node.right);
    case 'and':
    case 'or':
    case 'tuple':
      return node.exprs.some(hasAggregation);
    case 'not':
      return hasAggregation(node.expr);
    default:
      return false;
  }
}

export function compile(node: Node, context: CompileContext): Compiled {
  switch (node.kind) {
    case 'const': {
      const value = node.value;
      const type: ValueType =
        value === null ? 'Nullable(Nothing)' : typeof value === 'string' ? 'String' : typeof value === 'boolean' ? 'Bool' : Number.isInteger(value) ? 'Int64' : 'Float64';
      return { fn: () => value, type, constant: value };
    }
    case 'field':
      return field(node.chain);
    case 'star':
      throw new HogqlError('* is only a select column of its own');
    case 'tuple':
      throw new HogqlError('Tuples are only the right side of IN in the demo backend');
    case 'and':
    case 'or': {
      const parts = node.exprs.map((expr) => compile(expr, context).fn);
      return {
        fn: node.kind === 'and' ? (row) => parts.every((part) => truthy(part(row))) : (row) => parts.some((part) => truthy(part(row))),
        type: 'UInt8',
      };
    }
    case 'not': {
      const inner = compile(node.expr, context).fn;
      return { fn: (row) => !truthy(inner(row)), type: 'UInt8' };
    }
    case 'compare':
      return compileCompare(node.op, compile(node.left, context), node.right, context);
    case 'call': {
      const aggregate = isAggregate(node.name) ? AGGREGATES[node.name] : undefined;
      if (aggregate) {
        if (node.args.some(hasAggregation)) throw new HogqlError(`Aggregation ${node.name} inside another aggregation`);
        const spec = aggregate(node.args.map((arg) => compile(arg, context)), node.distinct);
        const key = JSON.stringify(node);
        let at = context.aggregates.findIndex((known) => known.key === key);
        if (at < 0) at = context.aggregates.push({ key, create: spec.create }) - 1;
        return { fn: (row) => row.aggregates?.[at] ?? null, type: spec.type };
      }
      const fn = Object.hasOwn(FUNCTIONS, node.name) ? FUNCTIONS[node.name] : undefined;
      if (!fn) throw new HogqlError(`Unsupported function call "${node.name}(...)" in the demo backend`);
      return fn(node.args.map((arg) => compile(arg, context)), context, node.args);
    }
  }
}

const toText: FunctionCompiler = ([arg]) => ({ fn: (row) => hogqlText(arg!.fn(row)), type: 'String' });
// Assigned, not written in the literal: a `toString` key there is typed as Object's own method.
Object.assign(FUNCTIONS, { toString: toText });
for (const [name, op] of [
  ['like', 'like'],
  ['ilike', 'ilike'],
  ['notLike', 'notLike'],
  ['notILike', 'notIlike'],
  ['equals', 'eq'],
  ['notEquals', 'neq'],
] as const)
  FUNCTIONS[name] = (_args, context, nodes) => compileCompare(op, compile(nodes[0]!, context), nodes[1]!, context);
