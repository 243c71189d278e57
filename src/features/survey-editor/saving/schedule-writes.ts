// Saving a schedule arms it (issue 26), after the survey's own save: the survey's gate flag is found by its
// key (or created off, 100 % rollout), linked to the survey, the survey launched so posthog-js considers it,
// then the gate's scheduled changes made to say the schedule with the fewest writes. Cancelling deletes the
// pending changes, unlinks the gate and soft-deletes it. Each step is named when it fails; the gate is found
// by its key, so saving again resumes where a failure stopped.
import type { QueryClient } from '@tanstack/react-query';
import type { SurveyRecord, SurveyWriteBody } from '../../../contracts/survey';
import { isUnreadable } from '../../../contracts/readable';
import { featureFlagsApi } from '../../../entities/feature-flag/feature-flags.api';
import { featureFlagQueries } from '../../../entities/feature-flag/feature-flags.queries';
import { scheduledChangesApi } from '../../../entities/feature-flag/scheduled-changes.api';
import { scheduledChangeQueries } from '../../../entities/feature-flag/scheduled-changes.queries';
import { readableChanges } from '../../../entities/survey/api/survey-gate';
import { surveysApi } from '../../../entities/survey/api/surveys.api';
import { surveyQueries } from '../../../entities/survey/api/surveys.queries';
import { gateFlagBody, gateFlagKey } from '../../../entities/survey/schedule/gate-flag';
import { planScheduledChanges } from '../../../entities/survey/schedule/plan';
import type { Schedule } from '../../../entities/survey/schedule/schedule';
import { withWrite, type SurveyLike } from '../../../entities/survey/versions/survey-shape';
import { writeBody } from '../../../entities/survey/versions/survey-write';

/** A step of the schedule's writes failed: the survey itself was saved, the schedule only up to `step`. */
export class ScheduleStepError extends Error {
  constructor(
    readonly step: string,
    override readonly cause: unknown,
  ) {
    super(
      `The survey was saved, but its schedule was not: ${step} failed (${cause instanceof Error ? cause.message : String(cause)}). Save again to finish it.`,
    );
    this.name = 'ScheduleStepError';
  }
}

async function step<T>(name: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new ScheduleStepError(name, error);
  }
}

export interface ScheduleWrite {
  projectId: number;
  /** The survey as the server has it after its own save (id, name, what it stored). */
  survey: { id: string; name: string; stored: SurveyLike };
  /** The schedule to arm; null cancels it. */
  schedule: Schedule | null;
  /** On cancel: whether the survey stays launched (else it goes back to a draft). */
  keepLaunched?: boolean;
  now: Date;
}

async function findGate(projectId: number, surveyId: string) {
  const key = gateFlagKey(surveyId);
  const page = await featureFlagsApi.list(projectId, { search: key });
  return (
    page.results.find(
      (flag): flag is Exclude<typeof flag, { problems: unknown }> =>
        !isUnreadable(flag) && flag.key === key && !flag.deleted,
    ) ?? null
  );
}

const storedId = (stored: SurveyLike, field: string) =>
  typeof stored[field] === 'number' ? stored[field] : null;

async function patchSurvey(write: ScheduleWrite, changes: Record<string, unknown>, what: string) {
  const { projectId, survey } = write;
  const body = writeBody(survey.stored, withWrite(survey.stored, changes));
  if (Object.keys(body).length === 0) return null;
  return surveysApi.update(projectId, survey.id, body as SurveyWriteBody, {
    action: `${what} survey ${survey.name}`,
  });
}

/**
 * Arms (or cancels) the survey's schedule. Returns the survey as the server answered its PATCH, or null
 * when the survey itself did not need one.
 */
export async function writeSchedule(write: ScheduleWrite): Promise<SurveyRecord | null> {
  const { projectId, survey, schedule, now } = write;
  let gate = await step('finding the gate flag', () => findGate(projectId, survey.id));
  const linkedToGate = gate !== null && storedId(survey.stored, 'linked_flag_id') === gate.id;
  if (!schedule) {
    if (!gate) return null;
    const gateId = gate.id;
    const existing = await step('reading the gate’s scheduled changes', async () =>
      readableChanges(await scheduledChangesApi.listByRecord(projectId, gateId)),
    );
    for (const id of planScheduledChanges(null, gateId, existing, now).remove)
      await step('deleting a scheduled change', () =>
        scheduledChangesApi.remove(projectId, id, { action: 'delete a scheduled change of the survey' }),
      );
    const unlinked = await step('unlinking the gate flag', () =>
      patchSurvey(
        write,
        {
          ...(linkedToGate ? { linked_flag_id: null } : {}),
          ...(write.keepLaunched ? {} : { start_date: null }),
        },
        'unschedule',
      ),
    );
    await step('deleting the gate flag', () =>
      featureFlagsApi.patch(projectId, gateId, { deleted: true }, { action: 'delete the gate flag' }),
    );
    return unlinked?.data ?? null;
  }
  const launched = typeof survey.stored.start_date === 'string' && !survey.stored.end_date;
  if (!gate) {
    // A running survey given only a stop time: the gate starts on, so nothing hides it meanwhile.
    const active = launched && !schedule.launchAt;
    gate = await step('creating the gate flag', async () => {
      const created = await featureFlagsApi.create(
        projectId,
        { ...gateFlagBody(survey), active },
        { action: `create the gate flag of survey ${survey.name}` },
      );
      return created.data ?? (await findGate(projectId, survey.id));
    });
    if (!gate) throw new ScheduleStepError('creating the gate flag', new Error('its answer was unreadable'));
  }
  const gateId = gate.id;
  // Only a stop is left (launched now, or running): the gate must be on, or the survey stays hidden.
  if (!schedule.launchAt && !gate.active)
    await step('switching the gate flag on', () =>
      featureFlagsApi.patch(projectId, gateId, { active: true }, { action: 'switch on the gate flag' }),
    );
  const answer = await step('linking the gate flag and launching the survey', () =>
    patchSurvey(
      write,
      {
        linked_flag_id: gateId,
        start_date: launched ? survey.stored.start_date : now.toISOString(),
        end_date: null,
      },
      'schedule',
    ),
  );
  const existing = await step('reading the gate’s scheduled changes', async () =>
    readableChanges(await scheduledChangesApi.listByRecord(projectId, gateId)),
  );
  const plan = planScheduledChanges(schedule, gateId, existing, now);
  for (const id of plan.remove)
    await step('deleting a scheduled change', () =>
      scheduledChangesApi.remove(projectId, id, { action: 'delete a scheduled change of the survey' }),
    );
  for (const body of plan.create)
    await step(body.payload.value ? 'scheduling the launch' : 'scheduling the stop', () =>
      scheduledChangesApi.create(projectId, body, { action: 'schedule a change of the survey' }),
    );
  return answer?.data ?? null;
}

/** What the schedule's writes touched is read again: the survey, the flags and their scheduled changes. */
export async function invalidateScheduleReads(queryClient: QueryClient, projectId: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: surveyQueries.all(projectId) }),
    queryClient.invalidateQueries({ queryKey: featureFlagQueries.all(projectId) }),
    queryClient.invalidateQueries({ queryKey: scheduledChangeQueries.all(projectId) }),
  ]);
}
