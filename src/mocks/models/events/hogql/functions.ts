// HogQL's non-aggregate functions the demo backend evaluates, by their HogQL names (posthog/hogql/
// functions/mapping.py @ af2acc5c): dates in the project's zone, instants in ms, null handling, text, and the survey
// helpers getSurveyResponse and uniqueSurveySubmissionsFilter.
import type { StoredEvent } from '../event-store';
import { latestSubmissionUuids } from '../survey-submissions';
import { localDay, startOfDay } from '../../zoned-time';
import { HogqlError, type Node } from './parse';
import { hogqlText, instantOfText, same, truthy, type Compiled, type CompileContext } from './values';

export type FunctionCompiler = (args: Compiled[], context: CompileContext, nodes: Node[]) => Compiled;

const constantArg = (nodes: Node[], index: number, name: string) => {
  const node = nodes[index];
  if (node?.kind !== 'const') throw new HogqlError(`${name} takes a constant as argument ${index + 1}`);
  return node.value;
};

const time = (args: Compiled[], name: string) => {
  if (args[0]?.type !== 'DateTime') throw new HogqlError(`${name} takes a timestamp`);
  return args[0].fn;
};

/** Non-aggregate functions, by their HogQL names. */
export const FUNCTIONS: Record<string, FunctionCompiler> = {
  toStartOfWeek: (args, context, nodes) => {
    const value = time(args, 'toStartOfWeek');
    const mode = nodes[1] ? Number(constantArg(nodes, 1, 'toStartOfWeek')) : 0;
    const day = localDay(context.zone, (date) => {
      const back = mode % 2 === 1 ? (date.getUTCDay() + 6) % 7 : date.getUTCDay();
      return new Date(date.getTime() - back * 86_400_000).toISOString().slice(0, 10);
    });
    return { fn: (row) => day(value(row) as number), type: 'Date' };
  },
  toStartOfMonth: (args, context) => {
    const value = time(args, 'toStartOfMonth');
    const day = localDay(context.zone, (date) => `${date.toISOString().slice(0, 7)}-01`);
    return { fn: (row) => day(value(row) as number), type: 'Date' };
  },
  toDate: (args, context) => {
    const value = time(args, 'toDate');
    const day = localDay(context.zone, (date) => date.toISOString().slice(0, 10));
    return { fn: (row) => day(value(row) as number), type: 'Date' };
  },
  toStartOfDay: (args, context) => {
    const value = time(args, 'toStartOfDay');
    return { fn: (row) => startOfDay(value(row) as number, context.zone), type: 'DateTime' };
  },
  /** The instant in ms (ClickHouse's toUnixTimestamp64Milli of a DateTime64; a text is refused). */
  toUnixTimestamp64Milli: (args) => {
    const fn = time(args, 'toUnixTimestamp64Milli');
    return { fn: (row) => fn(row), type: 'Int64' };
  },
  isNull: ([arg]) => ({ fn: (row) => arg!.fn(row) === null, type: 'UInt8' }),
  isNotNull: ([arg]) => ({ fn: (row) => arg!.fn(row) !== null, type: 'UInt8' }),
  coalesce: (args) => ({
    fn: (row) => {
      for (const arg of args) {
        const value = arg.fn(row);
        if (value !== null) return value;
      }
      return null;
    },
    type: args[0]?.type ?? 'Nullable(Nothing)',
  }),
  ifNull: (args) => FUNCTIONS.coalesce!(args, {} as CompileContext, []),
  nullIf: ([a, b]) => ({ fn: (row) => (same(a!.fn(row), b!.fn(row)) ? null : a!.fn(row)), type: a!.type }),
  if: ([condition, then, otherwise]) => ({
    fn: (row) => (truthy(condition!.fn(row)) ? then!.fn(row) : otherwise!.fn(row)),
    type: then!.type,
  }),
  concat: (args) => ({
    fn: (row) => args.map((arg) => hogqlText(arg.fn(row)) ?? '').join(''),
    type: 'String',
  }),
  lower: ([arg]) => ({ fn: (row) => hogqlText(arg!.fn(row))?.toLowerCase() ?? null, type: arg!.type }),
  upper: ([arg]) => ({ fn: (row) => hogqlText(arg!.fn(row))?.toUpperCase() ?? null, type: arg!.type }),
  trim: ([arg]) => ({ fn: (row) => hogqlText(arg!.fn(row))?.trim() ?? null, type: arg!.type }),
  length: ([arg]) => ({
    fn: (row) => {
      const value = arg!.fn(row);
      return Array.isArray(value) ? value.length : (hogqlText(value)?.length ?? null);
    },
    type: 'UInt64',
  }),
  toFloat: ([arg]) => ({
    fn: (row) => {
      const value = Number(arg!.fn(row));
      return arg!.fn(row) === null || !Number.isFinite(value) ? null : value;
    },
    type: 'Float64',
  }),
  toInt: ([arg]) => ({
    fn: (row) => {
      const value = Math.trunc(Number(arg!.fn(row)));
      return arg!.fn(row) === null || !Number.isFinite(value) ? null : value;
    },
    type: 'Int64',
  }),
  /**
   * getSurveyResponse(index, question_id?, is_multiple?): the id-based key, else the index-based one,
   * each only when it holds text (JSONExtractString), or for a multiple choice the first non-empty list
   * (posthog/models/surveys/util.py @ f0b67f32, get_survey_response_clickhouse_query). The lists' items
   * come back as their text (ClickHouse gives them as raw JSON items).
   */
  getSurveyResponse: (_args, _context, nodes) => {
    const index = Number(constantArg(nodes, 0, 'getSurveyResponse'));
    const id = nodes[1] ? constantArg(nodes, 1, 'getSurveyResponse') : null;
    const multiple = nodes[2] ? constantArg(nodes, 2, 'getSurveyResponse') === true : false;
    const indexKey = index === 0 ? '$survey_response' : `$survey_response_${index}`;
    const fixedKey = id ? `$survey_response_${String(id)}` : null;
    const idKey = (event: StoredEvent) => {
      if (fixedKey) return fixedKey;
      const questions = event.properties.$survey_questions;
      const question = Array.isArray(questions)
        ? (questions[index] as { id?: unknown } | undefined)
        : undefined;
      return `$survey_response_${typeof question?.id === 'string' ? question.id : ''}`;
    };
    if (multiple)
      return {
        fn: ({ event }) => {
          const byId = event.properties[idKey(event)];
          const list = Array.isArray(byId) && byId.length ? byId : event.properties[indexKey];
          return Array.isArray(list) ? list.map((item) => hogqlText(item) ?? '') : [];
        },
        type: 'Array(String)',
      };
    const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
    return {
      fn: ({ event }) => text(event.properties[idKey(event)]) ?? text(event.properties[indexKey]),
      type: 'Nullable(String)',
    };
  },
  /** uniqueSurveySubmissionsFilter(survey_id[, from, to]): the latest "survey sent" of each submission. */
  uniqueSurveySubmissionsFilter: (_args, context, nodes) => {
    const surveyId = String(constantArg(nodes, 0, 'uniqueSurveySubmissionsFilter'));
    const bound = (index: number) =>
      nodes[index]
        ? instantOfText(String(constantArg(nodes, index, 'uniqueSurveySubmissionsFilter')), context.zone)
        : null;
    const from = bound(1);
    const to = bound(2);
    return { fn: ({ event }) => latestSubmissionUuids(surveyId, from, to).has(event.uuid), type: 'UInt8' };
  },
};

const toText: FunctionCompiler = ([arg]) => ({ fn: (row) => hogqlText(arg!.fn(row)), type: 'String' });
// Assigned, not written in the literal: a `toString` key there is typed as Object's own method.
Object.assign(FUNCTIONS, { toString: toText });
