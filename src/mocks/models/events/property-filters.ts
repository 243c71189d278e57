// Property filters (an EventsQuery's `properties`, a project's `test_account_filters`) as predicates on a
// stored event, with the operators' meaning in posthog/hogql/property.py (property_to_expr): a negative
// operator (is_not, not_icontains, not_regex) keeps events where the property is absent, a positive one
// does not. Person properties are the ones the event carried (persons on events). A cohort is evaluated
// from its person-property groups; a cohort the demo does not have (or a static one) has no members.
import type { PropertyFilter } from '@/contracts/query';
import { db } from '../../db';
import type { StoredEvent } from './event-store';
import { compile, hogqlText, type CompileContext } from './hogql/compile';
import { HogqlError, parseExpr } from './hogql/parse';

type Predicate = (event: StoredEvent) => boolean;

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

const equalText = (text: string, expected: unknown) =>
  text === String(expected) ||
  (typeof expected === 'number' && text.trim() !== '' && Number(text) === expected);

function regexOf(pattern: unknown): RegExp {
  try {
    return new RegExp(String(pattern));
  } catch {
    throw new HogqlError(`Invalid regular expression: ${String(pattern)}`);
  }
}

/** The test on one property's text, by operator. */
export function valueTest(operator: string, expected: unknown): (text: string | null) => boolean {
  switch (operator) {
    case 'exact': {
      const values = asList(expected);
      return (text) => text !== null && values.some((value) => equalText(text, value));
    }
    case 'is_not': {
      const values = asList(expected);
      return (text) => text === null || !values.some((value) => equalText(text, value));
    }
    case 'icontains': {
      const needle = String(expected).toLowerCase();
      return (text) => text !== null && text.toLowerCase().includes(needle);
    }
    case 'not_icontains': {
      const needle = String(expected).toLowerCase();
      return (text) => text === null || !text.toLowerCase().includes(needle);
    }
    case 'regex': {
      const pattern = regexOf(expected);
      return (text) => text !== null && pattern.test(text);
    }
    case 'not_regex': {
      const pattern = regexOf(expected);
      return (text) => text === null || !pattern.test(text);
    }
    case 'is_set':
      return (text) => text !== null;
    case 'is_not_set':
      return (text) => text === null;
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte': {
      const bound = Number(expected);
      return (text) => {
        if (text === null || text.trim() === '' || !Number.isFinite(Number(text))) return false;
        const value = Number(text);
        return operator === 'gt'
          ? value > bound
          : operator === 'gte'
            ? value >= bound
            : operator === 'lt'
              ? value < bound
              : value <= bound;
      };
    }
    default:
      throw new HogqlError(`The demo backend does not support the property operator "${operator}"`);
  }
}

/** A test that answers each text once: hosts, ids and answers repeat across thousands of events. */
function remembered(test: (text: string | null) => boolean): (text: string | null) => boolean {
  const known = new Map<string | null, boolean>();
  return (text) => {
    let result = known.get(text);
    if (result === undefined) {
      result = test(text);
      if (known.size < 10_000) known.set(text, result);
    }
    return result;
  };
}

/** Whether person properties match a cohort's property groups ({type: AND|OR, values: [...]}). */
function matchesGroup(group: unknown, properties: Record<string, unknown>): boolean {
  if (!group || typeof group !== 'object') return false;
  const node = group as Record<string, unknown>;
  if (Array.isArray(node.values)) {
    const results = node.values.map((value) => matchesGroup(value, properties));
    return node.type === 'OR' ? results.some(Boolean) : results.every(Boolean);
  }
  if (node.type !== 'person' || typeof node.key !== 'string') return false;
  const matched = valueTest(String(node.operator ?? 'exact'), node.value)(hogqlText(properties[node.key]));
  return node.negation === true ? !matched : matched;
}

function cohortPredicate(projectId: number, filter: PropertyFilter): Predicate {
  const cohort = db.cohorts.find(
    (candidate) =>
      candidate.projectId === projectId && candidate.id === Number(filter.value) && !candidate.deleted,
  );
  const member = (event: StoredEvent) =>
    Boolean(cohort && !cohort.is_static && matchesGroup(cohort.filters.properties, event.personProperties));
  return filter.operator === 'not_in' ? (event) => !member(event) : member;
}

/** One filter as a predicate; unknown types and operators are refused (400), never ignored. */
export function filterPredicate(filter: PropertyFilter, projectId: number, zone: string): Predicate {
  const type = filter.type ?? 'event';
  if (type === 'cohort') return cohortPredicate(projectId, filter);
  if (type === 'hogql') {
    const context: CompileContext = { zone, aggregates: [] };
    const expr = compile(parseExpr(String(filter.key)), context);
    if (context.aggregates.length) throw new HogqlError('A hogql property filter cannot aggregate');
    return (event) => {
      const value = expr.fn({ event, aggregates: null });
      return value !== null && value !== false && value !== 0 && value !== '';
    };
  }
  if (type !== 'event' && type !== 'person')
    throw new HogqlError(`The demo backend does not support "${type}" property filters`);
  const key = String(filter.key);
  const test = remembered(valueTest(filter.operator ?? 'exact', filter.value));
  if (type === 'event') return (event) => test(hogqlText(event.properties[key]));
  // Events of one person share its properties object: one answer per person, not per event (a Map, not
  // a WeakMap: it lives as long as the query, and its lookups are faster).
  const byPerson = new Map<object, boolean>();
  return (event) => {
    let result = byPerson.get(event.personProperties);
    if (result === undefined)
      byPerson.set(event.personProperties, (result = test(hogqlText(event.personProperties[key]))));
    return result;
  };
}

/** The project's test account filters, all of which an event must pass (filterTestAccounts). */
export function testAccountPredicates(projectId: number, zone: string): Predicate[] {
  const project = db.projects.find((candidate) => candidate.id === projectId);
  const filters = (project?.test_account_filters ?? []) as PropertyFilter[];
  return filters.map((filter) => filterPredicate(filter, projectId, zone));
}
