import { Chip, Tooltip } from '@mui/material';
import type { Survey } from '../../../contracts/survey';
import { deriveSurveyStatus, STATUS_COLORS } from '../model/survey-status';

export function SurveyStatusChip({
  survey,
}: {
  survey: Pick<Survey, 'archived' | 'start_date' | 'end_date'> & { type?: string };
}) {
  const { status, reason } = deriveSurveyStatus(survey);
  return (
    <Tooltip title={`${status[0]!.toUpperCase()}${status.slice(1)}: ${reason}`}>
      <Chip
        size="small"
        label={status}
        color={STATUS_COLORS[status]}
        variant="outlined"
        tabIndex={0}
        sx={{ textTransform: 'capitalize' }}
      />
    </Tooltip>
  );
}
