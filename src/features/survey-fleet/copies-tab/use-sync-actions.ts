// Push and pull from the Copies tab: the parts picked in the matrix, applied to the picked copies (each
// with its project's own flag, cohorts and actions, mapped again as on the first copy) or pulled from one
// copy into this survey, then reported in one line.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Survey, SurveyRecord } from '@/contracts/survey';
import { useNotify } from '@/components/feedback/notifications';
import { useMissingScope } from '@/lib/api/scopes';
import { pullBody, pushBody, type SyncOptions } from '../model/push';
import type { Remap } from '../model/remap';
import { surveyQueries } from '@/entities/survey/api/surveys.queries';
import { fleetQueries, planFor } from '../copy-to-projects/target-facts';
import { useFleetSync, type SyncOutcome } from './use-fleet-sync';

/** A survey of the family on the Copies tab, as read. */
export interface Compared {
  member: { projectId: number; projectName: string; surveyId: string };
  record: SurveyRecord;
  /** The mapping into its project, when its plan could be made. */
  remap?: Remap;
}

function outcomeWords(verb: string, outcomes: readonly SyncOutcome[]) {
  const saved = outcomes.filter((outcome) => outcome.status === 'saved');
  const failed = outcomes.filter((outcome) => outcome.status === 'failed');
  const parts = [
    saved.length ? `${verb} to ${saved.map((outcome) => outcome.target.projectName).join(', ')}` : null,
    outcomes.some((outcome) => outcome.status === 'same') ? 'some already had it' : null,
    failed.length
      ? `failed for ${failed.map((outcome) => `${outcome.target.projectName} (${outcome.error instanceof Error ? outcome.error.message : String(outcome.error)})`).join(', ')}`
      : null,
  ].filter(Boolean);
  return { text: parts.join('; ') || 'Nothing was changed', failed: failed.length > 0, saved: saved.length };
}

export function useSyncActions(projectId: number, survey: Survey) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const canWriteFlags = useMissingScope('feature_flag:write') === null;
  const { check, sync } = useFleetSync();
  const [running, setRunning] = useState(false);

  /** The mapping between this survey's project and a copy's, found as the copy's plan finds it. */
  const remapFor = async (member: Compared['member']) => {
    const [facts, sourceCohorts] = await Promise.all([
      queryClient.fetchQuery(fleetQueries.targetFacts(survey, member.projectId)),
      queryClient.fetchQuery(fleetQueries.sourceCohorts(survey, projectId)),
    ]);
    return planFor(
      survey,
      sourceCohorts,
      { id: member.projectId, name: member.projectName },
      facts,
      canWriteFlags,
    ).remap;
  };

  const finish = (verb: string, outcomes: SyncOutcome[], notes: readonly string[]) => {
    const words = outcomeWords(verb, outcomes);
    for (const note of new Set(notes)) notify(note, 'warning');
    notify(words.text, words.failed ? 'error' : words.saved ? 'success' : 'info');
  };

  const push = async (parts: string[], copies: readonly Compared[], options: SyncOptions = {}) => {
    setRunning(true);
    const notes: string[] = [];
    try {
      const outcomes = await sync(
        copies.map(({ member, record }) => ({
          ...member,
          read: record.raw,
          change: async (onto: Survey) => {
            const made = pushBody(survey, onto, parts, await remapFor(member), options);
            notes.push(...made.notes);
            return made.body;
          },
        })),
      );
      finish('Pushed', outcomes, notes);
    } finally {
      setRunning(false);
    }
  };

  const pull = async (parts: string[], copy: Compared, options: SyncOptions = {}) => {
    setRunning(true);
    const notes: string[] = [];
    try {
      const here = queryClient.getQueryData(surveyQueries.detail(projectId, survey.id).queryKey);
      const outcomes = await sync([
        {
          projectId,
          projectName: 'this project',
          surveyId: survey.id,
          read: here?.raw ?? survey,
          change: async (onto: Survey) => {
            const made = pullBody(copy.record.survey, onto, parts, await remapFor(copy.member), options);
            notes.push(...made.notes);
            return made.body;
          },
        },
      ]);
      finish(`Pulled from ${copy.member.projectName}`, outcomes, notes);
    } finally {
      setRunning(false);
    }
  };

  return { check, running, push, pull };
}
