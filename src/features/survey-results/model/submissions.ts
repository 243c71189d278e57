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

/** Reads one project's rows (FIXED_COLUMNS, then `answers`), oldest first, into submissions and tallies. */
export function readRows(
  projectId: number,
  rows: readonly (readonly unknown[])[],
  answers: readonly AnswerColumn[],
  into: ReadRows = { submissions: [], tallies: {} },
): ReadRows {
  const columnsOf = new Map<string, AnswerColumn[]>();
  for (const column of answers)
    columnsOf.set(column.surveyId, [...(columnsOf.get(column.surveyId) ?? []), column]);
  const bySubmission = new Map<string, Submission>();
  const persons = new Map<string, { shown: Set<string>; dismissed: Set<string>; sent: Set<string> }>();
  const tallyOf = (surveyId: string) => {
    into.tallies[surveyId] ??= {
      shown: 0,
      shownPersons: 0,
      dismissed: 0,
      dismissedPersons: 0,
      sent: 0,
      sentPersons: 0,
    };
    if (!persons.has(surveyId))
      persons.set(surveyId, { shown: new Set(), dismissed: new Set(), sent: new Set() });
    return { tally: into.tallies[surveyId], people: persons.get(surveyId)! };
  };
  for (const row of rows) {
    const [
      event,
      surveyValue,
      uuidValue,
      submissionValue,
      personValue,
      timeValue,
      language,
      iteration,
      partial,
    ] = row;
    const surveyId = text(surveyValue);
    const columns = surveyId === null ? undefined : columnsOf.get(surveyId);
    if (surveyId === null || !columns) continue;
    const { tally, people } = tallyOf(surveyId);
    const person = text(personValue);
    if (event === SURVEY_EVENTS.shown) {
      tally.shown += 1;
      if (person) people.shown.add(person);
      continue;
    }
    if (event === SURVEY_EVENTS.dismissed) {
      if (truthy(partial)) continue;
      tally.dismissed += 1;
      if (person) people.dismissed.add(person);
      continue;
    }
    if (event !== SURVEY_EVENTS.sent) continue;
    const uuid = text(uuidValue) ?? '';
    const key = `${surveyId}:${text(submissionValue) ?? uuid}`;
    const at = typeof timeValue === 'string' ? Date.parse(timeValue) : NaN;
    let submission = bySubmission.get(key);
    if (!submission) {
      submission = {
        projectId,
        surveyId,
        key: text(submissionValue) ?? uuid,
        uuid,
        personId: person,
        at,
        language: null,
        iteration: null,
        answers: {},
      };
      bySubmission.set(key, submission);
      into.submissions.push(submission);
    }
    // Rows come oldest first: each later event's non-empty values replace the earlier ones.
    if (!(at < submission.at)) {
      submission.at = at;
      submission.uuid = uuid || submission.uuid;
    }
    submission.personId = person ?? submission.personId;
    submission.language = text(language) ?? submission.language;
    submission.iteration = text(iteration) ?? submission.iteration;
    for (const column of columns) {
      const answer = answerOf(row[column.column]);
      if (answer !== null) submission.answers[column.questionKey] = answer;
    }
  }
  for (const [surveyId, people] of persons) {
    const tally = into.tallies[surveyId]!;
    const sent = new Set(
      into.submissions
        .filter((item) => item.surveyId === surveyId && item.personId)
        .map((item) => item.personId!),
    );
    tally.sent = into.submissions.filter((item) => item.surveyId === surveyId).length;
    tally.sentPersons = sent.size;
    tally.shownPersons = people.shown.size;
    tally.dismissedPersons = [...people.dismissed].filter((person) => !sent.has(person)).length;
  }
  return into;
}
