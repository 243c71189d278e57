// HogQL expressions compiled to JavaScript closures over one stored event (or one group of events), so an
// EventsQuery scans 100,000 events with plain function calls. Values follow HogQL's printer where the
// demo models it: event properties read as text (JSON for lists and objects, as JSONExtractRaw gives
// them), `=` with a NULL side is false and `!=` true (the printer's ifNull(equals(…), 0) / ifNull(notEquals
// (…), 1)), timestamps in the project's time zone (posthog/hogql/printer.py, posthog/hogql/functions/
// mapping.py @ af2acc5c). The functions it knows are the tables of functions.ts and aggregates.ts.
import type { StoredEvent } from '../event-store';
import { AGGREGATES, isAggregate } from './aggregates';
import { FUNCTIONS } from './functions';
import { HogqlError, type CompareOp, type Node } from './parse';
import {
  hogqlText,
  instantOfText,
  order,
  same,
  truthy,
  type Compiled,
  type CompileContext,
  type Row,
  type ValueType,
} from './values';

export { hogqlText, instantOfText, order, type Compiled, type CompileContext, type Row };
export { isAggregate };

function propertyPath(source: (event: StoredEvent) => Record<string, unknown>, path: string[]) {
  const [first, ...rest] = path as [string, ...string[]];
  if (!rest.length) return (row: Row) => hogqlText(source(row.event)[first]);
  return (row: Row) => {
    let value: unknown = source(row.event)[first];
    for (const key of rest)
      value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
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
    const match = (value: unknown) =>
      value !== null && (set.has(String(value)) || values.some((v) => same(value, v)));
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
        value === null
          ? 'Nullable(Nothing)'
          : typeof value === 'string'
            ? 'String'
            : typeof value === 'boolean'
              ? 'Bool'
              : Number.isInteger(value)
                ? 'Int64'
                : 'Float64';
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
        fn:
          node.kind === 'and'
            ? (row) => parts.every((part) => truthy(part(row)))
            : (row) => parts.some((part) => truthy(part(row))),
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
        if (node.args.some(hasAggregation))
          throw new HogqlError(`Aggregation ${node.name} inside another aggregation`);
        const spec = aggregate(
          node.args.map((arg) => compile(arg, context)),
          node.distinct,
        );
        const key = JSON.stringify(node);
        let at = context.aggregates.findIndex((known) => known.key === key);
        if (at < 0) at = context.aggregates.push({ key, create: spec.create }) - 1;
        return { fn: (row) => row.aggregates?.[at] ?? null, type: spec.type };
      }
      const comparison = Object.hasOwn(COMPARISONS, node.name) ? COMPARISONS[node.name] : undefined;
      if (comparison)
        return compileCompare(comparison, compile(node.args[0]!, context), node.args[1]!, context);
      const fn = Object.hasOwn(FUNCTIONS, node.name) ? FUNCTIONS[node.name] : undefined;
      if (!fn) throw new HogqlError(`Unsupported function call "${node.name}(...)" in the demo backend`);
      return fn(
        node.args.map((arg) => compile(arg, context)),
        context,
        node.args,
      );
    }
  }
}

/** Comparison operators written as functions (like(a, b), equals(a, b), …). */
const COMPARISONS: Record<string, CompareOp> = {
  like: 'like',
  ilike: 'ilike',
  notLike: 'notLike',
  notILike: 'notIlike',
  equals: 'eq',
  notEquals: 'neq',
};
