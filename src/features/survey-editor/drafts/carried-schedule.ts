// A new survey whose schedule could not be written: the survey exists, so the editor moves to it, and the
// schedule the user typed goes with it in the router's state, to be filled in again as an unsaved change
// with the reason (a failed save never discards what was typed). The state is dropped once read, so a
// reload does not bring it back after it has been saved.
import { z } from 'zod';
import { scheduleSchema, type ScheduleValues } from '../settings/schedule';

export interface CarriedSchedule {
  schedule: ScheduleValues;
  /** Why it was not written, in the words of the failed step. */
  reason: string;
}

const carriedState = z.object({
  carriedSchedule: z.object({ schedule: scheduleSchema, reason: z.string() }),
});

/** The router state that carries `schedule` to the created survey's editor. */
export function carryScheduleState(schedule: ScheduleValues, error: unknown) {
  const reason = error instanceof Error ? error.message : String(error);
  return { carriedSchedule: { schedule, reason } satisfies CarriedSchedule };
}

/** The schedule carried in the router's state, or null. */
export function readCarriedSchedule(state: unknown): CarriedSchedule | null {
  const parsed = carriedState.safeParse(state);
  return parsed.success ? parsed.data.carriedSchedule : null;
}
