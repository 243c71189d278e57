// A scheduled survey on its own page: the status chip read from its gate and the gate's changes, and, once
// its last window has ended, the offer to set its end date so PostHog's own UI says it has stopped too.
import { formatWhen } from '@/lib/format-when';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button } from '@mui/material';
import type { Survey, SurveyWriteBody } from '@/contracts/survey';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { ScopeGate } from '@/components/feedback/scope-gate';
import { backendNow } from '@/lib/backend-now';
import { surveyStatusWithGate } from '@/entities/survey/api/gate-status';
import {
  deletedGateOf,
  readOnBackendClock,
  useSurveyGate,
  type GateReading,
} from '@/entities/survey/api/survey-gate';
import { surveyQueries } from '@/entities/survey/api/surveys.queries';
import { SurveyStatusChip } from '@/entities/survey/ui/survey-status-chip';

function useGateReading(projectId: number, survey: Survey): GateReading | null {
  // When the survey (its gate's on/off) was read: a change that ran after that has switched the gate.
  const readAt = useQueryClient().getQueryState(
    surveyQueries.detail(projectId, survey.id).queryKey,
  )?.dataUpdatedAt;
  const { gate, status, error } = useSurveyGate(projectId, survey, backendNow(), readOnBackendClock(readAt));
  const deleted = deletedGateOf(survey);
  if (deleted) return { gate: deleted, status: null, unread: false, deleted: true };
  return gate ? { gate, status, unread: Boolean(error) } : null;
}

export function SurveyPageStatus({ projectId, survey }: { projectId: number; survey: Survey }) {
  return <SurveyStatusChip survey={survey} gate={useGateReading(projectId, survey)} />;
}

/** The status in words (the summary): for a scheduled survey, what its gate and schedule say. */
export function SurveyStatusReason({ projectId, survey }: { projectId: number; survey: Survey }) {
  return <span>{surveyStatusWithGate(survey, useGateReading(projectId, survey), backendNow()).reason}</span>;
}

interface EndProps {
  projectId: number;
  survey: Survey;
  busy: boolean;
  onPatch: (body: SurveyWriteBody, done: string) => void;
}

/** Shown only for a gated survey whose last window has ended and which has no end date yet. */
export function ScheduleEndedNotice({ projectId, survey, busy, onPatch }: EndProps) {
  const reading = useGateReading(projectId, survey);
  const [confirming, setConfirming] = useState(false);
  const now = backendNow();
  // Stopped by its schedule (not ended, archived or a draft already, which keep their own status).
  const stopped = surveyStatusWithGate(survey, reading, now).label === 'Stopped';
  if (!stopped || reading?.status?.kind !== 'stopped') return null;
  // The moment the gate last turned off, or now when that is not recorded.
  const endDate = (reading.status.at ?? now).toISOString();
  return (
    <Box sx={{ mb: 2 }}>
      <Alert
        severity="info"
        action={
          <ScopeGate scope="survey:write">
            {(reason) => (
              <Button
                color="inherit"
                size="small"
                disabled={Boolean(reason) || busy}
                onClick={() => setConfirming(true)}
              >
                Set the end date
              </Button>
            )}
          </ScopeGate>
        }
      >
        Its schedule has ended and it is hidden, but PostHog’s own UI still lists it as running (it has no end
        date).
      </Alert>
      <ConfirmDialog
        open={confirming}
        title="Set the end date?"
        description={`The survey’s end date becomes ${new Date(endDate).toLocaleString()}, when its last window ended, so PostHog shows it as stopped. To show it again later, resume it or schedule it anew.`}
        confirmLabel="Set the end date"
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onPatch({ end_date: endDate }, 'End date set');
        }}
      />
    </Box>
  );
}

/**
 * Above the survey page's preview and flow walk-through: while the gate is off, respondents see nothing
 * of what these show, until the next launch (or, after the last window, not at all).
 */
export function HiddenUntilNote({ projectId, survey }: { projectId: number; survey: Survey }) {
  const reading = useGateReading(projectId, survey);
  const derived = reading ? surveyStatusWithGate(survey, reading, backendNow()) : null;
  if (!reading || !derived || derived.status === 'draft') return null;
  if (reading.deleted) {
    // Only a survey that would be running otherwise is hidden by it.
    if (derived.label !== 'Hidden: its gate flag was deleted') return null;
    return (
      <Alert severity="warning" sx={{ mb: 2 }}>
        Hidden: its gate flag “{reading.gate.key}” was deleted in PostHog, so respondents do not see this.
      </Alert>
    );
  }
  if (reading.gate.active) return null;
  const status = reading.status;
  const text =
    status?.kind === 'scheduled'
      ? `Hidden until ${formatWhen(status.at)}: its gate flag is off until then, so respondents see this only from that time.`
      : status?.kind === 'stopped'
        ? 'Hidden: its schedule has ended and its gate flag is off, so respondents no longer see this.'
        : status?.kind === 'unswitched'
          ? `Hidden: its launch ran ${formatWhen(status.at)} but did not switch its gate flag on (awaiting approval?), so respondents do not see this.`
          : 'Hidden while its gate flag is off: respondents do not see this now.';
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {text}
    </Alert>
  );
}
