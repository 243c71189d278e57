// The shape of a conformance case: one of PostHog's own server tests, transcribed as the requests it makes
// and what it asserts of the answers, replayed against the demo backend (conformance.test.ts). A case cites
// its test as `path@commit::test_name` so that a reader can open the very assertion it restates.
import type { MockDb } from '../stored';

/** The endpoints Surveyor uses, grouped as the suite reports its figures. */
export type ConformanceArea =
  | 'surveys'
  | 'survey copies'
  | 'feature flags'
  | 'flag copies'
  | 'scheduled changes'
  | 'projects'
  | 'capture'
  | 'query'
  | 'insights';

/**
 * What the server's test asserts of one answer. Only what the test asserts: a case that checks more than
 * its source would make the demo stricter than PostHog.
 */
export interface Expectation {
  status: number;
  /** `type`, `code`, `attr` of PostHog's error envelope, compared exactly. */
  type?: string;
  code?: string;
  attr?: string | null;
  /** The error's `detail`, exactly. */
  detail?: string;
  /** Substrings the detail contains, compared case-insensitively (the tests' `"x" in detail.lower()`). */
  detailIncludes?: string[];
  /** A deep subset of the JSON answer (vitest's toMatchObject). */
  body?: unknown;
  /** The whole body as text, exactly: for answers that are not JSON (the capture service's errors). */
  text?: string;
  /** Dotted paths (`questions.0.branching`) the answer must not have. */
  absent?: string[];
  /** Anything else the test asserts of this answer, as code. */
  check?: (json: unknown, server: ConformanceServer) => void;
}

export interface Step {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** May hold `{name}` placeholders: `{team}` (the case's fresh project) and any saved value. */
  path: string;
  /** JSON body; a string that is exactly `{name}` becomes the saved value itself (a number stays a number). */
  body?: unknown;
  /** The personal API key (default `phx_demo_all`, scopes `*`); null for none. */
  key?: string | null;
  /** Omitted for a step that only sets the scene: it must then answer 2xx. */
  expect?: Expectation;
  /** Values of the answer kept for later steps, by dotted path: `{ survey: 'id' }`. */
  save?: Record<string, string>;
}

/** What a case may do on the server's side, as PostHog's tests do with `Model.objects.create`. */
export interface ConformanceServer {
  db: MockDb;
  /** The case's own project, created fresh for it (PostHog's tests start from an empty team). */
  team: number;
  /** Values saved by steps, and by `given`. */
  saved: Record<string, unknown>;
  call: (step: Omit<Step, 'expect' | 'save'>) => Promise<{ status: number; json: unknown; text: string }>;
}

export interface ConformanceCase {
  /** `path@commit::test_name`, with `[param]` for one row of a parameterized test. */
  source: string;
  area: ConformanceArea;
  /** What the test shows, in our own words. */
  title: string;
  /** Server-side set-up (rows the test creates through the ORM rather than the API). */
  given?: (server: ConformanceServer) => void | Promise<void>;
  steps: Step[];
}

/** A test of the same file that the demo cannot replay, with why in one line. */
export interface LeftOut {
  source: string;
  area: ConformanceArea;
  reason: string;
}

export interface CaseFile {
  cases: ConformanceCase[];
  leftOut?: LeftOut[];
}
