// The values HogQL expressions evaluate to in the demo backend, and how they compare: event properties
// read as text (JSON for lists and objects, as JSONExtractRaw gives them), timestamps as epoch
// milliseconds shown in the project's time zone, numbers against numeric text compared as numbers.
import type { StoredEvent } from '../event-store';
import { instantOf } from '../../wall-clock';
import { midnightOf } from '../../zoned-time';

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
export function same(a: unknown, b: unknown): boolean {
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

export const truthy = (value: unknown) => value !== null && value !== false && value !== 0 && value !== '';
