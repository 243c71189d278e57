// The demo backend's events and persons: what PostHog keeps in ClickHouse, kept here beside the store
// (db.ts) rather than in it. Seeded answers are regenerated from the seed on first use (never on the first
// screen's path, never persisted); events sent to the capture API, and archived answers, are kept in their
// own sessionStorage key in the browser so a reload finds them. Indexed by project and by survey id so a
// results query reads only its surveys' events.
import { db, onResetDb } from '../../db';
import { seededRandom, uuidFrom } from '../../ids';

export interface StoredEvent {
  uuid: string;
  projectId: number;
  event: string;
  distinct_id: string;
  /** Epoch milliseconds. */
  timestamp: number;
  created_at: number;
  properties: Record<string, unknown>;
  /**
   * The person's id and properties as they were when the event was ingested: projects default to
   * persons-on-events (`personsOnEventsMode: person_id_override_properties_on_events`), so a query reads
   * the properties an event carried, not the person's current ones. Person-less events
   * (`$process_person_profile: false`) have no person: `personProperties` is empty.
   */
  personId: string;
  personProperties: Record<string, unknown>;
  personless: boolean;
}

export interface StoredPerson {
  uuid: string;
  projectId: number;
  distinctId: string;
  created_at: number;
  /** Replaced, never mutated: events keep the object they were ingested with. */
  properties: Record<string, unknown>;
}

/** A SurveyResponseArchive row: one answer (its representative event uuid) hidden by exclude_archived. */
export interface ResponseArchive {
  projectId: number;
  surveyId: string;
  uuid: string;
}

/** An event as received by the capture API, kept to be ingested again after a reload. */
export interface CapturedInput {
  projectId: number;
  uuid: string;
  receivedAt: number;
  event: Record<string, unknown>;
}

export interface SeedBatch {
  persons: StoredPerson[];
  events: StoredEvent[];
}

const STORAGE_KEY = 'surveyor.mock.captured-events';

interface State {
  ready: boolean;
  events: StoredEvent[];
  byProject: Map<number, StoredEvent[]>;
  bySurvey: Map<string, StoredEvent[]>;
  persons: Map<string, StoredPerson>;
  captured: CapturedInput[];
  archives: ResponseArchive[];
  /** Bumped by every change, so derived caches (unique submissions) know when to rebuild. */
  version: number;
  /** The seed sources whose answers are in (a source of given projects: once one of them is read). */
  built: Set<string>;
}

const fresh = (): State => ({
  ready: false,
  events: [],
  byProject: new Map(),
  bySurvey: new Map(),
  persons: new Map(),
  captured: [],
  archives: [],
  version: 0,
  built: new Set(),
});

let state = fresh();
/**
 * The seed's builders, run at first use: the base seed, and the bench's data at scale when asked for.
 * A source of given `projects` is run when one of them is first read: counting one project's answers
 * does not build every project's.
 */
interface SeedSource {
  build: () => SeedBatch;
  projects: ReadonlySet<number> | null;
}
const sources = new Map<string, SeedSource>();
let baseSource: (() => SeedBatch) | null = null;
let ingestCaptured: ((input: CapturedInput) => void) | null = null;

const personKey = (projectId: number, distinctId: string) => `${projectId}\u0000${distinctId}`;

/** The base seed (seed/survey-events.ts) and the capture ingestion, wired in by their modules. */
export function configureEventStore(options: {
  seed: () => SeedBatch;
  ingest: (input: CapturedInput) => void;
}): void {
  baseSource = options.seed;
  ingestCaptured = options.ingest;
}

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' && window.sessionStorage ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

function index(event: StoredEvent): void {
  let ofProject = state.byProject.get(event.projectId);
  if (!ofProject) state.byProject.set(event.projectId, (ofProject = []));
  ofProject.push(event);
  const surveyId = event.properties.$survey_id;
  if (typeof surveyId === 'string') {
    let ofSurvey = state.bySurvey.get(surveyId);
    if (!ofSurvey) state.bySurvey.set(surveyId, (ofSurvey = []));
    ofSurvey.push(event);
  }
}

function addBatch(batch: SeedBatch): void {
  for (const person of batch.persons)
    state.persons.set(personKey(person.projectId, person.distinctId), person);
  for (const event of batch.events) {
    state.events.push(event);
    index(event);
  }
  state.version += 1;
}

function build(name: string, source: SeedSource): void {
  state.built.add(name);
  addBatch(source.build());
}

/** The store, with every seeded answer of `projectId` in (of every project: null). */
function ensureProject(projectId: number | null): State {
  ensure();
  for (const [name, source] of sources)
    if (!state.built.has(name) && (projectId === null || source.projects?.has(projectId)))
      build(name, source);
  return state;
}

/** Builds the seeded events and replays what was captured before a reload, once. */
function ensure(): State {
  if (state.ready) return state;
  state.ready = true;
  if (baseSource) addBatch(baseSource());
  for (const [name, source] of sources) if (!source.projects) build(name, source);
  const stored = storage()?.getItem(STORAGE_KEY);
  if (stored) {
    try {
      const saved = JSON.parse(stored) as { captured?: CapturedInput[]; archives?: ResponseArchive[] };
      for (const input of saved.captured ?? []) ingestCaptured?.(input);
      state.archives = saved.archives ?? [];
    } catch {
      storage()?.removeItem(STORAGE_KEY);
    }
  }
  return state;
}

let saveScheduled = false;
function scheduleSave(): void {
  const target = storage();
  if (!target || saveScheduled) return;
  saveScheduled = true;
  setTimeout(() => {
    saveScheduled = false;
    try {
      target.setItem(STORAGE_KEY, JSON.stringify({ captured: state.captured, archives: state.archives }));
    } catch {
      // Storage full: the captured events last for this page only.
    }
  }, 0);
}

/**
 * Seeded events added later (the bench's data at scale), under a name so that adding them again (a
 * reload that seeds the scale data again) adds nothing: built at first use like the base seed, or, given
 * the `projects` they belong to, when one of those is first read.
 */
export function addSeedSource(name: string, make: () => SeedBatch, projects?: readonly number[]): void {
  if (sources.has(name)) return;
  const source = { build: make, projects: projects ? new Set(projects) : null };
  sources.set(name, source);
  if (state.ready && !source.projects) build(name, source);
}

export function eventsOfProject(projectId: number): readonly StoredEvent[] {
  return ensureProject(projectId).byProject.get(projectId) ?? [];
}

/** A survey's events: its project's seeded answers are built first (every project's, for an unknown id). */
export function eventsOfSurvey(surveyId: string): readonly StoredEvent[] {
  const projectId = db.surveys.find((stored) => stored.survey.id === surveyId)?.projectId ?? null;
  return ensureProject(projectId).bySurvey.get(surveyId) ?? [];
}

export function storeVersion(): number {
  return ensure().version;
}

export function findPerson(projectId: number, distinctId: string): StoredPerson | undefined {
  return ensureProject(projectId).persons.get(personKey(projectId, distinctId));
}

export function putPerson(person: StoredPerson): void {
  ensureProject(person.projectId).persons.set(personKey(person.projectId, person.distinctId), person);
}

/** Stores an ingested event (and, for a captured one, what to replay after a reload). */
export function addEvent(event: StoredEvent, captured?: CapturedInput): void {
  ensureProject(event.projectId);
  state.events.push(event);
  index(event);
  state.version += 1;
  if (captured && !state.captured.includes(captured)) {
    state.captured.push(captured);
    scheduleSave();
  }
}

export function archivesOf(projectId: number, surveyId: string | null): ResponseArchive[] {
  return ensure().archives.filter(
    (archive) => archive.projectId === projectId && (surveyId === null || archive.surveyId === surveyId),
  );
}

export function setArchived(archive: ResponseArchive, archived: boolean): boolean {
  const { archives } = ensure();
  const at = archives.findIndex(
    (row) =>
      row.projectId === archive.projectId && row.surveyId === archive.surveyId && row.uuid === archive.uuid,
  );
  if (archived === at >= 0) return false;
  if (archived) archives.push(archive);
  else archives.splice(at, 1);
  state.version += 1;
  scheduleSave();
  return true;
}

/** A uuid derived from text, so a person gets the same id whenever the seed or a replay creates it. */
export function stableUuid(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return uuidFrom(seededRandom(hash >>> 0));
}

/** The project whose public token (`api_token`) this is; capture trims stray whitespace first. */
export function projectOfToken(token: string): number | null {
  return db.projects.find((project) => project.api_token === token)?.id ?? null;
}

/** Whether the events have been built (the first screen must never build them). */
export function eventStoreBuilt(): boolean {
  return state.ready;
}

/** Forgets the events in memory but not what is stored, as a page reload does. */
export function forgetEventsInMemory(): void {
  state = fresh();
}

onResetDb(() => {
  state = fresh();
  sources.clear();
  storage()?.removeItem(STORAGE_KEY);
});
