// The capture API as PostHog's Rust capture service answers it (rust/capture/src/v0_endpoint.rs
// @ 008fb4e7, v0_request.rs @ 0127372d, token.rs @ 14b6bb00, api.rs @ 33230e0d; RawEvent in
// rust/common/types/src/event.rs @ 6e2cafdd), then ingestion's part the demo needs: each event's
// timestamp and its person's $set / $set_once. Errors are plain text, as axum renders a
// `(StatusCode, String)`; a request with one bad event is refused whole.
import { mockNow } from '../../clock';
import { newUuid } from '../../ids';
import {
  addEvent,
  findPerson,
  projectOfToken,
  putPerson,
  stableUuid,
  type CapturedInput,
  type StoredEvent,
} from './event-store';

export class CaptureError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const badRequest = (message: string) => new CaptureError(400, message);
const unauthorized = (message: string) => new CaptureError(401, message);

/** serde's error for a body that is JSON but none of RawRequest's three shapes. */
const NOT_A_REQUEST = 'failed to parse request: data did not match any variant of untagged enum RawRequest';
const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;

type RawEvent = Record<string, unknown> & { event: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const optional = (value: unknown, check: (v: unknown) => boolean) => value === undefined || check(value);

/** RawEvent's serde shape: `event` a string, `properties` a map, the token and timestamp strings. */
function isRawEvent(value: unknown): value is RawEvent {
  if (!isObject(value) || typeof value.event !== 'string') return false;
  const tokenFields = ['token', '$token', 'api_key'].filter((field) => value[field] !== undefined);
  return (
    tokenFields.length <= 1 &&
    tokenFields.every((field) => typeof value[field] === 'string' || value[field] === null) &&
    optional(value.properties, isObject) &&
    optional(value.timestamp, (v) => typeof v === 'string' || v === null) &&
    optional(value.offset, (v) => (typeof v === 'number' && Number.isInteger(v)) || v === null) &&
    optional(value.uuid, (v) => v === null || v === '' || (typeof v === 'string' && UUID.test(v))) &&
    optional(value.$set, (v) => isObject(v) || v === null) &&
    optional(value.$set_once, (v) => isObject(v) || v === null)
  );
}

/** RawEvent.extract_token: the token field (or its aliases), else a string `properties.token`. */
function eventToken(event: RawEvent): string | null {
  const own = event.token ?? event.$token ?? event.api_key;
  if (typeof own === 'string') return own;
  const inProperties = isObject(event.properties) ? event.properties.token : undefined;
  return typeof inProperties === 'string' ? inProperties : null;
}

/** validate_token (token.rs): shape only, after trimming; which project it belongs to is looked up later. */
function validateToken(raw: string): string {
  const token = raw.trim();
  const reason = !token
    ? 'empty'
    : token.length > 64
      ? 'too_long'
      : [...token].some((char) => char.charCodeAt(0) > 127)
        ? 'not_ascii'
        : token.startsWith('phx_')
          ? 'personal_api_key'
          : token.includes('\0')
            ? 'null_byte'
            : null;
  if (reason) throw unauthorized(`API key is not valid: ${reason}`);
  return token;
}

export interface CaptureRequest {
  token: string;
  events: RawEvent[];
  /** The batch's `sent_at`, or the `_` query parameter (milliseconds) posthog-js adds. */
  sentAt: number | null;
}

/** Decodes a form post's `data` field (base64 JSON, as older SDKs send it). */
function formPayload(body: string): string {
  const data = new URLSearchParams(body).get('data');
  if (data === null) throw badRequest('failed to decode request: invalid form data');
  try {
    return new TextDecoder().decode(Uint8Array.from(atob(data), (char) => char.charCodeAt(0)));
  } catch {
    throw badRequest('failed to decode request: missing data field');
  }
}

/** RawRequest::from_bytes then extract_and_verify_token, in the service's order. */
export function parseCaptureRequest(
  body: string,
  contentType: string,
  query: URLSearchParams,
): CaptureRequest {
  const text = contentType.startsWith('application/x-www-form-urlencoded') ? formPayload(body) : body;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest('failed to parse request: expected value at line 1 column 1');
  }
  let token: string;
  let events: RawEvent[];
  let sentAt: number | null = null;
  if (Array.isArray(parsed) && parsed.every(isRawEvent)) {
    events = parsed;
    const tokens = new Set(events.map(eventToken).filter((value) => value !== null));
    if (tokens.size > 1) throw unauthorized('batch submitted with inconsistent api_key values');
    const [only] = tokens;
    if (only === undefined) throw unauthorized('event submitted without an api_key');
    token = only;
  } else if (
    isObject(parsed) &&
    Array.isArray(parsed.batch) &&
    parsed.batch.every(isRawEvent) &&
    [parsed.token, parsed.api_key].filter((value) => value !== undefined).length === 1 &&
    typeof (parsed.token ?? parsed.api_key) === 'string'
  ) {
    events = parsed.batch;
    token = String(parsed.token ?? parsed.api_key);
    const batchSentAt = typeof parsed.sent_at === 'string' ? Date.parse(parsed.sent_at) : NaN;
    if (Number.isFinite(batchSentAt)) sentAt = batchSentAt;
  } else if (isRawEvent(parsed)) {
    events = [parsed];
    const own = eventToken(parsed);
    if (own === null) throw unauthorized('event submitted without an api_key');
    token = own;
  } else {
    throw badRequest(NOT_A_REQUEST);
  }
  token = validateToken(token);
  if (!events.length) throw badRequest('request holds no event');
  // EventQuery.sent_at: milliseconds only; smaller numbers (seconds, from older SDKs) are ignored.
  const querySentAt = Number(query.get('_') ?? query.get('sent_at'));
  if (sentAt === null && querySentAt > Date.UTC(2021, 0, 1)) sentAt = querySentAt;
  return { token, events, sentAt };
}

/** RawEvent.extract_distinct_id: top level first, then properties; non-strings as JSON; at most 200. */
function distinctIdOf(event: RawEvent): string | null {
  let value = event.distinct_id ?? event.$distinct_id;
  if (value === undefined || value === null) {
    value = isObject(event.properties) ? event.properties.distinct_id : undefined;
    if (value === undefined || value === null) return null;
  }
  const text = (typeof value === 'string' ? value : JSON.stringify(value)).replaceAll('\0', '\uFFFD');
  return text ? [...text].slice(0, 200).join('') : null;
}

/** The event time ingestion settles on: clock skew corrected by `sent_at`, else `offset`, else as sent. */
function timestampOf(event: RawEvent, sentAt: number | null, now: number): number {
  // A time without a zone is UTC, as ingestion reads it (JavaScript would read it as local time).
  const text = typeof event.timestamp === 'string' ? event.timestamp.trim() : null;
  const zoned = text && /T\d\d:\d\d/.test(text) && !/(Z|[+-]\d\d:?\d\d)$/i.test(text) ? `${text}Z` : text;
  const sent = zoned ? Date.parse(zoned) : NaN;
  if (typeof event.timestamp === 'string' && !Number.isFinite(sent))
    throw badRequest('event submitted with invalid timestamp');
  if (Number.isFinite(sent) && sentAt !== null) return now + (sent - sentAt);
  if (typeof event.offset === 'number') return now - event.offset;
  return Number.isFinite(sent) ? sent : now;
}

/** A person's properties after an event's $set_once and $set (a new object only when something changed). */
function personUpdate(current: Record<string, unknown>, event: RawEvent): Record<string, unknown> {
  const properties = isObject(event.properties) ? event.properties : {};
  const setOnce = {
    ...(isObject(properties.$set_once) ? properties.$set_once : {}),
    ...(event.$set_once ?? {}),
  };
  const set = { ...(isObject(properties.$set) ? properties.$set : {}), ...(event.$set ?? {}) };
  let next = current;
  for (const [key, value] of Object.entries(setOnce)) if (!(key in next)) next = { ...next, [key]: value };
  for (const [key, value] of Object.entries(set))
    if (next[key] !== value)
      next = next === current ? { ...next, [key]: value } : Object.assign(next, { [key]: value });
  return next;
}

/** Ingests one captured event: its person, its time, then the store. */
export function ingest(input: CapturedInput): void {
  const event = input.event as RawEvent;
  const distinctId = distinctIdOf(event)!;
  const properties = isObject(event.properties) ? { ...event.properties } : {};
  const timestamp = Number(input.event.__timestamp ?? input.receivedAt);
  const personless = properties.$process_person_profile === false;
  let personId = stableUuid(`personless:${input.projectId}:${distinctId}`);
  let personProperties: Record<string, unknown> = {};
  if (!personless) {
    const existing = findPerson(input.projectId, distinctId);
    const person = existing ?? {
      uuid: stableUuid(`${input.projectId}:${distinctId}`),
      projectId: input.projectId,
      distinctId,
      created_at: timestamp,
      properties: {},
    };
    const updated = personUpdate(person.properties, event);
    if (!existing || updated !== person.properties) putPerson({ ...person, properties: updated });
    personId = person.uuid;
    personProperties = updated;
  }
  const stored: StoredEvent = {
    uuid: input.uuid,
    projectId: input.projectId,
    event: event.event,
    distinct_id: distinctId,
    timestamp,
    created_at: input.receivedAt,
    properties,
    personId,
    personProperties,
    personless,
  };
  addEvent(stored, input);
}

/**
 * Takes a whole capture request: every event is checked before any is stored (process_events maps them
 * all first), then each is ingested. A token of no project is refused as capture's known-token check does
 * in enforce mode (known_tokens.rs); older captures answered 200 and dropped the events later.
 */
export function capture(request: CaptureRequest): void {
  const projectId = projectOfToken(request.token);
  if (projectId === null)
    throw unauthorized(
      'API key does not belong to any project. Check the project API key in your PostHog project settings',
    );
  const now = mockNow();
  const prepared = request.events.map((event) => {
    if (!event.event) throw badRequest('event submitted with an empty event name');
    if (distinctIdOf(event) === null) throw badRequest('event submitted without a distinct_id');
    const cookieless = isObject(event.properties) ? event.properties.$cookieless_mode : undefined;
    if (cookieless !== undefined && typeof cookieless !== 'boolean')
      throw badRequest('event submitted with invalid cookieless mode');
    const uuid = typeof event.uuid === 'string' && UUID.test(event.uuid) ? event.uuid : newUuid();
    return { event, uuid, timestamp: timestampOf(event, request.sentAt, now) };
  });
  for (const { event, uuid, timestamp } of prepared)
    ingest({ projectId, uuid, receivedAt: now, event: { ...event, __timestamp: timestamp } });
}
