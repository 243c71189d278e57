// Every EventsQuery Surveyor sends goes through here, so that a results view stays inside PostHog's query
// budgets (posthog/api/query.py @ 001cc8ab, posthog/rate_limit.py @ 00b34d82,
// posthog/clickhouse/client/limit.py @ 01ccdfbf): never more than 3 queries in flight per organization
// (newer Cloud teams refuse a 4th after holding it 30 s), a throttled query waits as long as the 429 says
// ("Expected available in N seconds") before it is sent again, a heavy query runs asynchronously and is
// polled, and what was spent (queries run, time waited) is kept for the screen to say.
import { z } from 'zod';
import {
  eventsQueryResponse,
  queryStatusResponse,
  type EventsQuery,
  type EventsQueryResponse,
  type QueryRequest,
} from '@/contracts/query';
import { ApiError, isApiError } from '@/lib/api/api-error';
import { apiRequest, pathSegment } from '@/lib/api/client';
import { createStore } from '@/lib/react/external-store';

/** Queries at once per organization (the server's API_QUERIES_CONCURRENCY limit). */
export const MAX_QUERIES_IN_FLIGHT = 3;
/** Tries of one query refused 429 before the refusal is shown. */
const MAX_TRIES = 6;
/** A wait longer than this is not held: the 429 goes to the screen with its words. */
export const MAX_QUERY_WAIT_MS = 120_000;
/** The concurrency 429 names no wait: tries again after 1 s, 2 s, 4 s… */
const CONCURRENCY_BACKOFF_MS = 1000;
const POLL_FIRST_MS = 50;
const POLL_MAX_MS = 2000;
/** An async query polled for longer than this is given up (the server's own expiry is ten minutes). */
const POLL_GIVE_UP_MS = 10 * 60_000;

export interface QuerySpend {
  /** Queries the server answered (each page of a long answer is one). */
  queriesRun: number;
  /** 429s received, and the time spent waiting them out. */
  throttled: number;
  waitedMs: number;
  /** Polls of async queries. */
  polls: number;
  /** The most queries that were ever in flight at once. */
  peakInFlight: number;
}

const NOTHING_SPENT: QuerySpend = { queriesRun: 0, throttled: 0, waitedMs: 0, polls: 0, peakInFlight: 0 };

/** What the connection's queries have spent since it started (the results screens show it). */
export const querySpend = createStore<QuerySpend>(NOTHING_SPENT);

const spend = (change: (spent: QuerySpend) => Partial<QuerySpend>) =>
  querySpend.set({ ...querySpend.get(), ...change(querySpend.get()) });

/** A new connection starts with nothing spent and nothing queued (lib/api/session.ts ends the old one). */
export function resetQuerySpend(): void {
  querySpend.set(NOTHING_SPENT);
}

interface Waiting {
  go: () => void;
  first: boolean;
}
interface Slots {
  active: number;
  waiting: Waiting[];
}
const slotsByOrganization = new Map<string, Slots>();

/**
 * Runs `run` once one of the organization's slots is free. Queries wait in the order they asked, except
 * that those marked `first` (what the first chart waits on) go ahead of the others still waiting: a view
 * asks for every project's queries at once, and the first project's next page would otherwise wait for
 * all of them.
 */
async function inSlot<T>(
  organization: string,
  run: () => Promise<T>,
  signal?: AbortSignal,
  first = false,
): Promise<T> {
  let slots = slotsByOrganization.get(organization);
  if (!slots) slotsByOrganization.set(organization, (slots = { active: 0, waiting: [] }));
  const held = slots;
  if (held.active < MAX_QUERIES_IN_FLIGHT) held.active += 1;
  else
    await new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        held.waiting.splice(held.waiting.indexOf(entry), 1);
        reject(signal!.reason instanceof Error ? signal!.reason : new Error('The query was cancelled.'));
      };
      const entry: Waiting = {
        first,
        go: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
      };
      const behind = first ? held.waiting.findIndex((other) => !other.first) : -1;
      if (behind < 0) held.waiting.push(entry);
      else held.waiting.splice(behind, 0, entry);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  spend((spent) => ({ peakInFlight: Math.max(spent.peakInFlight, held.active) }));
  try {
    return await run();
  } finally {
    const next = held.waiting.shift();
    if (next) next.go();
    else held.active -= 1;
  }
}

const DEFAULT_ORGANIZATION = '@current';

/**
 * How long a 429 says to wait, in ms: `Retry-After`, else DRF's "Expected available in N seconds", else
 * (the concurrency limit's refusal names no time) a backoff that doubles with each try.
 */
export function waitFor429(error: ApiError, tries: number): number {
  const said = /expected available in (\d+(?:\.\d+)?) seconds?/i.exec(error.detail)?.[1];
  const stated = error.retryAfterSeconds ?? (said === undefined ? null : Number(said));
  return stated !== null ? Math.ceil(stated * 1000) : CONCURRENCY_BACKOFF_MS * 2 ** tries;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new Error('The query was cancelled.'));
    const onAbort = () => {
      clearTimeout(timer);
      reject(new Error('The query was cancelled.'));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Sends `request`, waiting out each 429 as it says, at most MAX_TRIES times. */
async function withWaits<T>(request: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  for (let tries = 0; ; tries += 1) {
    try {
      return await request();
    } catch (error) {
      if (!isApiError(error) || error.status !== 429 || tries + 1 >= MAX_TRIES) throw error;
      const wait = waitFor429(error, tries);
      if (wait > MAX_QUERY_WAIT_MS) throw error;
      spend((spent) => ({ throttled: spent.throttled + 1 }));
      const started = Date.now();
      try {
        await sleep(wait, signal);
      } finally {
        spend((spent) => ({ waitedMs: spent.waitedMs + Math.max(wait, Date.now() - started) }));
      }
    }
  }
}

const queryPath = (projectId: number) => `/api/projects/${pathSegment(projectId)}/query/`;

/** An answer with rows (a blocking query, or an async one the server had cached) rather than a status. */
const hasRows = (answer: unknown) =>
  typeof answer === 'object' && answer !== null && Array.isArray((answer as { results?: unknown }).results);

/**
 * An EventsQueryResponse read by its schema, its rows checked to be lists (all the schema asks of them)
 * and kept as they came: parsing copies every row and cell, which on 10,000 answers took longer than
 * reading them into submissions. Anything else is read by the whole schema, which refuses it as before.
 */
export function readEventsAnswer(answer: unknown): EventsQueryResponse {
  const rows = hasRows(answer) ? (answer as { results: unknown[] }).results : null;
  if (!rows || !rows.every(Array.isArray)) return eventsQueryResponse.parse(answer);
  return { ...eventsQueryResponse.parse({ ...(answer as object), results: [] }), results: rows };
}

function fromStatus(projectId: number, answer: unknown): { done: EventsQueryResponse } | { pending: string } {
  const { query_status: status } = queryStatusResponse.parse(answer);
  if (status.error)
    throw new ApiError({
      kind: 'http',
      status: 400,
      detail: status.error_message || 'The query failed on the server.',
      method: 'GET',
      path: `${queryPath(projectId)}${status.id}/`,
    });
  if (status.complete) return { done: readEventsAnswer(status.results) };
  return { pending: status.id };
}

async function poll(projectId: number, id: string, signal?: AbortSignal): Promise<EventsQueryResponse> {
  const started = Date.now();
  for (let wait = POLL_FIRST_MS; ; wait = Math.min(wait * 2, POLL_MAX_MS)) {
    await sleep(wait, signal);
    spend((spent) => ({ polls: spent.polls + 1 }));
    const answer = await withWaits(
      () =>
        apiRequest('GET', `${queryPath(projectId)}${pathSegment(id)}/`, {
          schema: z.unknown(),
          signal,
        }),
      signal,
    );
    const read = fromStatus(projectId, answer);
    if ('done' in read) return read.done;
    if (Date.now() - started > POLL_GIVE_UP_MS)
      throw new ApiError({
        kind: 'http',
        status: 408,
        detail: 'The query was still running after ten minutes; try a shorter date range.',
        method: 'GET',
        path: queryPath(projectId),
      });
  }
}

export interface RunOptions {
  signal?: AbortSignal;
  /** Run on the server's async path and poll (for views that read many projects or many answers). */
  async?: boolean;
  /** The organization whose slots the query takes (the project's; one shared pool when unknown). */
  organization?: string;
  /** The first chart waits on it: it takes the next free slot ahead of the queries without it. */
  first?: boolean;
}

/** One EventsQuery through POST /api/projects/:id/query/, inside the budgets. */
export function runEventsQuery(
  projectId: number,
  query: EventsQuery,
  options: RunOptions = {},
): Promise<EventsQueryResponse> {
  const { signal } = options;
  return inSlot(
    options.organization ?? DEFAULT_ORGANIZATION,
    async () => {
      const answer = await withWaits(
        () =>
          apiRequest('POST', queryPath(projectId), {
            schema: z.unknown(),
            body: {
              query,
              ...(options.async ? { refresh: 'async' } : {}),
            } satisfies QueryRequest,
            signal,
            noResend: true,
          }),
        signal,
      );
      const read = hasRows(answer) ? { done: readEventsAnswer(answer) } : fromStatus(projectId, answer);
      const result = 'done' in read ? read.done : await poll(projectId, read.pending, signal);
      spend((spent) => ({ queriesRun: spent.queriesRun + 1 }));
      return result;
    },
    signal,
    options.first,
  );
}

/** Rows a page asks for: PostHog's EventsQuery answers at most 50,000 rows at a time. */
export const MAX_PAGE_ROWS = 50_000;

/**
 * Every page of `query` (limit/offset until the server says there are no more), its rows in order: an
 * export or a view reads all of them, never only the first page.
 */
export async function runEveryPage(
  projectId: number,
  query: EventsQuery,
  options: RunOptions & { pageSize?: number } = {},
): Promise<{ columns: unknown[]; results: unknown[][]; pages: number }> {
  const limit = Math.min(options.pageSize ?? MAX_PAGE_ROWS, MAX_PAGE_ROWS);
  const results: unknown[][] = [];
  for (let pages = 1; ; pages += 1) {
    const page = await runEventsQuery(projectId, { ...query, limit, offset: results.length }, options);
    results.push(...page.results);
    if (!page.hasMore || page.results.length === 0) return { columns: page.columns, results, pages };
  }
}
