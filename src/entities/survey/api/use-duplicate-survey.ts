// A copy of a survey in its own project, under a name no survey there has yet ("NPS (copy)", then
// "NPS (copy 2)"…). It goes through useCreateSurvey, so the list and the cache learn of it as of any create.
import { useQueryClient } from '@tanstack/react-query';
import type { SurveyRecord } from '@/contracts/survey';
import { scheduleLeftBehind, toDuplicate } from '../model/survey-json';
import { surveyQueries } from './surveys.queries';
import { useCreateSurvey } from './use-survey-mutations';

/** The first of "name (copy)", "name (copy 2)"… that is not `taken`. */
export function uniqueCopyName(name: string, taken: ReadonlySet<string>): string {
  let candidate = `${name} (copy)`;
  for (let n = 2; taken.has(candidate); n += 1) candidate = `${name} (copy ${n})`;
  return candidate;
}

/** Names the project's surveys have; none when they cannot be read (the server then has its say). */
const TAKEN_NAMES_LIMIT = 1000;

export function useDuplicateSurvey(projectId: number) {
  const queryClient = useQueryClient();
  const create = useCreateSurvey(projectId);
  /**
   * Creates the copy; resolves with its name, the write and what the copy left behind, in words (null:
   * nothing). Rejects with a RangeError when what is stored is
   * nested too deeply to copy (nothing is sent then), or with the server's refusal (also in `error`).
   */
  const duplicate = async (record: SurveyRecord) => {
    const all = await queryClient
      .fetchQuery(surveyQueries.list(projectId, { limit: TAKEN_NAMES_LIMIT, offset: 0 }))
      .catch(() => null);
    const taken = new Set(
      (all?.results ?? []).flatMap((item) => ('survey' in item ? [item.survey.name] : [])),
    );
    const name = uniqueCopyName(record.survey.name, taken);
    const written = await create.mutateAsync(toDuplicate(record, name));
    return { name, written, leftBehind: scheduleLeftBehind(record) };
  };
  return { duplicate, isPending: create.isPending, error: create.error };
}
