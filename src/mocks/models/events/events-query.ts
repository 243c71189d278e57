// EventsQueryRunner (posthog/hogql_queries/events_query_runner.py @ 03cab37b) over the demo's events:
// `select` columns (aggregates make the other columns the GROUP BY), `where` (aggregating conditions
// become HAVING), `properties`, `fixedProperties`, `event(s)`, `filterTestAccounts` (the project's own
// test_account_filters), `before` (default now + 5 s) and `after` (default "-24h", "all" for none),
// `orderBy` (else count() DESC, the first aggregate DESC, timestamp DESC or the first column ASC),
// `limit` (default 100, at most 50,000; posthog/hogql/constants.py @ 00f0da23) and `offset`, answered in
// EventsQueryResponse's shape with `hasMore` from one row more than asked for (HogQLHasMorePaginator,
// posthog/hogql_queries/insights/paginators.py @ 02d66f74). A query naming survey ids (=, IN,
// uniqueSurveySubmissionsFilter, a $survey_id property filter) reads only those surveys' events.
import type { EventsQuery, PropertyFilter } from '@/contracts/query';
import { mockNowIso } from '../../clock';
import type { StoredProject } from '../../stored';
import { eventsOfProject, eventsOfSurvey, findPerson, type StoredEvent } from './event-store';
import {
  compile,
  hasAggregation,
  order,
  type Compiled,
  type CompileContext,
  type Row,
} from './hogql/compile';
import { HogqlError, parseExpr, parseOrder, type Node } from './hogql/parse';
import { filterPredicate, testAccountPredicates } from './property-filters';
import { relativeDate } from './relative-date';
import { formatZoned, pythonUtcZ } from '../zoned-time';
import { resolveZone } from '../wall-clock';

const DEFAULT_LIMIT = 100;
const MAX_LIMIT = 50_000;

interface Column {
  source: string;
  kind: 'star' | 'person' | 'expr';
  compiled: Compiled | null;
  aggregate: boolean;
}

/** The row a no-match aggregate reads its (absent) columns from. */
const EMPTY_EVENT: StoredEvent = {
  uuid: '',
  projectId: 0,
  event: '',
  distinct_id: '',
  timestamp: 0,
  created_at: 0,
  properties: {},
  personId: '',
  personProperties: {},
  personless: true,
};

const truthy = (value: unknown) => value !== null && value !== false && value !== 0 && value !== '';
const bare = (source: string) => source.split('--')[0]!.trim();

/** The survey ids a query is limited to, read from its top-level conditions, or null for any. */
function surveyIdsOf(where: Node[], properties: PropertyFilter[]): string[] | null {
  const ids = new Set<string>();
  const visit = (node: Node) => {
    if (node.kind === 'and') return node.exprs.forEach(visit);
    if (
      node.kind === 'call' &&
      node.name === 'uniqueSurveySubmissionsFilter' &&
      node.args[0]?.kind === 'const'
    )
      ids.add(String(node.args[0].value));
    if (node.kind !== 'compare' || node.left.kind !== 'field') return;
    if (node.left.chain.join('.') !== 'properties.$survey_id') return;
    const items =
      node.op === 'eq'
        ? [node.right]
        : node.op === 'in'
          ? node.right.kind === 'tuple'
            ? node.right.exprs
            : [node.right]
          : [];
    for (const item of items) if (item.kind === 'const') ids.add(String(item.value));
  };
  where.forEach(visit);
  for (const filter of properties)
    if (
      (filter.type ?? 'event') === 'event' &&
      filter.key === '$survey_id' &&
      (filter.operator ?? 'exact') === 'exact'
    )
      for (const value of Array.isArray(filter.value) ? filter.value : [filter.value]) ids.add(String(value));
  return ids.size ? [...ids] : null;
}

function typeName(column: Column, zone: string): string {
  if (column.kind === 'star')
    return `Tuple(UUID, String, String, DateTime64(6, '${zone}'), Int64, String, String, DateTime64(6, '${zone}'), String)`;
  if (column.kind === 'person') return 'String';
  const type = column.compiled!.type;
  return type === 'DateTime' ? `DateTime64(6, '${zone}')` : type;
}

function output(column: Column, row: Row, zone: string): unknown {
  const { event } = row;
  if (column.kind === 'star')
    return {
      uuid: event.uuid,
      event: event.event,
      properties: event.properties,
      timestamp: formatZoned(event.timestamp, zone),
      team_id: event.projectId,
      distinct_id: event.distinct_id,
      elements_chain: '',
      created_at: formatZoned(event.created_at, zone),
      person_mode: event.personless ? 'propertyless' : 'full',
    };
  if (column.kind === 'person') {
    const person = event.personless ? undefined : findPerson(event.projectId, event.distinct_id);
    return person
      ? {
          uuid: person.uuid,
          created_at: pythonUtcZ(person.created_at),
          properties: person.properties,
          distinct_id: event.distinct_id,
        }
      : { distinct_id: event.distinct_id };
  }
  const value = column.compiled!.fn(row);
  if (value === null) return null;
  if (column.compiled!.type === 'DateTime') return formatZoned(value as number, zone);
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
}

/** A group's key: its one value, or the values joined (typed, so "1" and 1 stay apart). */
function groupKeyOf(fns: ((row: Row) => unknown)[], row: Row): unknown {
  if (fns.length === 1) {
    const value = fns[0]!(row);
    return Array.isArray(value) ? JSON.stringify(value) : value;
  }
  let key = '';
  for (const fn of fns) {
    const value = fn(row);
    key +=
      value === null
        ? '\u0000'
        : typeof value === 'string'
          ? `s${value}\u0001`
          : `v${JSON.stringify(value)}\u0001`;
  }
  return key;
}

/** Sort comparison with ClickHouse's NULLS LAST in both directions. */
function compareKeys(a: unknown[], b: unknown[], descending: boolean[]): number {
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i];
    const y = b[i];
    if (x === y) continue;
    if (x === null || x === undefined) return 1;
    if (y === null || y === undefined) return -1;
    const sign = order(x, y);
    if (sign !== 0) return descending[i] ? -sign : sign;
  }
  return 0;
}

/** Runs an EventsQuery against a project's events; HogqlError for what the demo cannot evaluate. */
export function runEventsQuery(
  project: StoredProject,
  query: EventsQuery,
  now: number,
): Record<string, unknown> {
  const zone = resolveZone(project.timezone);
  const context: CompileContext = { zone, aggregates: [] };
  const selectInput = query.select.length ? query.select : ['*'];
  const columns: Column[] = selectInput.map((source) => {
    const name = bare(source);
    if (name === '*') return { source, kind: 'star', compiled: null, aggregate: false };
    if (name === 'person') return { source, kind: 'person', compiled: null, aggregate: false };
    const node = parseExpr(source);
    return { source, kind: 'expr', compiled: compile(node, context), aggregate: hasAggregation(node) };
  });
  const whereNodes = (query.where ?? []).map(parseExpr);
  const having = whereNodes.filter(hasAggregation).map((node) => compile(node, context).fn);
  const conditions = whereNodes
    .filter((node) => !hasAggregation(node))
    .map((node) => compile(node, context).fn);
  const filters = [...(query.properties ?? []), ...(query.fixedProperties ?? [])];
  const predicates = filters.map((filter) => filterPredicate(filter, project.id, zone));
  const eventNames = [query.event, ...(query.events ?? [])].filter((name): name is string => Boolean(name));
  if (eventNames.length) predicates.push((event) => eventNames.includes(event.event));
  if (query.filterTestAccounts) predicates.push(...testAccountPredicates(project.id, zone));

  const before = query.before ? relativeDate(query.before, zone, now) : now + 5000;
  const afterText = query.after ?? '-24h';
  const after = afterText === 'all' ? null : relativeDate(afterText, zone, now);
  if (before === null || (afterText !== 'all' && after === null))
    throw new HogqlError(`Could not read the date "${before === null ? query.before : afterText}"`);

  const grouped = columns.some((column) => column.aggregate) || having.length > 0;
  const groupColumns = columns.filter((column) => !column.aggregate);
  let ordering: { fn: (row: Row) => unknown; descending: boolean }[];
  if (query.orderBy?.length) {
    ordering = query.orderBy.map((source) => {
      const { expr, descending } = parseOrder(source);
      if (!grouped && hasAggregation(expr))
        throw new HogqlError(`Aggregation in ORDER BY without one in select: ${source}`);
      return { fn: compile(expr, context).fn, descending };
    });
  } else if (selectInput.includes('count()')) {
    ordering = [{ fn: compile(parseExpr('count()'), context).fn, descending: true }];
  } else if (columns.some((column) => column.aggregate)) {
    ordering = [{ fn: columns.find((column) => column.aggregate)!.compiled!.fn, descending: true }];
  } else if (selectInput.includes('timestamp')) {
    ordering = [{ fn: (row) => row.event.timestamp, descending: true }];
  } else {
    const first = columns[0]!;
    ordering = [
      {
        fn: first.compiled
          ? first.compiled.fn
          : (row) => (first.kind === 'star' ? row.event.uuid : row.event.distinct_id),
        descending: false,
      },
    ];
  }

  const surveyIds = surveyIdsOf(whereNodes, filters);
  const sources: readonly (readonly StoredEvent[])[] = surveyIds
    ? surveyIds.map((id) => eventsOfSurvey(id))
    : [eventsOfProject(project.id)];

  // The scan: plain loops and one scratch row, as it runs once per event (100,000 of them at scale).
  const rows: Row[] = [];
  const groups = new Map<
    unknown,
    { row: Row; accumulators: ReturnType<CompileContext['aggregates'][number]['create']>[] }
  >();
  const groupFns = groupColumns.map((column) => column.compiled?.fn ?? ((row: Row) => row.event.distinct_id));
  const scratch: Row = { event: EMPTY_EVENT, aggregates: null };
  for (const source of sources)
    scan: for (let i = 0; i < source.length; i += 1) {
      const event = source[i]!;
      if (
        event.projectId !== project.id ||
        event.timestamp >= before ||
        (after !== null && event.timestamp <= after)
      )
        continue;
      for (let p = 0; p < predicates.length; p += 1) if (!predicates[p]!(event)) continue scan;
      scratch.event = event;
      for (let c = 0; c < conditions.length; c += 1) if (!truthy(conditions[c]!(scratch))) continue scan;
      if (!grouped) {
        rows.push({ event, aggregates: null });
        continue;
      }
      const key = groupKeyOf(groupFns, scratch);
      let group = groups.get(key);
      if (!group) {
        group = {
          row: { event, aggregates: [] },
          accumulators: context.aggregates.map((aggregate) => aggregate.create()),
        };
        groups.set(key, group);
      }
      const { accumulators } = group;
      for (let a = 0; a < accumulators.length; a += 1) accumulators[a]!.add(scratch);
    }
  // Aggregates without a GROUP BY answer one row even when no event matched (count() is 0).
  if (grouped && !groupColumns.length && !groups.size)
    groups.set(null, {
      row: { event: EMPTY_EVENT, aggregates: [] },
      accumulators: context.aggregates.map((aggregate) => aggregate.create()),
    });
  if (grouped)
    for (const { row, accumulators } of groups.values()) {
      row.aggregates = accumulators.map((accumulator) => accumulator.result());
      if (having.every((condition) => truthy(condition(row)))) rows.push(row);
    }

  const descending = ordering.map((spec) => spec.descending);
  const keyed = rows.map((row) => ({ row, key: ordering.map((spec) => spec.fn(row)) }));
  keyed.sort((a, b) => compareKeys(a.key, b.key, descending));
  const limit = query.limit && query.limit > 0 ? Math.min(query.limit, MAX_LIMIT) : DEFAULT_LIMIT;
  const offset = query.offset && query.offset > 0 ? query.offset : 0;
  const page = keyed.slice(offset, offset + limit + 1);
  const hasMore = page.length > limit;
  const results = page.slice(0, limit).map(({ row }) => columns.map((column) => output(column, row, zone)));

  const where = [
    ...(query.where ?? []),
    `timestamp < ${JSON.stringify(formatZoned(before, zone))}`,
    ...(after === null ? [] : [`timestamp > ${JSON.stringify(formatZoned(after, zone))}`]),
  ];
  return {
    cache_key: `cache_${project.id}_${Math.abs(hash(JSON.stringify(query)))}`,
    cache_target_age: null,
    calculation_trigger: null,
    columns: selectInput,
    error: null,
    hasMore,
    hogql: `SELECT ${selectInput.map(bare).join(', ')} FROM events WHERE ${where.join(' AND ')}${grouped && groupColumns.length ? ` GROUP BY ${groupColumns.map((column) => bare(column.source)).join(', ')}` : ''} LIMIT ${limit + 1} OFFSET ${offset}`,
    is_cached: false,
    last_refresh: mockNowIso(),
    limit,
    modifiers: project.default_modifiers ?? {},
    next_allowed_client_refresh: mockNowIso(),
    offset,
    query_status: null,
    results,
    timezone: zone,
    timings: [],
    types: columns.map((column) => typeName(column, zone)),
  };
}

function hash(text: string): number {
  let value = 0;
  for (let i = 0; i < text.length; i += 1) value = (Math.imul(value, 31) + text.charCodeAt(i)) | 0;
  return value;
}
