// What stops a launch or a stop "at a date and time" from working, said before saving (in the Schedule
// tab) and by the save, which refuses with the same words: a key that cannot write flags, a PostHog that
// refuses scheduled changes to personal API keys, a linked flag that is not the survey's gate, a gate whose
// changes were written by someone else. The honest fallback there is a calendar file, the survey a draft.
import { useQuery } from '@tanstack/react-query';
import type { SchedulingSupport } from '@/entities/feature-flag/scheduled-changes.api';
import { scheduledChangeQueries } from '@/entities/feature-flag/scheduled-changes.queries';
import { isGateFlag } from '@/entities/survey/schedule/gate-flag';
import { useMissingScope } from '@/lib/api/scopes';
import { isTimed, type ScheduleValues } from './schedule';
import type { TargetingValues } from './targeting';

export const WRITE_SCOPE = 'feature_flag:write';

export interface ScheduleBlock {
  /** Why the schedule cannot be saved. */
  reason: string;
  /** Whether "Add to calendar" stands in for it (the survey stays a draft). */
  fallback: boolean;
}

export interface BlockInput {
  type: string;
  schedule: ScheduleValues;
  targeting: Pick<TargetingValues, 'linkedFlagId' | 'linkedFlag'>;
  /** null while the survey is new (it has no gate yet). */
  surveyId: string | null;
  /** Why the key cannot write flags, or null. */
  missingScope: string | null;
  /** The server's answer to the probe; undefined while unknown. */
  support: SchedulingSupport | undefined;
}

export const REFUSED_BY_SERVER =
  'This PostHog refuses scheduled changes to personal API keys (older versions do), so it cannot launch or stop the survey on time.';

/** The first thing that stops the timed schedule from being saved, or null (also null when nothing is timed). */
export function scheduleBlock(input: BlockInput): ScheduleBlock | null {
  const { schedule, targeting, surveyId } = input;
  // A hosted survey's stop is a reminder: nothing is written for it, nothing is refused.
  if (!isTimed(schedule) || input.type === 'external_survey') return null;
  if (input.missingScope)
    return {
      reason: `${input.missingScope} Launching or stopping at a time writes a feature flag and its scheduled changes.`,
      fallback: true,
    };
  if (input.support === 'refused') return { reason: REFUSED_BY_SERVER, fallback: true };
  // What the gate holds is not known: writing over it could delete a launch nobody was shown.
  if (schedule.timed.unread)
    return {
      reason: `The gate flag's scheduled changes could not be read (${schedule.timed.unread}), so what is scheduled now is not known and the schedule cannot be changed: choose Retry above to read them again.`,
      fallback: false,
    };
  // Times on an unknown wall clock would launch at the wrong hour: never guessed.
  if (schedule.timed.zoneProblem)
    return {
      reason: `${schedule.timed.zoneProblem} The times cannot be scheduled until it is known: reload the page to read it again.`,
      fallback: false,
    };
  const linkedId = targeting.linkedFlagId;
  if (linkedId !== null) {
    const flag = targeting.linkedFlag?.id === linkedId ? targeting.linkedFlag : null;
    if (!(surveyId && flag && isGateFlag(flag, surveyId))) {
      const name = flag?.key ? `“${flag.key}”` : `#${linkedId}`;
      return {
        reason: `The survey's linked flag ${name} decides who sees it. A schedule needs a gate flag of its own as the linked flag, and Surveyor never replaces a linked flag silently: remove it in Targeting to schedule the survey, or launch and stop it by hand.`,
        fallback: true,
      };
    }
  }
  if (schedule.timed.foreign)
    return {
      reason: `The gate flag's scheduled changes were made outside Surveyor (${schedule.timed.foreign}) and are not rewritten here: change them in PostHog.`,
      fallback: false,
    };
  return null;
}

/** The reminder beside a hosted survey's stop time: PostHog cannot stop its page on time. */
export const HOSTED_STOP_REMINDER =
  'PostHog cannot stop a hosted survey at a time (its page only waits for a start date), so nothing is saved for this stop: add it to your calendar and stop the survey then.';

/**
 * The block for the form's current schedule, as the tab shows it. The server is asked once, when a timed
 * option is first chosen, whether it lets a personal API key schedule changes; the answer is kept for the
 * connection (scheduledChangeQueries.support).
 */
export function useScheduleBlock(
  projectId: number,
  input: Omit<BlockInput, 'missingScope' | 'support'>,
): { block: ScheduleBlock | null; probing: boolean; probeError: unknown } {
  const missingScope = useMissingScope(WRITE_SCOPE);
  const timed = isTimed(input.schedule) && input.type !== 'external_survey';
  const support = useQuery({ ...scheduledChangeQueries.support(projectId), enabled: timed && !missingScope });
  return {
    block: scheduleBlock({ ...input, missingScope, support: support.data }),
    probing: timed && !missingScope && support.isPending,
    probeError: support.error,
  };
}
