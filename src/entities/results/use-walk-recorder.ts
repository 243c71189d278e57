// The survey page's walk-through, recorded on the demo backend (walk-capture.ts says what is sent): the
// project's token read once, the answers sent when the walk ends, and the cached results dropped so the
// Results tab shows them.
import { useCallback, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Survey } from '@/contracts/survey';
import { useConnection } from '@/lib/api/connection-store';
import { projectQueries } from '@/entities/project/projects.queries';
import { useProjectScope } from '@/entities/project/project-scope';
import { sendToDemoCapture, walkEvents, type WalkAnswer } from './walk-capture';

/** Every cached results read starts with this key. */
export const RESULTS_QUERY_ROOT = ['survey-results'] as const;

export type WalkRecord =
  { state: 'idle' } | { state: 'sending' } | { state: 'sent' } | { state: 'failed'; reason: string };

const newUuid = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}`;

/** A distinct id per browser tab: the same "respondent" for every walk of this tab. */
function tabRespondent(): string {
  const key = 'surveyor.walk-respondent';
  try {
    const known = window.sessionStorage.getItem(key);
    if (known) return known;
    const made = `surveyor-walkthrough-${newUuid()}`;
    window.sessionStorage.setItem(key, made);
    return made;
  } catch {
    return 'surveyor-walkthrough';
  }
}

export function useWalkRecorder(respondent: { projectId: number; survey: Survey } | undefined) {
  const connection = useConnection();
  const scope = useProjectScope();
  const on = connection.kind === 'demo' && respondent !== undefined;
  const project = useQuery({ ...projectQueries.detail(scope, respondent?.projectId ?? 0), enabled: on });
  const client = useQueryClient();
  const [record, setRecord] = useState<WalkRecord>({ state: 'idle' });
  const token = project.data?.project.api_token ?? null;
  const send = useCallback(
    (answers: readonly WalkAnswer[], shownAt: number) => {
      if (!on || !respondent) return;
      if (!token) return setRecord({ state: 'failed', reason: 'the project’s token could not be read' });
      setRecord({ state: 'sending' });
      const events = walkEvents(respondent.survey, answers, {
        distinctId: tabRespondent(),
        submissionId: newUuid(),
        shownAt,
        sentAt: Math.max(Date.now(), shownAt + 1000),
        newUuid,
        url: window.location.href,
      });
      sendToDemoCapture(token, events).then(
        () => {
          setRecord({ state: 'sent' });
          void client.invalidateQueries({ queryKey: RESULTS_QUERY_ROOT });
        },
        (error: unknown) =>
          setRecord({ state: 'failed', reason: error instanceof Error ? error.message : String(error) }),
      );
    },
    [on, respondent, token, client],
  );
  return { on, send, record, reset: () => setRecord({ state: 'idle' }) };
}
