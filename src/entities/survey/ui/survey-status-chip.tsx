import { Chip, Tooltip } from '@mui/material';
import { backendNow } from '@/lib/backend-now';
import { surveyStatusWithGate, type StatusFields } from '../api/gate-status';
import type { GateReading } from '../api/survey-gate';
import { STATUS_COLORS } from '../model/survey-status';

export function SurveyStatusChip({
  survey,
  gate,
}: {
  survey: StatusFields;
  /** A scheduled survey's gate and its changes (useGateReadings, useSurveyGate): its status reads them. */
  gate?: GateReading | null;
}) {
  const { status, reason, label, failed } = surveyStatusWithGate(survey, gate, backendNow());
  const text = label ?? `${status[0]!.toUpperCase()}${status.slice(1)}`;
  return (
    <Tooltip title={`${text}: ${reason}`}>
      <Chip
        size="small"
        label={text}
        color={failed ? 'error' : STATUS_COLORS[status]}
        variant="outlined"
        tabIndex={0}
      />
    </Tooltip>
  );
}
