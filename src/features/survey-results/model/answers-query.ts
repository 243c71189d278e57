// The one EventsQuery a results view sends per project: every survey event of the picked surveys of that
// project (survey ids in one IN list), each question's answer read with getSurveyResponse (which takes
// the id-based key, else the older index-based one: posthog/models/surveys/util.py @ f0b67f32), oldest
// first so that the latest answer wins when a submission's events are merged. The project's own test
// account filters apply when asked (filterTestAccounts, events_query_runner.py @ 03cab37b). And the
// second, unfiltered count of submissions, so that the screen can say how many test users left out.
import type { EventsQuery } from '@/contracts/query';
import { SURVEY_EVENTS } from '@/contracts/events';
import type { Survey } from '@/contracts/survey';

/** A question's key within its survey: its id, or its position for a question stored without one. */
export const questionKey = (question: { id?: unknown }, index: number) =>
  typeof question.id === 'string' && question.id ? question.id : `#${index}`;

/** HogQL's string literal: backslashes and quotes escaped. */
export const hogqlString = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** The columns every row has, in this order, before the answers. */
export const FIXED_COLUMNS = [
  'event',
  'properties.$survey_id',
  'uuid',
  'properties.$survey_submission_id',
  'person_id',
  'timestamp',
  'properties.$survey_language',
  'properties.$survey_iteration',
  'properties.$survey_partially_completed',
] as const;

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
}

const surveyIdsIn = (surveys: readonly Survey[]) =>
  `properties.$survey_id IN (${surveys.map((survey) => hogqlString(survey.id)).join(', ')})`;

/** The answers query of one project's surveys. */
export function answersQuery(surveys: readonly Survey[], range: RangeAndFilter): AnswersQuery {
  const select: string[] = [...FIXED_COLUMNS];
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
  const events = Object.values(SURVEY_EVENTS).map(hogqlString).join(', ');
  return {
    query: {
      kind: 'EventsQuery',
      select,
      where: [`event IN (${events})`, surveyIdsIn(surveys)],
      filterTestAccounts: range.filterTestAccounts,
      after: range.after,
      ...(range.before ? { before: range.before } : {}),
      orderBy: ['timestamp ASC'],
    },
    answers,
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
