// The checks of a push or pull on screen: "Changed elsewhere" when the survey changed since the Copies tab
// read it (the same merge as the editor's), then "Review changes" for each survey written.
import { useId } from 'react';
import { Button, DialogContentText, Stack } from '@mui/material';
import { DecisionDialog } from '@/components/dialogs/decision-dialog';
import { isolate } from '@/lib/bidi';
import { ChangedElsewhereDialog } from '@/entities/survey/ui/changed-elsewhere-dialog';
import { ImpactNotice, SurveyDiffView } from '@/entities/survey/ui/survey-diff-view';
import type { SyncCheck } from './use-fleet-sync';

type Review = Extract<SyncCheck, { kind: 'review' }>;

function ReviewDialog({ review }: { review: Review }) {
  const descriptionId = useId();
  const { target, position } = review;
  const several = position !== null && position.total > 1;
  return (
    <DecisionDialog
      title={several ? `Review changes (${position.index + 1} of ${position.total})` : 'Review changes'}
      onClose={() => review.resolve('stop')}
      cancelLabel={several ? 'Stop here' : 'Cancel'}
      describedBy={descriptionId}
      maxWidth="md"
      dividers
      beforeCancel={
        several ? (
          <Button onClick={() => review.resolve('skip')} sx={{ mr: 'auto' }}>
            Skip this one
          </Button>
        ) : null
      }
      actions={
        <Button variant="contained" onClick={() => review.resolve('save')} autoFocus>
          Save changes
        </Button>
      }
    >
      <Stack spacing={2}>
        <DialogContentText id={descriptionId}>
          Saving changes “{isolate(String(target.read.name ?? ''))}” in {isolate(target.projectName)} as
          follows
          {review.merged ? ' (compared with the survey as it is now, changes made elsewhere included)' : ''}.
        </DialogContentText>
        <ImpactNotice lines={review.impact} />
        <SurveyDiffView diff={review.diff} />
      </Stack>
    </DecisionDialog>
  );
}

export function SyncDialogs({ check }: { check: SyncCheck | null }) {
  if (!check) return null;
  if (check.kind === 'review') return <ReviewDialog review={check} />;
  return (
    <ChangedElsewhereDialog
      conflict={check}
      words={{
        intro: `“${isolate(String(check.target.read.name ?? ''))}” in ${isolate(check.target.projectName)} was saved elsewhere after the Copies tab read it. What only one side changed is kept; where both changed the same thing, choose which to keep.`,
        cancel: 'Skip this survey',
      }}
    />
  );
}
