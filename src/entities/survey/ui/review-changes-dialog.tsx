// "Review changes": before a save is sent, what it changes and what that does to the results collected so
// far. The editor's save asks it of a running survey or one with responses ("Back to editing" keeps
// everything); a push or pull asks it of every survey it writes, saying which of how many, and lets the
// user skip one or stop the run.
import { useId, type ReactNode } from 'react';
import { Button, DialogContentText, Stack, Typography } from '@mui/material';
import { DecisionDialog } from '@/components/dialogs/decision-dialog';
import { isolate } from '@/lib/bidi';
import type { CheckQuestion, ReviewAnswer } from '../api/checked-update';
import { ImpactNotice, SurveyDiffView } from './survey-diff-view';

/** What the review shows: the checked update's question without its answer. */
export type ReviewShown = Omit<Extract<CheckQuestion, { kind: 'review' }>, 'resolve'>;

function situation({ running, responses }: ReviewShown): string {
  const counted =
    responses === null
      ? 'its responses could not be counted'
      : `it has ${responses.toLocaleString('en-GB')} response${responses === 1 ? '' : 's'}`;
  return running ? `This survey is running and ${counted}.` : `This survey is not running, but ${counted}.`;
}

export interface ReviewChangesDialogProps {
  review: ReviewShown;
  onAnswer: (answer: ReviewAnswer) => void;
  /**
   * The survey named, with its project (a push or pull): "Saving changes “NPS” in Acme as follows".
   * Without it, the survey being edited: its situation (running, responses), then "Saving changes it".
   */
  subject?: { name: string; projectName: string };
  /** The cancel button's words when the review is of one survey (of several: "Stop here"). */
  cancelLabel?: string;
  /** Shown under the rows of the parts saved alongside (the schedule stated in words). */
  children?: ReactNode;
}

export function ReviewChangesDialog({
  review,
  onAnswer,
  subject,
  cancelLabel = 'Cancel',
  children,
}: ReviewChangesDialogProps) {
  const descriptionId = useId();
  const { position } = review;
  const several = position !== null && position.total > 1;
  return (
    <DecisionDialog
      title={several ? `Review changes (${position.index + 1} of ${position.total})` : 'Review changes'}
      onClose={() => onAnswer('stop')}
      cancelLabel={several ? 'Stop here' : cancelLabel}
      describedBy={descriptionId}
      maxWidth="md"
      dividers
      beforeCancel={
        several ? (
          <Button onClick={() => onAnswer('skip')} sx={{ mr: 'auto' }}>
            Skip this one
          </Button>
        ) : null
      }
      actions={
        <Button variant="contained" onClick={() => onAnswer('save')} autoFocus>
          Save changes
        </Button>
      }
    >
      <Stack spacing={2}>
        <DialogContentText id={descriptionId}>
          {subject
            ? `Saving changes “${isolate(subject.name)}” in ${isolate(subject.projectName)} as follows`
            : `${situation(review)} Saving changes it as follows`}
          {review.merged ? ' (compared with the survey as it is now, changes made elsewhere included)' : ''}.
        </DialogContentText>
        <ImpactNotice lines={review.impact} />
        {review.alongside.map((row) => (
          <Typography key={row.label} variant="body2">
            <strong>{row.label}:</strong> {row.before} → {row.after}
          </Typography>
        ))}
        {children}
        <SurveyDiffView diff={review.diff} />
      </Stack>
    </DecisionDialog>
  );
}
