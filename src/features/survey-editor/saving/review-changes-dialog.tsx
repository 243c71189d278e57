// "Review changes": before a running survey, or one with responses, is saved, what the save changes and
// what that does to the results collected so far. Confirm saves; "Back to editing" keeps everything.
import { useId } from 'react';
import { Button, DialogContentText, Stack, Typography } from '@mui/material';
import { DecisionDialog } from '@/components/dialogs/decision-dialog';
import { ImpactNotice, SurveyDiffView } from '@/entities/survey/ui/survey-diff-view';
import type { Schedule } from '@/entities/survey/schedule/schedule';
import { ScheduleWords } from '../settings/schedule-timing';
import type { SaveCheck } from './use-save-checks';

type Review = Extract<SaveCheck, { kind: 'review' }>;

function situation({ running, responses }: Review): string {
  const counted =
    responses === null
      ? 'its responses could not be counted'
      : `it has ${responses.toLocaleString('en-GB')} response${responses === 1 ? '' : 's'}`;
  return running ? `This survey is running and ${counted}.` : `This survey is not running, but ${counted}.`;
}

/** `schedule`: the launch and stop at a date and time the save arms, said in words (only when it writes them). */
export function ReviewChangesDialog({ review, schedule }: { review: Review; schedule?: Schedule | null }) {
  const descriptionId = useId();
  return (
    <DecisionDialog
      title="Review changes"
      onClose={() => review.resolve(false)}
      cancelLabel="Back to editing"
      describedBy={descriptionId}
      maxWidth="md"
      dividers
      actions={
        <Button variant="contained" onClick={() => review.resolve(true)} autoFocus>
          Save changes
        </Button>
      }
    >
      <Stack spacing={2}>
        <DialogContentText id={descriptionId}>
          {situation(review)} Saving changes it as follows
          {review.merged ? ' (compared with the survey as it is now, changes made elsewhere included)' : ''}.
        </DialogContentText>
        <ImpactNotice lines={review.impact} />
        {review.alongside.map((row) => (
          <Typography key={row.label} variant="body2">
            <strong>{row.label}:</strong> {row.before} → {row.after}
          </Typography>
        ))}
        {schedule ? <ScheduleWords schedule={schedule} /> : null}
        <SurveyDiffView diff={review.diff} />
      </Stack>
    </DecisionDialog>
  );
}
