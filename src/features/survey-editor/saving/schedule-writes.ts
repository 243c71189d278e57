// Saving a schedule arms it, after the survey's own save: the survey's gate flag is found (the survey's
// linked flag, else by its key, archived flags included) or created off with a 100 % rollout, linked to
// the survey, the survey launched so posthog-js considers it, then the gate's scheduled changes made to
// say the schedule with the fewest writes. Only the pending changes the user was shown may be deleted, and
// the gate is switched on only when the user asks. Cancelling deletes those pending changes, unlinks the
// gate and soft-deletes it. Each step is named when it fails; the gate is found again, so saving again
// resumes where a failure stopped.
import type { QueryClient } from '@tanstack/react-query';
import type { SurveyRecord } from '@/contracts/survey';
import { isUnreadable } from '@/contracts/readable';
import { featureFlagsApi } from '@/entities/feature-flag/feature-flags.api';
import { featureFlagQueries } from '@/entities/feature-flag/feature-flags.queries';
import { scheduledChangesApi } from '@/entities/feature-flag/scheduled-changes.api';
import { scheduledChangeQueries } from '@/entities/feature-flag/scheduled-changes.queries';
import { readableChanges } from '@/entities/survey/api/survey-gate';
import { patchSurvey } from '@/entities/survey/api/patch-survey';
import { surveyQueries } from '@/entities/survey/api/surveys.queries';
import { gateFlagBody, gateFlagKey } from '@/entities/survey/schedule/gate-flag';
import { planScheduledChanges } from '@/entities/survey/schedule/plan';
import type { Schedule } from '@/entities/survey/schedule/schedule';
import { withWrite, type SurveyLike } from '@/entities/survey/versions/survey-shape';
import { writeBody } from '@/entities/survey/versions/survey-write';
import { approvalWords } from './approval';

/** A step of the schedule's writes failed: the survey itself was saved, the schedule only up to `step`. */
export class ScheduleStepError extends Error {
  constructor(
    readonly step: string,
    override readonly cause: unknown,
  ) {
    const held = approvalWords(cause);
    super(
      held
        ? `The survey was saved, but its schedule is not armed. ${held}`
        : `The survey was saved, but its schedule was not: ${step} failed (${cause instanceof Error ? cause.message : String(cause)}). Save again to finish it.`,
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
  /** The survey's PATCHes keep the cache through it (patchSurvey). */
  queryClient: QueryClient;
  projectId: number;
  /** The survey as the server has it after its own save (id, name, what it stored). */
  survey: { id: string; name: string; stored: SurveyLike };
  /** The schedule to arm; null cancels it (or, with `keepGate`, only switches the gate). */
  schedule: Schedule | null;
  /** On cancel: whether the survey stays launched (else it goes back to a draft). */
  keepLaunched?: boolean;
  /** The pending changes the user was shown: no other pending change is ever deleted. */
  removable: ReadonlySet<number>;
  /** The user asks for the gate to be on (launching now, or resuming a gate paused in PostHog). */
  switchOn: boolean;
  /** Nothing timed to arm or cancel: only switch the gate on, if asked. */
  keepGate?: boolean;
  now: Date;
}

const storedId = (stored: SurveyLike, field: string) =>
  typeof stored[field] === 'number' ? stored[field] : null;

type Gate = Exclude<Awaited<ReturnType<typeof featureFlagsApi.get>>, { problems: unknown }>;

const isArchived = (flag: Gate) => (flag as { archived?: unknown }).archived === true;

/**
 * The survey's gate: its linked flag when that is the gate (read by id, which PostHog answers for archived
 * flags too), else the flag with the gate's key. PostHog's list leaves archived flags out unless `archived`
 * is asked for (exclude_archived_unless_requested, products/feature_flags/backend/api/feature_flag.py
 * @ 00611561), and the key stays taken by one, so an archived gate is looked for too.
 */
async function findGate(projectId: number, surveyId: string, stored: SurveyLike): Promise<Gate | null> {
  const key = gateFlagKey(surveyId);
  const linked = storedId(stored, 'linked_flag_id');
  if (linked !== null) {
    const flag = await featureFlagsApi.get(projectId, linked).catch(() => null);
    if (flag && !isUnreadable(flag) && flag.key === key && !flag.deleted) return flag;
  }
  const plain = { search: key };
  // Not in the list's declared parameters: older servers ignore it, newer ones list archived flags.
  const archived = { search: key, archived: 'true' };
  for (const params of [plain, archived]) {
    const page = await featureFlagsApi.list(projectId, params);
    const found = page.results.find(
      (flag): flag is Gate => !isUnreadable(flag) && flag.key === key && !flag.deleted,
    );
    if (found) return found;
  }
  return null;
}

async function patchSchedule(write: ScheduleWrite, changes: Record<string, unknown>, what: string) {
  const { queryClient, projectId, survey } = write;
  const body = writeBody(survey.stored, withWrite(survey.stored, changes));
  if (Object.keys(body).length === 0) return null;
  return patchSurvey(queryClient, {
    projectId,
    surveyId: survey.id,
    body,
    action: `${what} survey ${survey.name}`,
  });
}

const switchOnStep = (projectId: number, gateId: number) =>
  step('switching the gate flag on', () =>
    featureFlagsApi.patch(projectId, gateId, { active: true }, { action: 'switch on the gate flag' }),
  );

/** The pending changes the plan would delete, minus those nobody showed the user. */
async function removeShown(projectId: number, ids: readonly number[], removable: ReadonlySet<number>) {
  for (const id of ids.filter((candidate) => removable.has(candidate)))
    await step('deleting a scheduled change', () =>
      scheduledChangesApi.remove(projectId, id, { action: 'delete a scheduled change of the survey' }),
    );
}

/**
 * Arms (or cancels) the survey's schedule. Returns the survey as the server answered its PATCH, or null
 * when the survey itself did not need one.
 */
export async function writeSchedule(write: ScheduleWrite): Promise<SurveyRecord | null> {
  const { projectId, survey, schedule, now, removable } = write;
  let gate = await step('finding the gate flag', () => findGate(projectId, survey.id, survey.stored));
  const linkedToGate = gate !== null && storedId(survey.stored, 'linked_flag_id') === gate.id;
  if (write.keepGate) {
    if (gate && write.switchOn && !gate.active) await switchOnStep(projectId, gate.id);
    return null;
  }
  if (!schedule) {
    if (!gate) return null;
    const gateId = gate.id;
    const existing = await step('reading the gate’s scheduled changes', async () =>
      readableChanges(await scheduledChangesApi.listByRecord(projectId, gateId)),
    );
    await removeShown(projectId, planScheduledChanges(null, gateId, existing, now).remove, removable);
    const unlinked = await step('unlinking the gate flag', () =>
      patchSchedule(
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
  if (gate && isArchived(gate))
    throw new ScheduleStepError(
      'checking the gate flag',
      new Error(
        `its gate flag “${gate.key}” is archived in PostHog, and Surveyor does not bring back what someone archived: unarchive it in PostHog, then save again`,
      ),
    );
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
      return created.data ?? (await findGate(projectId, survey.id, survey.stored));
    });
    if (!gate) throw new ScheduleStepError('creating the gate flag', new Error('its answer was unreadable'));
  }
  const gateId = gate.id;
  // Only a stop is left: the gate is switched on when the user asks (launching now, or resuming a gate
  // someone paused in PostHog), never behind the back of whoever switched it off.
  if (!schedule.launchAt && !gate.active && write.switchOn) await switchOnStep(projectId, gateId);
  const answer = await step('linking the gate flag and launching the survey', () =>
    patchSchedule(
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
  await removeShown(projectId, plan.remove, removable);
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
