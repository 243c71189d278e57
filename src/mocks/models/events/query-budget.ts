// The query API's budgets behind a demo switch (off unless turned on). Two regimes, as the server picks
// them per team (QueryViewSet.get_throttles, posthog/api/query.py @ 001cc8ab; rates in
// posthog/rate_limit.py @ 00b34d82):
// - A (self-hosted, older Cloud teams): HogQLQuery 120/hour; any other kind 240/minute and 1,200/hour.
// - B (API_QUERIES_CONCURRENCY): any kind 240/minute and 2,400/hour, and at most 3 queries at once per
//   organization: a query waits up to 30 s for a slot, then 429 (get_api_personal_rate_limiter,
//   posthog/clickhouse/client/limit.py @ 01ccdfbf).
// Rates count per personal API key, across its projects (PersonalApiKeyRateThrottle). A throttled request
// answers DRF's 429 "Expected available in N seconds". The survey results REST endpoints get the default
// personal-key throttles (480/minute, 4,800/hour) while the switch is on.
// Set from tests with setQueryBudgets(); in the demo through sessionStorage (QUERY_BUDGETS_KEY, read
// on first use; docs/pending/results-backend.md says how).
import { mockNow } from '../../clock';
import { envelope, errors, MockHttpError } from '../../http/errors';
import { onResetDb } from '../../db';

export type BudgetRegime = 'off' | 'A' | 'B';

export interface QueryBudgets {
  regime: BudgetRegime;
  /** How long a synchronous query holds its slot (real milliseconds); the concurrency limit needs > 0. */
  queryDurationMs: number;
  /** How long a query waits for a free slot before the 429 (the server's 30 s). */
  concurrencyWaitMs: number;
  /**
   * The concurrency 429's words: "current" servers answer a friendly sentence
   * (CONCURRENCY_LIMIT_USER_MESSAGE, posthog/api/test/test_query.py @ 00cc6947), "older" ones the
   * limiter's own message, "Exceeded maximum concurrency limit: 3 for key: … and task: …".
   */
  concurrencyWording: 'current' | 'older';
  /** How long an async query stays incomplete before a poll finds it done (real milliseconds). */
  asyncDelayMs: number;
}

export const QUERY_BUDGETS_KEY = 'surveyor.mock.query-budgets';
export const CONCURRENCY_LIMIT_USER_MESSAGE =
  'Too many queries are running right now — please try again in a moment.';
const MAX_CONCURRENT = 3;

const DEFAULTS: QueryBudgets = {
  regime: 'off',
  queryDurationMs: 0,
  concurrencyWaitMs: 30_000,
  concurrencyWording: 'current',
  asyncDelayMs: 0,
};

let settings: QueryBudgets | null = null;
const history = new Map<string, number[]>();
const running = new Map<string, number>();

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' && window.sessionStorage ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

export function queryBudgets(): QueryBudgets {
  if (!settings) {
    let stored: Partial<QueryBudgets> = {};
    try {
      stored = JSON.parse(storage()?.getItem(QUERY_BUDGETS_KEY) ?? '{}') as Partial<QueryBudgets>;
    } catch {
      // An unreadable setting is no setting.
    }
    settings = { ...DEFAULTS, ...stored };
  }
  return settings;
}

/** Turns the budgets on or off (tests; the demo through the storage key). */
export function setQueryBudgets(next: Partial<QueryBudgets>): void {
  settings = { ...queryBudgets(), ...next };
  storage()?.setItem(QUERY_BUDGETS_KEY, JSON.stringify(settings));
}

interface Rate {
  scope: string;
  count: number;
  ms: number;
}
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const rate = (scope: string, count: number, ms: number): Rate => ({ scope, count, ms });

/**
 * DRF's SimpleRateThrottle for each rate, all of them checked (a request that passes one is counted by it
 * even when another refuses it), refused with the longest wait (APIView.check_throttles).
 */
function throttle(keyName: string, rates: Rate[]): void {
  const now = mockNow();
  const waits: number[] = [];
  for (const { scope, count, ms } of rates) {
    const id = `${keyName}:${scope}`;
    const kept = (history.get(id) ?? []).filter((at) => at > now - ms);
    if (kept.length >= count) {
      waits.push((ms - (now - kept[0]!)) / (count - kept.length + 1));
    } else kept.push(now);
    history.set(id, kept);
  }
  if (waits.length) throw errors.throttled(Math.ceil(Math.max(...waits) / 1000));
}

/** The query endpoint's throttles for this key and query kind, under the regime switched on. */
export function throttleQuery(keyName: string, kind: unknown): void {
  const { regime } = queryBudgets();
  if (regime === 'off') return;
  if (regime === 'B')
    return throttle(keyName, [
      rate('api_queries_burst', 240, MINUTE),
      rate('api_queries_sustained', 2400, HOUR),
    ]);
  if (kind === 'HogQLQuery') return throttle(keyName, [rate('query', 120, HOUR)]);
  throttle(keyName, [rate('clickhouse_burst', 240, MINUTE), rate('clickhouse_sustained', 1200, HOUR)]);
}

/** PersonalApiKeyBurstThrottle / SustainedThrottle for the results REST endpoints. */
export function throttleRest(keyName: string): void {
  if (queryBudgets().regime === 'off') return;
  throttle(keyName, [
    rate('personal_api_key_burst', 480, MINUTE),
    rate('personal_api_key_sustained', 4800, HOUR),
  ]);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` in one of the organization's 3 query slots (regime B): waits for a slot up to
 * concurrencyWaitMs, then refuses with 429. The slot is held for queryDurationMs.
 */
export async function inQuerySlot<T>(organizationId: string, taskId: string, work: () => T): Promise<T> {
  const budgets = queryBudgets();
  if (budgets.regime !== 'B') return work();
  const deadline = Date.now() + budgets.concurrencyWaitMs;
  while ((running.get(organizationId) ?? 0) >= MAX_CONCURRENT) {
    if (Date.now() >= deadline) {
      const detail =
        budgets.concurrencyWording === 'current'
          ? CONCURRENCY_LIMIT_USER_MESSAGE
          : `Exceeded maximum concurrency limit: ${MAX_CONCURRENT} for key: api:query:per-org:${organizationId} and task: ${taskId}`;
      throw new MockHttpError(429, envelope('throttled_error', 'throttled', detail));
    }
    await sleep(Math.min(100, Math.max(1, deadline - Date.now())));
  }
  running.set(organizationId, (running.get(organizationId) ?? 0) + 1);
  try {
    const result = work();
    if (budgets.queryDurationMs > 0) await sleep(budgets.queryDurationMs);
    return result;
  } finally {
    running.set(organizationId, (running.get(organizationId) ?? 1) - 1);
  }
}

onResetDb(() => {
  settings = { ...DEFAULTS };
  history.clear();
  running.clear();
  storage()?.removeItem(QUERY_BUDGETS_KEY);
});
