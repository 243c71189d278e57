// The rows of the answers query read into what a results view counts: each submission once (its events
// grouped by `$survey_submission_id`, the latest non-empty answer to each question winning, as
// products/surveys/backend/responses/fetch_rows.py @ 1023e842 merges them; an older client's event without
// a submission id is a submission of its own), and per survey the sends. The shows, dismissals and the
// people behind every figure come counted from the tallies query (answers-query.ts) and join them here;
// each submission's person is read only when the answers are exported (`readPersons`).
import { FIXED_COLUMNS, type AnswersQuery } from './answers-query';

export interface Submission {
  projectId: number;
  surveyId: string;
  /** Its submission id, or the event's uuid for a client that sends none. */
  key: string;
  /** The uuid of its latest `survey sent` (what PostHog archives). */
  uuid: string;
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

interface SurveyReading {
  columns: AnswersQuery['answers'];
  tally: SurveyTally;
  /** Its submissions by key, each once. */
  submissions: Map<string, Submission>;
}

/** A survey's tally before anything is counted. */
export const emptyTally = (): SurveyTally => ({
  shown: 0,
  shownPersons: 0,
  dismissed: 0,
  dismissedPersons: 0,
  sent: 0,
  sentPersons: 0,
});

/**
 * Reads one project's rows (the survey id unless the query holds one survey, FIXED_COLUMNS, then the
 * answers), oldest first, into submissions and the tallies of their sends. Ten thousand rows are read on
 * the way to a results view's first chart: one lookup per row finds its survey's state, and nothing is
 * allocated for a row beyond its submission.
 */
export function readRows(
  projectId: number,
  rows: readonly (readonly unknown[])[],
  { answers, onlySurvey }: Pick<AnswersQuery, 'answers' | 'onlySurvey'>,
  into: ReadRows = { submissions: [], tallies: {} },
): ReadRows {
  // Where each fixed column sits: after the survey id when the rows carry one.
  const at = onlySurvey === null ? 1 : 0;
  const [uuidAt, submissionAt, timeAt, languageAt, iterationAt] = FIXED_COLUMNS.map(
    (_, index) => index + at,
  ) as [number, number, number, number, number];
  const columnsOf = new Map<string, AnswersQuery['answers']>();
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
    into.tallies[surveyId] ??= emptyTally();
    reading = { columns, tally: into.tallies[surveyId], submissions: new Map() };
    readings.set(surveyId, reading);
    return reading;
  };
  for (const row of rows) {
    const surveyId = onlySurvey ?? text(row[0]);
    const reading = surveyId === null ? undefined : readingOf(surveyId);
    if (surveyId === null || !reading) continue;
    const uuid = text(row[uuidAt]) ?? '';
    const key = text(row[submissionAt]) ?? uuid;
    const timeValue = row[timeAt];
    const at =
      typeof timeValue === 'number'
        ? timeValue
        : typeof timeValue === 'string'
          ? /^\d+$/.test(timeValue)
            ? Number(timeValue)
            : Date.parse(timeValue)
          : NaN;
    let submission = reading.submissions.get(key);
    if (!submission) {
      submission = {
        projectId,
        surveyId,
        key,
        uuid,
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
    submission.language = text(row[languageAt]) ?? submission.language;
    submission.iteration = text(row[iterationAt]) ?? submission.iteration;
    for (const column of reading.columns) {
      const answer = answerOf(row[column.column]);
      if (answer !== null) submission.answers[column.questionKey] = answer;
    }
  }
  for (const reading of readings.values()) reading.tally.sent = reading.submissions.size;
  return into;
}

const count = (value: unknown) => Number(value) || 0;

/**
 * Joins the tallies query's rows (survey id; shows and their persons; dismissals and their persons; the
 * persons who sent; those who dismissed or sent) to what `readRows` read: a dismisser who also sent is a
 * responder only, so the dismissers are those who dismissed or sent less those who sent. The responders
 * are the distinct persons of the survey's sends, as stats.py counts them.
 */
export function readTallies(rows: readonly (readonly unknown[])[], into: ReadRows): ReadRows {
  for (const row of rows) {
    const surveyId = text(row[0]);
    if (surveyId === null) continue;
    const tally = (into.tallies[surveyId] ??= emptyTally());
    tally.shown = count(row[1]);
    tally.shownPersons = count(row[2]);
    tally.dismissed = count(row[3]);
    tally.dismissedPersons = Math.max(0, count(row[6]) - count(row[5]));
    tally.sentPersons = count(row[5]);
  }
  return into;
}

/** A submission's name across projects and surveys, for the persons read at export. */
export const submissionRef = (item: Pick<Submission, 'projectId' | 'surveyId' | 'key'>) =>
  `${item.projectId}/${item.surveyId}/${item.key}`;

/**
 * Reads the persons query's rows (survey id, uuid, submission id, person; oldest first) into each
 * submission's person by `submissionRef`: the key found as `readRows` finds it, a later event's person
 * replacing an earlier one, as its other values do.
 */
export function readPersons(
  projectId: number,
  rows: readonly (readonly unknown[])[],
  into = new Map<string, string>(),
): Map<string, string> {
  for (const row of rows) {
    const surveyId = text(row[0]);
    const person = text(row[3]);
    if (surveyId === null || person === null) continue;
    const key = text(row[2]) ?? text(row[1]) ?? '';
    into.set(submissionRef({ projectId, surveyId, key }), person);
  }
  return into;
}
