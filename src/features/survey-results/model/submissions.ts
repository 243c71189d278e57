// The rows of the answers query read into what a results view counts: each submission once (its events
// grouped by `$survey_submission_id`, the latest non-empty answer to each question winning, as
// products/surveys/backend/responses/fetch_rows.py @ 1023e842 merges them; an older client's event without
// a submission id is a submission of its own), and per survey the shows, dismissals and sends with the
// people behind them (products/surveys/backend/responses/stats.py @ 7846bd9e: a dismissal that was a
// partial answer is not one, and a person who dismissed and also sent counts as a responder only).
import { SURVEY_EVENTS } from '@/contracts/events';
import type { AnswerColumn } from './answers-query';

export interface Submission {
  projectId: number;
  surveyId: string;
  /** Its submission id, or the event's uuid for a client that sends none. */
  key: string;
  /** The uuid of its latest `survey sent` (what PostHog archives). */
  uuid: string;
  personId: string | null;
  /** Time of its latest `survey sent`, in ms. */
  at: number;
  language: string | null;
  iteration: string | null;
  /** Each question's answer (by question key): a text, or a list for a multiple choice. */
  answers: Record<string, string | string[]>;
}

export interface SurveyTally {
  shown: number;
  shownPersons: number;
  dismissed: number;
  dismissedPersons: number;
  /** Submissions (each once). */
  sent: number;
  sentPersons: number;
}

export interface ReadRows {
  submissions: Submission[];
  tallies: Record<string, SurveyTally>;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null;

/** An answer worth keeping: a non-blank text, or a list with at least one item. */
function answerOf(value: unknown): string | string[] | null {
  if (Array.isArray(value)) {
    const items = value.filter((item): item is string => typeof item === 'string' && item !== '');
    return items.length ? items : null;
  }
  if (typeof value === 'string' && value.startsWith('[')) {
    // A list read as its JSON text (a property read without its definition).
    try {
      const parsed: unknown = JSON.parse(value);
      if (Array.isArray(parsed))
        return answerOf(parsed.map((item) => (typeof item === 'string' ? item : String(item))));
    } catch {
      // Not a list: a text answer that starts with "[".
    }
  }
  return text(value);
}

const truthy = (value: unknown) => value === true || value === 'true';

interface SurveyReading {
  columns: readonly AnswerColumn[];
  tally: SurveyTally;
  /** Its submissions by key, each once. */
  submissions: Map<string, Submission>;
  shown: Set<string>;
  dismissed: Set<string>;
}

/**
 * Reads one project's rows (FIXED_COLUMNS, then `answers`), oldest first, into submissions and tallies.
 * Ten thousand rows are read on the way to a results view's first chart: one lookup per row finds its
 * survey's state, and nothing is allocated for a row beyond its submission.
 */
export function readRows(
  projectId: number,
  rows: readonly (readonly unknown[])[],
  answers: readonly AnswerColumn[],
  into: ReadRows = { submissions: [], tallies: {} },
): ReadRows {
  const columnsOf = new Map<string, AnswerColumn[]>();
  for (const column of answers) {
    const list = columnsOf.get(column.surveyId);
    if (list) list.push(column);
    else columnsOf.set(column.surveyId, [column]);
  }
  const readings = new Map<string, SurveyReading>();
  const readingOf = (surveyId: string): SurveyReading | undefined => {
    let reading = readings.get(surveyId);
    if (reading) return reading;
    const columns = columnsOf.get(surveyId);
    if (!columns) return undefined;
    into.tallies[surveyId] ??= {
      shown: 0,
      shownPersons: 0,
      dismissed: 0,
      dismissedPersons: 0,
      sent: 0,
      sentPersons: 0,
    };
    reading = {
      columns,
      tally: into.tallies[surveyId],
      submissions: new Map(),
      shown: new Set(),
      dismissed: new Set(),
    };
    readings.set(surveyId, reading);
    return reading;
  };
  for (const row of rows) {
    const surveyId = text(row[1]);
    const reading = surveyId === null ? undefined : readingOf(surveyId);
    if (surveyId === null || !reading) continue;
    const event = row[0];
    const person = text(row[4]);
    if (event === SURVEY_EVENTS.shown) {
      reading.tally.shown += 1;
      if (person) reading.shown.add(person);
      continue;
    }
    if (event === SURVEY_EVENTS.dismissed) {
      if (truthy(row[8])) continue;
      reading.tally.dismissed += 1;
      if (person) reading.dismissed.add(person);
      continue;
    }
    if (event !== SURVEY_EVENTS.sent) continue;
    const uuid = text(row[2]) ?? '';
    const key = text(row[3]) ?? uuid;
    const timeValue = row[5];
    const at = typeof timeValue === 'string' ? Date.parse(timeValue) : NaN;
    let submission = reading.submissions.get(key);
    if (!submission) {
      submission = {
        projectId,
        surveyId,
        key,
        uuid,
        personId: person,
        at,
        language: null,
        iteration: null,
        answers: {},
      };
      reading.submissions.set(key, submission);
      into.submissions.push(submission);
    }
    // Rows come oldest first: each later event's non-empty values replace the earlier ones.
    if (!(at < submission.at)) {
      submission.at = at;
      submission.uuid = uuid || submission.uuid;
    }
    submission.personId = person ?? submission.personId;
    submission.language = text(row[6]) ?? submission.language;
    submission.iteration = text(row[7]) ?? submission.iteration;
    for (const column of reading.columns) {
      const answer = answerOf(row[column.column]);
      if (answer !== null) submission.answers[column.questionKey] = answer;
    }
  }
  for (const [surveyId, reading] of readings) {
    const { tally } = reading;
    const ofSurvey = into.submissions.filter((item) => item.surveyId === surveyId);
    const sent = new Set(ofSurvey.flatMap((item) => (item.personId ? [item.personId] : [])));
    tally.sent = ofSurvey.length;
    tally.sentPersons = sent.size;
    tally.shownPersons = reading.shown.size;
    tally.dismissedPersons = [...reading.dismissed].filter((person) => !sent.has(person)).length;
  }
  return into;
}
