// What a results view reads, as queryOptions (cached by TanStack Query, dropped with the connection): per
// project, the answers query (every page), the shows and dismissals counted by the server, and the
// unfiltered count beside them, all through the budgeted runner; per survey, PostHog's own stats (which cannot leave test users out) and its archived answers. Who sent each answer is read only when the answers are exported.
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { archivedResponseUuids, surveyStats } from '@/contracts/events';
import type { Survey } from '@/contracts/survey';
import { api, pathSegment } from '@/lib/api/client';
import { runEventsQuery, runEveryPage } from '@/entities/results/query-runner';
import { RESULTS_QUERY_ROOT } from '@/entities/results/use-walk-recorder';
import {
  answersQuery,
  personsQuery,
  talliesQuery,
  unfilteredCountQuery,
  type RangeAndFilter,
} from './model/answers-query';
import { readPersons, readRows, readTallies, type ReadRows } from './model/submissions';

export interface ProjectAnswers extends ReadRows {
  projectId: number;
  /** Submissions per survey with test users in (the second, unfiltered count). */
  unfiltered: Record<string, number>;
  /** Queries and pages this read took. */
  pages: number;
}

/** Kept a minute: switching tabs or filters back and forth reads nothing again. */
const RESULTS_STALE = 60_000;

export const resultsKeys = {
  all: RESULTS_QUERY_ROOT,
  project: (projectId: number) => [...resultsKeys.all, 'project', projectId] as const,
  survey: (projectId: number, surveyId: string) =>
    [...resultsKeys.all, 'survey', projectId, surveyId] as const,
};

/** The answers of `surveys` (all of `projectId`) in the range, with or without test users. */
export function projectAnswersQuery(
  projectId: number,
  surveys: readonly Survey[],
  range: RangeAndFilter,
  options: { async?: boolean; pageSize?: number; first?: boolean } = {},
) {
  const { query, answers, onlySurvey } = answersQuery(surveys, range);
  const tallies = talliesQuery(surveys, range);
  const count = unfilteredCountQuery(surveys, range);
  return queryOptions({
    queryKey: [
      ...resultsKeys.project(projectId),
      query,
      tallies,
      count,
      answers,
      onlySurvey,
      range,
      options,
    ] as const,
    queryFn: async ({ signal }): Promise<ProjectAnswers> => {
      // The counts are one row per survey, answered at once: only the answers take the async path (a
      // poll's first wait alone is 50 ms, and ten projects' counts queue behind three slots).
      // The first chart's project (`first`) goes ahead of the others for each of its queries and pages.
      const counting = { signal, first: options.first };
      const [rows, tallied, counted] = await Promise.all([
        runEveryPage(projectId, query, { ...counting, async: options.async, pageSize: options.pageSize }),
        runEventsQuery(projectId, tallies, counting),
        // Without the filter the count is the same: not asked twice.
        range.filterTestAccounts ? runEventsQuery(projectId, count, counting) : null,
      ]);
      const read = readTallies(tallied.results, readRows(projectId, rows.results, { answers, onlySurvey }));
      const unfiltered: Record<string, number> = {};
      if (counted) {
        for (const [surveyId, submissions] of counted.results)
          if (typeof surveyId === 'string') unfiltered[surveyId] = Number(submissions) || 0;
      } else for (const [surveyId, tally] of Object.entries(read.tallies)) unfiltered[surveyId] = tally.sent;
      return { ...read, projectId, unfiltered, pages: rows.pages + 1 + (counted ? 1 : 0) };
    },
    staleTime: RESULTS_STALE,
  });
}

/**
 * Each submission's person (by `submissionRef`) in the projects of a view, for its CSV: one persons query
 * per project, every page, through the budgeted runner (the async path when there are several projects,
 * as the answers took).
 */
export async function submissionPersons(
  parts: readonly { projectId: number; surveys: readonly Survey[] }[],
  range: RangeAndFilter,
  options: { signal?: AbortSignal } = {},
): Promise<Map<string, string>> {
  const persons = new Map<string, string>();
  const reads = await Promise.all(
    parts.map((part) =>
      runEveryPage(part.projectId, personsQuery(part.surveys, range), {
        signal: options.signal,
        async: parts.length > 1,
      }),
    ),
  );
  reads.forEach((read, i) => readPersons(parts[i]!.projectId, read.results, persons));
  return persons;
}

const surveyPath = (projectId: number, surveyId: string) =>
  `/api/projects/${pathSegment(projectId)}/surveys/${pathSegment(surveyId)}/`;

/** PostHog's own figures of one survey (GET …/stats/): they always include test users. */
export const surveyStatsQuery = (projectId: number, surveyId: string) =>
  queryOptions({
    queryKey: [...resultsKeys.survey(projectId, surveyId), 'stats'] as const,
    queryFn: ({ signal }) => api.get(`${surveyPath(projectId, surveyId)}stats/`, surveyStats, { signal }),
    staleTime: RESULTS_STALE,
  });

/** The representative event uuids of a survey's archived answers. */
export const archivedQuery = (projectId: number, surveyId: string) =>
  queryOptions({
    queryKey: [...resultsKeys.survey(projectId, surveyId), 'archived'] as const,
    queryFn: ({ signal }) =>
      api.get(`${surveyPath(projectId, surveyId)}archived-response-uuids/`, archivedResponseUuids, {
        signal,
      }),
    staleTime: RESULTS_STALE,
  });

/** Archives (or brings back) one answer by its representative event's uuid (survey:write). */
export function archiveAnswer(projectId: number, surveyId: string, uuid: string, archived: boolean) {
  return api.post(
    `${surveyPath(projectId, surveyId)}responses/${pathSegment(uuid)}/${archived ? 'archive' : 'unarchive'}/`,
    {},
    z.unknown(),
    { action: archived ? 'Archive an answer' : 'Bring back an answer' },
  );
}
