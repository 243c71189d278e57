// Seeded survey answers: events as posthog-js would have sent them for the running and past surveys of
// Acme Web (1), Acme Mobile (2) and Northwind Storefront (121) over the twelve weeks before the demo's
// "now". Deterministic (seeded PRNGs, times relative to the start of the demo clock's UTC day), built on
// first use, never stored. Each survey gets as many submissions as its seeded answer count (the count
// responses_count then finds in them), in every shape the server meets: current clients (id-based and
// index-based keys, a submission id, several "survey sent" per submission when answers are sent question
// by question), older clients (index-based keys only, no submission id), abandoned answers (partial, then
// "survey dismissed" with $survey_partially_completed), plain shows and dismissals, iterations of a
// repeating survey, answers in French and German with translated choices, and test users (an
// @acme-test.com email, or a $host of localhost) that the projects' test account filters exclude.
import type { Survey } from '@/contracts/survey';
import { mockNow } from '../clock';
import { seededRandom } from '../ids';
import type { SeedBatch, StoredEvent, StoredPerson } from '../models/events/event-store';
import { answerQuestion, inLanguage, nextQuestion, questionText } from './survey-answers';
import { buildSeedRecordsAndAnswers } from './index';

const MINUTE = 60_000;
const DAY = 86_400_000;
/** How far back the seeded answers go from the demo's day. */
export const SEED_WEEKS = 12;
/** The domain of the seeded test users; the seeded projects' test account filters exclude it. */
export const TEST_EMAIL_DOMAIN = '@acme-test.com';
/** posthog-js versions: before submission ids and id-based keys, and a current one. */
export const LEGACY_LIB_VERSION = '1.75.3';
export const CURRENT_LIB_VERSION = '1.258.2';

type Random = () => number;
type Question = Record<string, unknown>;

const FIRST = ['ana', 'ben', 'chloe', 'dev', 'emma', 'felix', 'grace', 'hugo', 'ines', 'jon', 'kai', 'lea'];
const LAST = ['martin', 'schmidt', 'dubois', 'smith', 'rossi', 'kim', 'garcia', 'novak', 'silva', 'berg'];
const DOMAINS = ['gmail.com', 'example.com', 'fastmail.com', 'contoso.io', 'globex.dev'];
const PLANS = ['free', 'free', 'pro', 'enterprise'];
const GEO = [
  ['DE', 'Germany', 'Berlin'],
  ['US', 'United States', 'New York'],
  ['FR', 'France', 'Paris'],
  ['GB', 'United Kingdom', 'London'],
  ['IN', 'India', 'Bengaluru'],
] as const;

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/** A version-4-shaped uuid from four draws (ids.ts's uuidFrom draws 32: too slow for 100,000 events). */
export function fastUuid(random: Random): string {
  const word = () => {
    const value = (random() * 0x1_0000_0000) >>> 0;
    return HEX[value >>> 24]! + HEX[(value >>> 16) & 255]! + HEX[(value >>> 8) & 255]! + HEX[value & 255]!;
  };
  const [a, b, c, d] = [word(), word(), word(), word()];
  return `${a}-${b.slice(0, 4)}-4${b.slice(5)}-a${c.slice(1, 4)}-${c.slice(4)}${d}`;
}

/** The kind of client a project's respondents use. */
export interface Platform {
  host: string | null;
  url: string;
  libs: readonly string[];
  devices: readonly (readonly [device: string, browser: string, os: string])[];
}

export const WEB: Platform = {
  host: 'acme.test',
  url: 'https://acme.test',
  libs: ['web'],
  devices: [
    ['Desktop', 'Chrome', 'Mac OS X'],
    ['Desktop', 'Firefox', 'Windows'],
    ['Mobile', 'Mobile Safari', 'iOS'],
    ['Desktop', 'Safari', 'Mac OS X'],
  ],
};
const MOBILE: Platform = {
  host: null,
  url: 'AcmeMobile',
  libs: ['posthog-ios', 'posthog-android', 'posthog-react-native'],
  devices: [
    ['Mobile', 'Mobile Safari', 'iOS'],
    ['Mobile', 'Chrome', 'Android'],
  ],
};
const SERVER: Platform = { ...WEB, libs: ['posthog-python'] };
const NORTHWIND: Platform = { ...WEB, host: 'shop.northwind.test', url: 'https://shop.northwind.test' };

/** A pool of respondents: one in twelve a test user, some anonymous (no email). */
export function seedPersons(projectId: number, count: number, random: Random, since: number): StoredPerson[] {
  return Array.from({ length: count }, (_, i) => {
    const first = pick(random, FIRST);
    const last = pick(random, LAST);
    const email =
      i % 12 === 5
        ? `qa+${first}${i}${TEST_EMAIL_DOMAIN}`
        : random() < 0.25
          ? undefined
          : `${first}.${last}${i}@${pick(random, DOMAINS)}`;
    const properties: Record<string, unknown> = { plan: pick(random, PLANS) };
    if (email)
      Object.assign(properties, { email, name: `${first[0]!.toUpperCase()}${first.slice(1)} ${last}` });
    return {
      uuid: fastUuid(random),
      projectId,
      distinctId: fastUuid(random),
      created_at: since - Math.floor(random() * 60) * DAY,
      properties,
    };
  });
}

/**
 * A lean "survey sent"'s own properties (the bench's answers at scale): the survey, a new completed
 * submission and the questions shown, sent from the web; the caller adds the host, language and answers.
 */
export function seededSentProperties(
  survey: Survey,
  shown: readonly unknown[],
  random: Random,
): Record<string, unknown> {
  return {
    $survey_id: survey.id,
    $survey_name: survey.name,
    $survey_submission_id: fastUuid(random),
    $survey_completed: true,
    $survey_questions: shown,
    $lib: 'web',
  };
}

/** A lean "survey sent" of a seeded person (the bench's answers at scale), ingested half a second later. */
export function seededSentEvent(
  random: Random,
  projectId: number,
  person: StoredPerson,
  timestamp: number,
  properties: Record<string, unknown>,
): StoredEvent {
  return {
    uuid: fastUuid(random),
    projectId,
    event: 'survey sent',
    distinct_id: person.distinctId,
    timestamp,
    created_at: timestamp + 500,
    properties,
    personId: person.uuid,
    personProperties: person.properties,
    personless: false,
  };
}

/** The languages a survey was translated to, each with the share of respondents who read it. */
function languagesOf(survey: Survey): [string, number][] {
  const codes = new Set(Object.keys(survey.translations ?? {}));
  for (const question of (survey.questions ?? []) as Question[])
    for (const code of Object.keys((question.translations as object | undefined) ?? {})) codes.add(code);
  return [...codes].map((code) => [code, code === 'fr' ? 0.25 : 0.12]);
}

/** The 1-based iteration running at `at`, with its start date, for a repeating survey. */
function iterationAt(survey: Survey, at: number): [number, string] | null {
  const starts = (survey.iteration_start_dates ?? []).filter((date): date is string => Boolean(date));
  if (!starts.length) return null;
  let current = 0;
  starts.forEach((date, index) => {
    if (Date.parse(date) <= at) current = index;
  });
  return [current + 1, starts[current]!];
}

export interface SurveyEventPlan {
  projectId: number;
  survey: Survey;
  /** Unique submissions to make, abandoned ones included (what responses_count counts). */
  submissions: number;
  from: number;
  to: number;
  persons: readonly StoredPerson[];
  platform: Platform;
  random: Random;
}

/** The answers of one respondent: the questions their branching path visits, answered in order. */
function walk(random: Random, questions: Question[]): [number, string | string[]][] {
  const answers: [number, string | string[]][] = [];
  let index: number | null = 0;
  while (index !== null && index < questions.length && answers.length <= questions.length) {
    const question = questions[index]!;
    const answer = answerQuestion(random, question);
    if (answer !== undefined && !(question.optional === true && random() < 0.3))
      answers.push([index, answer]);
    index = nextQuestion(question, index, answer, questions.length);
  }
  return answers;
}

/** Every event of a survey's seeded submissions, shows and dismissals. */
export function surveyEvents(plan: SurveyEventPlan): StoredEvent[] {
  const { survey, random, persons, platform, projectId } = plan;
  const questions = (survey.questions ?? []) as Question[];
  const languages = languagesOf(survey);
  const events: StoredEvent[] = [];
  const span = Math.max(plan.to - plan.from, MINUTE);

  const respondent = () => persons[Math.floor(Math.pow(random(), 1.4) * persons.length)]!;
  const context = (person: StoredPerson) => {
    const [device, browser, os] = pick(random, platform.devices);
    const [code, country, city] = pick(random, GEO);
    const dev = platform.host !== null && random() < 0.04;
    const properties: Record<string, unknown> = {
      $lib: pick(random, platform.libs),
      $device_type: device,
      $browser: browser,
      $os: os,
      $session_id: fastUuid(random),
      $geoip_country_code: code,
      $geoip_country_name: country,
      $geoip_city_name: city,
      $survey_id: survey.id,
      $survey_name: survey.name,
    };
    if (platform.host !== null) {
      properties.$host = dev ? 'localhost:3000' : platform.host;
      properties.$current_url = `${dev ? 'http://localhost:3000' : platform.url}/${pick(random, ['', 'pricing', 'docs', 'checkout', 'dashboards'])}`;
    } else properties.$screen_name = pick(random, ['Home', 'Settings', 'Checkout']);
    return { person, properties };
  };
  const emit = (
    name: string,
    at: number,
    base: ReturnType<typeof context>,
    extra: Record<string, unknown>,
  ) => {
    events.push({
      uuid: fastUuid(random),
      projectId,
      event: name,
      distinct_id: base.person.distinctId,
      timestamp: Math.min(at, plan.to),
      created_at: Math.min(at, plan.to) + 800,
      properties: { ...base.properties, ...extra },
      personId: base.person.uuid,
      personProperties: base.person.properties,
      personless: false,
    });
  };

  for (let n = 0; n < plan.submissions; n += 1) {
    const base = context(respondent());
    const shownAt = plan.from + Math.floor(random() * span);
    const legacy = random() < 0.15;
    const language = legacy ? null : (languages.find(([, share]) => random() < share)?.[0] ?? null);
    const iteration = legacy ? null : iterationAt(survey, shownAt);
    const common: Record<string, unknown> = {
      $lib_version: legacy ? LEGACY_LIB_VERSION : CURRENT_LIB_VERSION,
    };
    if (language) common.$survey_language = language;
    if (iteration) {
      common.$survey_iteration = iteration[0];
      common.$survey_iteration_start_date = iteration[1];
    }
    emit('survey shown', shownAt, base, common);
    const answers = walk(random, questions).map(
      ([index, answer]) => [index, inLanguage(questions[index]!, answer, language)] as const,
    );
    const responded = `$survey_responded/${survey.id}${iteration ? `/${iteration[0]}` : ''}`;
    if (legacy) {
      const props: Record<string, unknown> = {
        ...common,
        $survey_questions: questions.map((q) => q.question),
      };
      for (const [index, answer] of answers)
        props[index === 0 ? '$survey_response' : `$survey_response_${index}`] = answer;
      emit('survey sent', shownAt + 20_000 + Math.floor(random() * 90_000), base, {
        ...props,
        $set: { [responded]: true },
      });
      continue;
    }
    const submissionId = fastUuid(random);
    const abandoned = answers.length > 1 && random() < 0.1;
    const kept = abandoned ? answers.slice(0, 1 + Math.floor(random() * (answers.length - 1))) : answers;
    const stepwise = abandoned || (kept.length > 1 && random() < 0.3);
    const steps = stepwise ? kept.map((_, at) => at + 1) : [kept.length];
    let at = shownAt;
    for (const step of steps) {
      at += 8_000 + Math.floor(random() * 40_000);
      const sofar = new Map(kept.slice(0, step));
      const props: Record<string, unknown> = {
        ...common,
        $survey_submission_id: submissionId,
        $survey_completed: !abandoned && step === kept.length,
        $survey_questions: questions.map((question, index) => ({
          id: question.id,
          question: questionText(question, language),
          response: sofar.get(index) ?? null,
        })),
        $set: { [responded]: true },
      };
      for (const [index, answer] of sofar) {
        props[`$survey_response_${String(questions[index]!.id)}`] = answer;
        props[index === 0 ? '$survey_response' : `$survey_response_${index}`] = answer;
      }
      emit('survey sent', at, base, props);
    }
    if (abandoned)
      emit('survey dismissed', at + 30_000, base, {
        ...common,
        $survey_partially_completed: true,
        $set: { [`$survey_dismissed/${survey.id}`]: true },
      });
    // Others who saw it and left it alone, or closed it without an answer.
    if (random() < 0.35)
      emit('survey shown', plan.from + Math.floor(random() * span), context(respondent()), common);
    if (random() < 0.2) {
      const other = context(respondent());
      const seenAt = plan.from + Math.floor(random() * span);
      emit('survey shown', seenAt, other, common);
      emit('survey dismissed', seenAt + 12_000, other, { ...common, $survey_partially_completed: false });
    }
  }
  return events;
}

/** The window a survey's answers fall in: its run, within the twelve weeks before `anchor`. */
export function answerWindow(survey: Survey, anchor: number): [number, number] | null {
  const start = survey.start_date ? Date.parse(survey.start_date) : NaN;
  if (!Number.isFinite(start) || start > anchor) return null;
  const end = Math.min(survey.end_date ? Date.parse(survey.end_date) : anchor, anchor);
  const from = Math.max(start, end - SEED_WEEKS * 7 * DAY, anchor - SEED_WEEKS * 7 * DAY);
  return from < end ? [from, end] : [Math.max(start, end - SEED_WEEKS * 7 * DAY), end];
}

/** The last seed built: the same day's seed is the same data, and nothing mutates a stored event. */
let built: { anchor: number; batch: SeedBatch } | null = null;

/**
 * The seeded answers of projects 1, 2 and 121 (Northwind Storefront), from the seed's own surveys (edits
 * and deletions aside): as many submissions as each seeded survey's answer count.
 */
export function buildSurveyEventSeed(): SeedBatch {
  const anchor = Math.floor(mockNow() / DAY) * DAY;
  if (built?.anchor === anchor) return built.batch;
  const { records, submissions: answers } = buildSeedRecordsAndAnswers();
  const batch: SeedBatch = { persons: [], events: [] };
  const projects: [number, number, Platform][] = [
    [1, 420, WEB],
    [2, 160, MOBILE],
    [121, 60, NORTHWIND],
  ];
  for (const [projectId, people, platform] of projects) {
    const random = seededRandom(20261128 + projectId);
    const persons = seedPersons(projectId, people, random, anchor - SEED_WEEKS * 7 * DAY);
    batch.persons.push(...persons);
    for (const { survey } of records.surveys.filter((stored) => stored.projectId === projectId)) {
      const submissions = answers[survey.id] ?? 0;
      const window = answerWindow(survey, anchor);
      if (!submissions || !window) continue;
      batch.events.push(
        ...surveyEvents({
          projectId,
          survey,
          submissions,
          from: window[0],
          to: window[1],
          persons,
          platform: survey.type === 'api' ? SERVER : platform,
          random,
        }),
      );
    }
  }
  built = { anchor, batch };
  return batch;
}
