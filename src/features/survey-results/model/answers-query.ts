// The queries a results view sends per project. The answers: every `survey sent` of the picked surveys of
// that project (survey ids in one IN list), each question's answer read with getSurveyResponse (which
// takes the id-based key, else the older index-based one: posthog/models/surveys/util.py @ f0b67f32),
// oldest first so that the latest answer wins when a submission's events are merged. The tallies: the
// shows and dismissals counted by the server (one aggregate row per survey) rather than shipped as rows
// only to be counted. The project's own test account filters apply to both when asked (filterTestAccounts,
// events_query_runner.py @ 03cab37b). And the third, unfiltered count of submissions, so that the screen
// can say how many test users left out.
import type { EventsQuery } from '@/contracts/query';
import { SURVEY_EVENTS } from '@/contracts/events';
import type { Survey } from '@/contracts/survey';

/** A question's key within its survey: its id, or its position for a question stored without one. */
export const questionKey = (question: { id?: unknown }, index: number) =>
  typeof question.id === 'string' && question.id ? question.id : `#${index}`;

/** HogQL's string literal: backslashes and quotes escaped. */
export const hogqlString = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/**
 * The columns every row has, in this order, after the survey id (asked for only when the query holds more
 * than one survey: of one survey it would repeat the same 36 characters in every row) and before the
 * answers. The time comes as ms (toUnixTimestamp64Milli, posthog/hogql/functions/mapping.py @ af2acc5c):
 * 13 digits rather than a zoned ISO text of 29 characters, and nothing to parse. No person: 36 characters a
 * send that only the CSV's Person column reads (`personsQuery`, when exported); the responders are counted
 * by the tallies query.
 */
export const TIME_IN_MS = 'toUnixTimestamp64Milli(timestamp)';
export const FIXED_COLUMNS = [
  'uuid',
  'properties.$survey_submission_id',
  TIME_IN_MS,
  'properties.$survey_language',
  'properties.$survey_iteration',
] as const;

const SURVEY_ID = 'properties.$survey_id';

export interface AnswerColumn {
  surveyId: string;
  questionKey: string;
  /** The row's index of this answer. */
  column: number;
  multiple: boolean;
}

export interface RangeAndFilter {
  /** Leave out the project's test accounts (its test_account_filters). */
  filterTestAccounts: boolean;
  /** EventsQuery's `after` (relative like "-90d", a date, or "all"). */
  after: string;
  before?: string;
}

export interface AnswersQuery {
  query: EventsQuery;
  answers: AnswerColumn[];
  /** The survey of every row when the query holds one (its rows then carry no survey id). */
  onlySurvey: string | null;
}

const surveyIdsIn = (surveys: readonly Survey[]) =>
  `${SURVEY_ID} IN (${surveys.map((survey) => hogqlString(survey.id)).join(', ')})`;

/** The answers query of one project's surveys. */
export function answersQuery(surveys: readonly Survey[], range: RangeAndFilter): AnswersQuery {
  const onlySurvey = surveys.length === 1 ? surveys[0]!.id : null;
  const select: string[] = [...(onlySurvey === null ? [SURVEY_ID] : []), ...FIXED_COLUMNS];
  const answers: AnswerColumn[] = [];
  for (const survey of surveys)
    (survey.questions ?? []).forEach((question, index) => {
      const raw = question as { id?: unknown; type?: unknown };
      const multiple = raw.type === 'multiple_choice';
      const id = typeof raw.id === 'string' && raw.id ? raw.id : null;
      const args = [
        String(index),
        ...(id ? [hogqlString(id)] : []),
        ...(multiple ? [id ? 'true' : "'', true"] : []),
      ];
      answers.push({
        surveyId: survey.id,
        questionKey: questionKey(raw, index),
        column: select.length,
        multiple,
      });
      select.push(`getSurveyResponse(${args.join(', ')})`);
    });
  return {
    query: {
      kind: 'EventsQuery',
      select,
      where: [`event = ${hogqlString(SURVEY_EVENTS.sent)}`, surveyIdsIn(surveys)],
      filterTestAccounts: range.filterTestAccounts,
      after: range.after,
      ...(range.before ? { before: range.before } : {}),
      orderBy: ['timestamp ASC'],
    },
    answers,
    onlySurvey,
  };
}

/**
 * Who sent each submission, read when the answers are exported: the rows of the answers query's sends
 * (same surveys, range and filter, oldest first) with the survey id, the keys a submission is known by and
 * its person, and nothing else.
 */
export function personsQuery(surveys: readonly Survey[], range: RangeAndFilter): EventsQuery {
  return {
    kind: 'EventsQuery',
    select: [SURVEY_ID, 'uuid', 'properties.$survey_submission_id', 'person_id'],
    where: [`event = ${hogqlString(SURVEY_EVENTS.sent)}`, surveyIdsIn(surveys)],
    filterTestAccounts: range.filterTestAccounts,
    after: range.after,
    ...(range.before ? { before: range.before } : {}),
    orderBy: ['timestamp ASC'],
  };
}

/**
 * Per survey, the shows and dismissals and the people behind them, counted by the server: a dismissal that
 * closed a partial answer is none, and a person who dismissed and also sent counts as a responder only
 * (products/surveys/backend/responses/stats.py @ 7846bd9e), so the dismissers are those among dismissers
 * and senders together who are not senders. The sends themselves come from the answers.
 */
export function talliesQuery(surveys: readonly Survey[], range: RangeAndFilter): EventsQuery {
  const { shown, dismissed, sent } = SURVEY_EVENTS;
  const is = (event: string) => `event = ${hogqlString(event)}`;
  const personsOf = (condition: string) => `count(DISTINCT if(${condition}, person_id, NULL))`;
  return {
    kind: 'EventsQuery',
    select: [
      SURVEY_ID,
      `countIf(${is(shown)})`,
      personsOf(is(shown)),
      `countIf(${is(dismissed)})`,
      personsOf(is(dismissed)),
      personsOf(is(sent)),
      personsOf(`event != ${hogqlString(shown)}`),
    ],
    where: [
      `event IN (${[shown, dismissed, sent].map(hogqlString).join(', ')})`,
      surveyIdsIn(surveys),
      // A property missing reads NULL, and NULL != 'true' is not true: said apart.
      `event != ${hogqlString(dismissed)} OR properties.$survey_partially_completed IS NULL OR properties.$survey_partially_completed != 'true'`,
    ],
    filterTestAccounts: range.filterTestAccounts,
    after: range.after,
    ...(range.before ? { before: range.before } : {}),
    // One row per survey; EventsQuery answers 100 rows unless told.
    limit: Math.max(surveys.length, 1),
  };
}

/**
 * Submissions per survey without the test-account filters: one per `$survey_submission_id`, or per event
 * for older clients that send none (as the answers are counted).
 */
export function unfilteredCountQuery(surveys: readonly Survey[], range: RangeAndFilter): EventsQuery {
  return {
    kind: 'EventsQuery',
    select: [
      'properties.$survey_id',
      'count(DISTINCT coalesce(properties.$survey_submission_id, toString(uuid)))',
    ],
    where: [`event = ${hogqlString(SURVEY_EVENTS.sent)}`, surveyIdsIn(surveys)],
    filterTestAccounts: false,
    after: range.after,
    ...(range.before ? { before: range.before } : {}),
  };
}
